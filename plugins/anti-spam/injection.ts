/**
 * The bot token, or the no-cookie data, added to other plugins' submissions
 * (markup/cleantalk.md §9.1-9.3): which requests get it is CleanTalk's list
 * of signs (a page element, a URL part, an action in the body), with the key
 * style each integration expects. Each request carries it once: a body that
 * already has it (jQuery.ajax passing its request on to XMLHttpRequest) is
 * left alone.
 */
import type { OutgoingRequest } from '../../adapters/request-interception';
import { hasField, withField, type FieldName } from './body-field';

export const TOKEN_FIELD = 'ct_bot_detector_event_token';
export const NO_COOKIE_FIELD = 'ct_no_cookie_hidden_field';

export interface InjectionValue {
  /** TOKEN_FIELD when a bot-detector token is known, else NO_COOKIE_FIELD. */
  field: typeof TOKEN_FIELD | typeof NO_COOKIE_FIELD;
  value: string;
}

interface Sign {
  via: OutgoingRequest['via'][];
  /** The page must show this plugin's markup (CleanTalk only hooks integrations present on the page). */
  page?: string;
  url?: string;
  /** Every part must appear in a text body. */
  body?: string[];
  /** FormData bodies: the value of their `action`. */
  formAction?: string;
  wrapped: boolean;
  /** jQuery's hook put the field first. */
  prepend?: boolean;
  /** Only with settings__forms__wc_add_to_cart. */
  wcAddToCart?: boolean;
  /** The submitting form's apbct_visible_fields go along too (§9.3). */
  visibleFields?: boolean;
}

const WC_BUTTONS = 'button.add_to_cart_button, button.ajax_add_to_cart, button.single_add_to_cart_button, a.add_to_cart_button';
const XHR_PAGES =
  'div.wfu_container, #newAppointmentForm, .booked-calendar-shortcode-wrap, .et_pb_newsletter_form, form.mailpoet_form, body.single-product, div.fluent_booking_wrap, div.fcal_calendar_slot_wrap, script[id*="smart-forms"], [id^="amelia-app-booking"], .amelia-frontend, .amelia-v2-booking';

const jq = (action: string, wrapped: boolean, more: string[] = [], visibleFields = false): Sign => ({
  via: ['jquery'],
  body: [action, ...more],
  wrapped,
  prepend: true,
  visibleFields,
});

export const SIGNS: readonly Sign[] = [
  // fetch (§9.1)
  { via: ['fetch'], page: 'form.metform-form-content', url: '/wp-json/metform/', wrapped: false },
  { via: ['fetch'], page: 'form.wprm-user-ratings-modal-stars-container', url: '/wp-json/wp-recipe-maker/', wrapped: false },
  { via: ['fetch'], page: WC_BUTTONS, url: '/wc/store/v1/cart/add-item', wrapped: false, wcAddToCart: true },
  // XMLHttpRequest (§9.2)
  { via: ['xhr'], page: XHR_PAGES, body: ['action=wfu_ajax_action_ask_server'], wrapped: true },
  { via: ['xhr'], page: XHR_PAGES, body: ['action=booked_add_appt'], wrapped: true },
  { via: ['xhr'], page: XHR_PAGES, body: ['action=cwginstock_product_subscribe'], wrapped: true },
  { via: ['xhr'], page: XHR_PAGES, body: ['action=et_pb_submit_subscribe_form'], wrapped: false },
  { via: ['xhr'], page: XHR_PAGES, body: ['rednao_smart_forms_save_form_values'], wrapped: false },
  { via: ['xhr'], page: XHR_PAGES, body: ['action=mailpoet', 'method=subscribe'], wrapped: true },
  { via: ['xhr'], page: XHR_PAGES, formAction: 'fluent_cal_schedule_meeting', wrapped: false },
  // jQuery.ajax (§9.3)
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
  { via: ['jquery'], url: 'wc-ajax=add_to_cart', wrapped: false, prepend: true },
  { via: ['jquery'], formAction: 'pafe_ajax_form_builder', wrapped: false },
];

export interface InjectionContext {
  document: Document;
  wcAddToCart: boolean;
  FormData: typeof FormData;
  /** Read at request time: the token may arrive after the page loaded. */
  value(): InjectionValue;
}

const formActionOf = (body: unknown) =>
  Object.prototype.toString.call(body) === '[object FormData]' ? (body as FormData).get('action') : null;

function matches(sign: Sign, request: OutgoingRequest, ctx: InjectionContext): boolean {
  if (!sign.via.includes(request.via)) return false;
  if (sign.wcAddToCart && !ctx.wcAddToCart) return false;
  if (sign.url && !request.url.includes(sign.url)) return false;
  if (sign.body && !(typeof request.body === 'string' && sign.body.every((part) => (request.body as string).includes(part)))) return false;
  if (sign.formAction && formActionOf(request.body) !== sign.formAction) return false;
  return !sign.page || ctx.document.querySelector(sign.page) !== null;
}

function paramOf(body: string, name: string): string | null {
  try {
    return new URLSearchParams(body).get(name);
  } catch {
    return null;
  }
}

/** The form a jQuery submission came from: MailPoet by its data[form_id], Ninja Forms by its container id. */
function sourceForm(body: string, doc: Document): Element | null {
  const mailpoetId = paramOf(body, 'data[form_id]');
  if (mailpoetId !== null) {
    return (
      Array.from(doc.querySelectorAll('form[action*="mailpoet_subscription_form"]')).find(
        (form) => form.querySelector<HTMLInputElement>('input[name="data[form_id]"]')?.value === mailpoetId,
      ) ?? null
    );
  }
  const ninjaId = /"id"\s*:\s*"?(\d+)/.exec(paramOf(body, 'formData') ?? '')?.[1];
  return ninjaId ? doc.querySelector(`#nf-form-${ninjaId}-cont`) : null;
}

function withVisibleFields(body: unknown, doc: Document): unknown {
  if (typeof body !== 'string' || body.includes('apbct_visible_fields=')) return body;
  const value = sourceForm(body, doc)?.querySelector<HTMLInputElement>('input[id^="apbct_visible_fields_"]')?.value;
  return value ? `apbct_visible_fields=${encodeURIComponent(value)}&${body}` : body;
}

/** The new body for a request that should carry the field, or undefined. */
export function injectInto(request: OutgoingRequest, ctx: InjectionContext): unknown {
  const sign = SIGNS.find((candidate) => matches(candidate, request, ctx));
  if (!sign) return undefined;
  const { field, value } = ctx.value();
  const name: FieldName = { plain: field, wrapped: sign.wrapped };
  // Either field already there (ours from the jQuery pass, or the page's own) means nothing to add.
  if (hasField(request.body, TOKEN_FIELD) || hasField(request.body, NO_COOKIE_FIELD)) return undefined;
  // Prepending the visible fields first leaves the token in front, as the original's order had it.
  const body = sign.visibleFields ? withVisibleFields(request.body, ctx.document) : request.body;
  return withField(body, name, value, { prepend: sign.prepend, FormData: ctx.FormData });
}
