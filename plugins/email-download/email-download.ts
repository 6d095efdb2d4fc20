/**
 * Email Before Download's front end (email-before-download-public.js): when
 * the CF7 form around its download choices reports mail_sent, it asks
 * admin-ajax `ebd_inline_links` for the links of the address just submitted.
 * `download` true navigates to `url`; otherwise the returned `html` is
 * appended to the form's wrapper (apiResponse.into) through the audited
 * server-HTML path, and the response box is shown again.
 */
import { object, pageGlobal, text, type SettingsOf } from '../../adapters/settings';
import { insertServerHtml } from '../../adapters/server-html';
import type { PluginContext } from '../../kernel/types';

/** `ebd_inline` (wp_localize_script): admin-ajax URL and the nonce of action `ebd`. */
export const settings = { ebd: pageGlobal('ebd_inline', object({ ajaxurl: text('/wp-admin/admin-ajax.php'), ajax_nonce: text() })) };
type Settings = SettingsOf<typeof settings>;

interface MailSentDetail {
  id?: string;
  inputs?: { name: string; value: unknown }[];
  apiResponse?: { into?: string };
}

/** The email field name EBD reads is fixed. */
const EMAIL_FIELD = 'your-email';

export interface EbdAnswer {
  download?: unknown;
  url?: unknown;
  html?: unknown;
}

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

/** EBD parses the body by hand: an empty body or the string "email sent" means nothing to show. */
export function parseAnswer(text: string): EbdAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as EbdAnswer) : null;
  } catch {
    return null;
  }
}

export function mount(choice: Element, ctx: PluginContext<Settings>): void {
  const form = choice.closest('form');
  // One binding per form: the first of its download choices speaks for all.
  if (!form || form.querySelector('.ebd_input') !== choice) return;
  const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: ctx.settings.ebd.ajaxurl });
  const doc = form.ownerDocument;

  ctx.listen<CustomEvent<MailSentDetail>>(form, 'wpcf7mailsent', (event) => {
    const detail = event.detail ?? {};
    const into = detail.id ? `#${detail.id}` : detail.apiResponse?.into;
    void http
      .request<string>(ctx.settings.ebd.ajaxurl, { method: 'POST', body: ebdRequest(detail, ctx.settings.ebd.ajax_nonce), responseType: 'text' })
      .then((text) => {
        const answer = parseAnswer(text);
        if (!answer) return;
        if (answer.download && typeof answer.url === 'string') {
          ctx.env.location().assign(answer.url);
          return;
        }
        for (const output of Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-response-output'))) output.hidden = false;
        const target = into ? doc.querySelector(into) : null;
        if (target && typeof answer.html === 'string') ctx.write(() => insertServerHtml(target, answer.html as string, { profile: 'message', mode: 'append' }));
      })
      .catch((error: unknown) => ctx.log.debug('ebd_inline_links failed', error));
  });
}
