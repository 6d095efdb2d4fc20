/**
 * WordPress search forms CleanTalk signed (`apbct-form-sign="native_search"`,
 * docs/plugins/anti-spam.md#hidden-form-fields), with settings__forms__search_test on: the submit
 * waits while the honeypot value and the token go to alternative sessions,
 * then the honeypot leaves the form and the search runs as usual.
 */
import type { PluginContext } from '../../kernel/types';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';
import type { TokenSource } from './token';

const SEARCH_FORMS = 'form[apbct-form-sign="native_search"]';
const HONEYPOT = '[name*="apbct__email_id__"]';
/** The honeypot's submit twin on GET forms (Honeypot.php). */
const HONEYPOT_SUBMIT = '[id^="apbct_submit_id__"]';

export function guardSearchForms(ctx: PluginContext, settings: AntiSpamSettings, store: () => SignalStore, token: TokenSource): void {
  if (!settings.settings__forms__search_test) return;
  const sending = new WeakSet<HTMLFormElement>();
  ctx.listen<SubmitEvent>('document', 'submit', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(SEARCH_FORMS);
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    if (sending.has(form)) return;
    sending.add(form);
    const honeypot = form.querySelector<HTMLInputElement>(HONEYPOT)?.value ?? '';
    const current = token.current();
    const pairs = { apbct_search_form__honeypot_value: honeypot, ...(current ? { ct_bot_detector_event_token: current } : {}) };
    // Whatever the server says, the visitor gets the search: the check only records.
    void store()
      .set(pairs, { forceAlt: true })
      .finally(() => {
        sending.delete(form);
        ctx.write(() => form.querySelectorAll(`${HONEYPOT}, ${HONEYPOT_SUBMIT}`).forEach((field) => field.remove()));
        form.submit();
      });
  });
}
