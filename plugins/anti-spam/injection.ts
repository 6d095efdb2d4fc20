/**
 * The bot token, or the no-cookie data, added to other plugins' submissions
 * (docs/plugins/anti-spam.md#injection-into-other-plugins-requests): every
 * same-origin request that sends named values gets it once, whether fetch,
 * XMLHttpRequest or jQuery.ajax carried it. CleanTalk's own calls, cross-origin
 * requests and WordPress's background calls are left alone. Integrations on
 * CleanTalk's list get the key style they expect (wrapped as data[…], first in
 * the body, with the form's visible fields); any other gets the plain key
 * appended. A body that already has either field (ours from the jQuery pass,
 * or the page's own) is left alone, so nothing is added twice.
 */
import type { OutgoingRequest } from '../../adapters/request-interception';
import { bodyText, fieldOf, hasField, withField, type FieldName } from './body-field';

export const TOKEN_FIELD = 'ct_bot_detector_event_token';
export const NO_COOKIE_FIELD = 'ct_no_cookie_hidden_field';

export interface InjectionValue {
  /** TOKEN_FIELD when a bot-detector token is known, else NO_COOKIE_FIELD. */
  field: typeof TOKEN_FIELD | typeof NO_COOKIE_FIELD;
  value: string;
}

/** An integration whose key style differs from the plain key appended. */
interface Sign {
  via: readonly OutgoingRequest['via'][];
  url?: string;
  /** Every part must appear in the body (read as urlencoded text, whatever its kind). */
  body?: readonly string[];
  wrapped: boolean;
  /** CleanTalk's jQuery hook put the field first. */
  prepend?: boolean;
  /** The submitting form's apbct_visible_fields go along too. */
  visibleFields?: boolean;
}

// jQuery.ajax ends in XMLHttpRequest: a jQuery that arrived after the runtime is seen there.
const JQUERY: Sign['via'] = ['jquery', 'xhr'];

const jq = (action: string, wrapped: boolean, more: string[] = [], visibleFields = false): Sign => ({
  via: JQUERY,
  body: [action, ...more],
  wrapped,
  prepend: true,
  visibleFields,
});

export const SIGNS: readonly Sign[] = [
  // CleanTalk's XMLHttpRequest hook: appended.
  { via: ['xhr'], body: ['action=wfu_ajax_action_ask_server'], wrapped: true },
  { via: ['xhr'], body: ['action=booked_add_appt'], wrapped: true },
  { via: ['xhr'], body: ['action=cwginstock_product_subscribe'], wrapped: true },
  { via: ['xhr'], body: ['action=mailpoet', 'method=subscribe'], wrapped: true },
  // CleanTalk's jQuery hook: prepended.
  jq('action=fl_builder_subscribe_form_submit', true),
  jq('twt_cc_signup', true),
  jq('action=mailpoet', true, [], true),
  jq('action=user_registration', true, ['ur_frontend_form_nonce']),
  jq('action=happyforms_message', true),
  jq('action=new_activity_comment', true),
  jq('action=wwlc_create_user', true),
  jq('action=WPBC_AJX_BOOKING__CREATE', false, [], true),
  jq('action=drplus_signup', false),
  jq('action=bt_cc', false),
  jq('action=wpr_form_builder_email', false),
  jq('action=nf_ajax_submit', false, [], true),
  jq('action=SQBSubmitQuizAjax', false),
  jq('action=user_registration_user_form_submit', false, [], true),
  jq('action=bloom_subscribe', false),
  { via: JQUERY, url: 'wc-ajax=add_to_cart', wrapped: false, prepend: true },
];

export interface InjectionContext {
  document: Document;
  /** The page's address: requests to another origin are never touched. */
  address(): URL;
  /** Read at request time: the token may arrive after the page loaded. */
  value(): InjectionValue;
}

/** admin-ajax actions and REST routes of CleanTalk itself (its checks, alt sessions, the decoder, ...). */
const CLEANTALK_ACTION = /^(?:apbct_|cleantalk_|ct_check_internal$|get_options_template$)/;
const CLEANTALK_ROUTE = 'cleantalk-antispam/v1/';
/** WordPress's and WooCommerce's background calls: no visitor submitted anything. */
const BACKGROUND_ACTIONS = new Set(['heartbeat']);
const BACKGROUND_WC_AJAX = new Set(['get_refreshed_fragments']);

const SENDS_BODY = (method: string) => method !== 'GET' && method !== 'HEAD';

function target(request: OutgoingRequest, ctx: InjectionContext): URL | null {
  try {
    return new URL(request.url, ctx.address());
  } catch {
    return null;
  }
}

/** Requests nothing is added to, whatever their body. */
function untouchable(url: URL, body: unknown): boolean {
  const action = url.searchParams.get('action') ?? fieldOf(body, 'action') ?? '';
  if (CLEANTALK_ACTION.test(action) || BACKGROUND_ACTIONS.has(action)) return true;
  if (url.pathname.includes(CLEANTALK_ROUTE) || (url.searchParams.get('rest_route') ?? '').includes(CLEANTALK_ROUTE)) return true;
  // The nonce refresh CleanTalk's transport posts to the site's home.
  if (fieldOf(body, 'spbc_remote_call_action') !== null) return true;
  return BACKGROUND_WC_AJAX.has(url.searchParams.get('wc-ajax') ?? '');
}

function matches(sign: Sign, request: OutgoingRequest, text: string | null): boolean {
  if (!sign.via.includes(request.via)) return false;
  if (sign.url && !request.url.includes(sign.url)) return false;
  return !sign.body || (text !== null && sign.body.every((part) => text.includes(part)));
}

function paramOf(body: string, name: string): string | null {
  try {
    return new URLSearchParams(body).get(name);
  } catch {
    return null;
  }
}

/** The form a jQuery submission came from: MailPoet by its data[form_id], Ninja Forms by its container id. */
function sourceForm(text: string, doc: Document): Element | null {
  const mailpoetId = paramOf(text, 'data[form_id]');
  if (mailpoetId !== null) {
    return (
      Array.from(doc.querySelectorAll('form[action*="mailpoet_subscription_form"]')).find(
        (form) => form.querySelector<HTMLInputElement>('input[name="data[form_id]"]')?.value === mailpoetId,
      ) ?? null
    );
  }
  const ninjaId = /"id"\s*:\s*"?(\d+)/.exec(paramOf(text, 'formData') ?? '')?.[1];
  return ninjaId ? doc.querySelector(`#nf-form-${ninjaId}-cont`) : null;
}

function withVisibleFields(body: unknown, text: string, doc: Document): unknown {
  if (text.includes('apbct_visible_fields=')) return body;
  const value = sourceForm(text, doc)?.querySelector<HTMLInputElement>('input[id^="apbct_visible_fields_"]')?.value;
  return value ? (withField(body, { plain: 'apbct_visible_fields', wrapped: false }, value, { prepend: true }) ?? body) : body;
}

/** The new body for a request that should carry the field, or undefined to send it as it is. */
export function injectInto(request: OutgoingRequest, ctx: InjectionContext): unknown {
  const url = target(request, ctx);
  if (!url || url.origin !== ctx.address().origin || !SENDS_BODY(request.method)) return undefined;
  // Either field already there (ours from the jQuery pass, or the page's own) means nothing to add.
  if (hasField(request.body, TOKEN_FIELD) || hasField(request.body, NO_COOKIE_FIELD)) return undefined;
  if (untouchable(url, request.body)) return undefined;
  const text = bodyText(request.body);
  const sign = SIGNS.find((candidate) => matches(candidate, request, text));
  const { field, value } = ctx.value();
  const name: FieldName = { plain: field, wrapped: sign?.wrapped ?? false };
  // Prepending the visible fields first leaves the token in front, as the original's order had it.
  const body = sign?.visibleFields && text !== null ? withVisibleFields(request.body, text, ctx.document) : request.body;
  return withField(body, name, value, { prepend: sign?.prepend });
}
