/**
 * Redirection for CF7's side of the form: its jQuery events on body, and on
 * wpcf7mailsent the actions it merged into the answer (add-on-actions.ts,
 * loaded with the first answer that carries any: with yup and the sanitizer,
 * it stays off pages whose forms never get one).
 */
import type { Warn } from '../../adapters/settings';
import type { PluginContext } from '../../kernel/types';
import type { SubmissionDetail } from './events';

/** The popup opens this long after the answer. */
export const POPUP_OPEN_DELAY_MS = 1000;
/** After its close button, every popup is removed this much later (the fade has run). */
export const POPUP_REMOVE_DELAY_MS = 4000;

/** The keys the add-on merges into the feedback answer. */
const ADD_ON_KEYS = ['api_url_request', 'api_json_xml_request', 'FireScript', 'popup', 'redirect_to_paypal', 'redirect'];

const hasAddOnKeys = (answer: object): boolean => ADD_ON_KEYS.some((key) => Object.hasOwn(answer, key));

/** `warnFor(endpoint)`: the warn function for the feedback answer the keys came in. */
export function bindAddOns(form: HTMLFormElement, ctx: PluginContext, warnFor: (endpoint: string) => Warn): void {
  ctx.listen<CustomEvent>(form, 'wpcf7invalid', (event) => ctx.bus.emit('wpcf7r-invalid', event));
  ctx.listen<CustomEvent<SubmissionDetail | null>>(form, 'wpcf7mailsent', (event) => {
    ctx.bus.emit('wpcf7r-mailsent', event);
    const answer = event.detail?.apiResponse;
    if (!answer || typeof answer !== 'object' || !hasAddOnKeys(answer)) return;
    const answeredAt = ctx.clock.now();
    const warn = warnFor(`POST contact-forms/${event.detail!.contactFormId}/feedback`);
    import('./add-on-actions').then(
      ({ runAddOnActions }) => runAddOnActions(ctx, event, answer, answeredAt, warn),
      (error: unknown) => ctx.log.error('Redirection for CF7 actions could not load', error),
    );
  });
}
