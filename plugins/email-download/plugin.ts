/**
 * Email Before Download's front end (email-before-download-public.js): when
 * the CF7 form around its download choices reports mail_sent, it asks
 * admin-ajax `ebd_inline_links` for the links of the address just submitted.
 * `download` true navigates to `url`; otherwise the returned `html` is
 * appended to the form's wrapper (apiResponse.into) through the audited
 * server-HTML path, and the response box is shown again. A call that fails
 * (the original stays silent) is told to the visitor in the same place.
 * The global and the answer are read with the light shapes, so no schema
 * library loads with this plugin; the sanitizer's chunk comes with the call.
 */
import { isAborted } from '../../adapters/http-error';
import { answerWarnings, object, optional, pageGlobal, text, type SettingsOf, type Shape, type ShapeValue } from '../../adapters/shapes';
import { loadServerHtml, type ServerHtml } from '../../adapters/server-html-loader';
import type { PluginContext } from '../../kernel/types';
import { navigateSafely } from '../server-urls';
import { linksFailedNotice } from './failure-notice';

/** `ebd_inline` (wp_localize_script): admin-ajax URL and the nonce of action `ebd`. */
export const settings = {
  ebd: pageGlobal('ebd_inline', object({ ajaxurl: text('/wp-admin/admin-ajax.php'), ajax_nonce: text() })),
};
type Settings = SettingsOf<typeof settings>;

interface MailSentDetail {
  id?: string;
  inputs?: { name: string; value: unknown }[];
  apiResponse?: { into?: string };
}

/** The email field name EBD reads is fixed. */
const EMAIL_FIELD = 'your-email';
const ENDPOINT = 'POST admin-ajax.php?action=ebd_inline_links';

/** EBD tests `download` ("yes") for truth: any truthy value forces the download. */
const truthy: Shape<boolean> = { fallback: false, parse: (value) => Boolean(value) };

/** The answer: `download` with `url`, or the `html` to show; a field that is not text warns and counts as absent. */
export const ebdAnswer = object({ download: truthy, url: optional(text()), html: optional(text()) });
export type EbdAnswer = ShapeValue<typeof ebdAnswer>;

/** The request body exactly as jQuery.post sends it: url-encoded, arrays with brackets. */
export function ebdRequest(detail: MailSentDetail, nonce: string): URLSearchParams {
  const inputs = detail.inputs ?? [];
  const valuesOf = (name: string) => inputs.filter((input) => input.name === name).map((input) => String(input.value));
  const body = new URLSearchParams();
  body.append('action', 'ebd_inline_links');
  body.append('email', valuesOf(EMAIL_FIELD)[0] ?? '');
  for (const download of valuesOf('ebd_downloads[]')) body.append('downloads[]', download);
  for (const setting of valuesOf('ebd_settings[]')) body.append('settings[]', setting);
  body.append('security', nonce);
  return body;
}

/**
 * EBD parses the body by hand: an empty body, or JSON that is no object (the
 * string "email sent"), means nothing to show (null). An object is checked
 * field by field (a bad field warns and is dropped). A body that is no JSON at
 * all (an error page) throws: the call failed.
 */
export function parseAnswer(text: string, warn: (path: string, problem: string) => void): EbdAnswer | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('ebd_inline_links answered with no JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return ebdAnswer.parse(value, '', warn);
}

export function mount(choice: Element, ctx: PluginContext<Settings>): void {
  const form = choice.closest('form');
  // One binding per form: the first of its download choices speaks for all.
  if (!form || form.querySelector('.ebd_input') !== choice) return;
  const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: ctx.settings.ebd.ajaxurl });
  const doc = form.ownerDocument;
  const warn = ctx.scope.get('answer-warnings', (scope) => answerWarnings((message) => scope.log.warn(message)))(ENDPOINT);

  const show = ({ insertServerHtml }: ServerHtml, answer: EbdAnswer, into: string | undefined) => {
    if (answer.download && answer.url !== undefined) {
      navigateSafely(ctx, answer.url, 'download');
      return;
    }
    for (const output of Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-response-output'))) output.hidden = false;
    const target = into ? doc.querySelector(into) : null;
    if (target && answer.html !== undefined) ctx.write(() => insertServerHtml(target, answer.html!, { profile: 'message', mode: 'append' }));
  };

  const failure = linksFailedNotice(ctx);
  // A new send makes the links call of the last one moot: its late answer or failure must not show after.
  let inFlight: AbortController | null = null;

  ctx.listen<CustomEvent<MailSentDetail>>(form, 'wpcf7mailsent', (event) => {
    const detail = event.detail ?? {};
    const into = detail.id ? `#${detail.id}` : detail.apiResponse?.into;
    failure.clear();
    inFlight?.abort();
    const call = new AbortController();
    inFlight = call;
    // The sanitizer's chunk comes while the request is in flight.
    const sanitizer = loadServerHtml();
    // endpoint: ebd:ebd_inline_links
    void http
      .request<string>(ctx.settings.ebd.ajaxurl, { method: 'POST', body: ebdRequest(detail, ctx.settings.ebd.ajax_nonce), responseType: 'text', signal: call.signal })
      .then(async (body) => {
        const answer = parseAnswer(body, warn);
        if (!answer) return;
        const serverHtml = await sanitizer;
        if (!call.signal.aborted) show(serverHtml, answer, into);
      })
      .catch((error: unknown) => {
        ctx.log.debug('ebd_inline_links failed', error);
        if (!isAborted(error)) failure.show((into ? doc.querySelector(into) : null) ?? form.parentElement ?? form);
      });
  });
}
