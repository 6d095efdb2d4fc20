/**
 * CleanTalk's page globals (docs/plugins/anti-spam.md#globals) as light shapes
 * (adapters/shapes.ts) with defaults, and the one settings object the spam
 * protection works from. PHP prints "0"/"1"/true alike; the shapes coerce them.
 * A bad field warns once, naming the global and the field, and takes its
 * default. Light shapes keep yup (about 14 KB gzip) off every page CleanTalk
 * runs on; its answers' schemas load with the first answer (answer-shape.ts).
 */
import { flag, object, oneOf, pageGlobal, record, text, type ShapeValue } from '../../adapters/shapes';

export const COOKIE_TYPES = ['native', 'alternative', 'none'] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];
export const AJAX_TYPES = ['rest', 'admin_ajax'] as const;
export type AjaxType = (typeof AJAX_TYPES)[number];

const functionsShape = object({
  _ajax_nonce: text(),
  _rest_nonce: text(),
  _ajax_url: text('/wp-admin/admin-ajax.php'),
  _rest_url: text('/wp-json/'),
  data__cookies_type: oneOf(COOKIE_TYPES, 'native'),
  // PHP prints false when neither transport works; admin-ajax is its default.
  data__ajax_type: oneOf(AJAX_TYPES, 'admin_ajax'),
  bot_detector_enabled: flag(),
  cookiePrefix: text(),
  host_url: text(),
  text__ee_click_to_select: text('Click to select the whole data'),
  text__ee_original_email: text('The complete one is'),
  text__ee_got_it: text('Got it'),
  text__ee_blocked: text('Blocked'),
  text__ee_cannot_connect: text('Cannot connect'),
  text__ee_cannot_decode: text('Can not decode email. Unknown reason'),
  text__ee_email_decoder: text('CleanTalk email decoder'),
  text__ee_wait_for_decoding: text('The magic is on the way!'),
  text__ee_decoding_process: text('Please wait a few seconds while we decode the contact data.'),
});

const publicShape = object({
  data__key_is_ok: flag(),
  data__cookies_type: oneOf(COOKIE_TYPES, 'native'),
  bot_detector_enabled: flag(),
  // The name before CleanTalk 6.85; either one turns the detector on.
  settings__data__bot_detector_enabled: flag(),
  // "0" off, "1" direct output, "2" via JS, "3" auto; printed as a string or a number.
  pixel__setting: text('0'),
  pixel__url: text(),
  pixel__enabled: flag(),
  data__email_check_before_post: flag(),
  data__email_check_exist_post: flag(),
  data__visible_fields_required: flag(true),
  settings__forms__search_test: flag(),
  settings__forms__check_external: flag(),
  wc_ajax_add_to_cart: flag(),
  settings__sfw__anti_crawler: flag(),
  force_alt_cookies: flag(),
  ct_checkjs_key: text('0'),
  wl_brandname: text('Anti-Spam by CleanTalk'),
  emailEncoderPassKey: text(),
  blog_home: text('/'),
  // CleanTalk 6.85 prints settings it has no value for yet as null (pixel__url before the pixel is made).
}, { nullIsAbsent: true });

export const ctPublicFunctions = pageGlobal('ctPublicFunctions', functionsShape);
/** On admin pages CleanTalk prints ctAdminCommon instead, with the same nonce, URL and decoder texts. */
export const ctAdminCommon = pageGlobal('ctAdminCommon', functionsShape);
export const ctPublic = pageGlobal('ctPublic', publicShape);

/** The real-person badge's texts and images (ctPublic.theRealPerson, printed only with the TRP setting on). */
const trpShape = object({
  theRealPerson: object({
    phrases: record(text()),
    trpContentLink: text(),
    imgPersonUrl: text(),
  }),
});
export const theRealPerson = pageGlobal('ctPublic', trpShape);
export type TrpGlobal = ShapeValue<typeof trpShape>;

/** What every anti-spam plugin declares it reads. */
export const antiSpamGlobals = { functions: ctPublicFunctions, pub: ctPublic };
export const decoderGlobals = { ...antiSpamGlobals, admin: ctAdminCommon };

export type FunctionsGlobal = ShapeValue<typeof functionsShape>;
export type PublicGlobal = ShapeValue<typeof publicShape>;

const PIXEL_SETTINGS = ['0', '1', '2', '3'] as const;

/** The settings object of docs/plugins/anti-spam.md#globals, with CleanTalk's texts beside it. */
export interface AntiSpamSettings {
  data__key_is_ok: boolean;
  data__cookies_type: CookieType;
  data__ajax_type: AjaxType;
  settings__data__bot_detector_enabled: boolean;
  pixel__setting: (typeof PIXEL_SETTINGS)[number];
  pixel__url: string;
  pixel__enabled: boolean;
  data__email_check_before_post: boolean;
  data__email_check_exist_post: boolean;
  data__visible_fields_required: boolean;
  settings__forms__search_test: boolean;
  settings__forms__check_external: boolean;
  settings__sfw__anti_crawler: boolean;
  force_alt_cookies: boolean;
  ct_checkjs_key: string;
  cookiePrefix: string;
  functions: FunctionsGlobal;
  pub: PublicGlobal;
}

/** CleanTalk reduces the cookie prefix to [A-Za-z1-9_-]. */
const cleanPrefix = (prefix: string) => prefix.replace(/[^A-Za-z1-9_-]/g, '');

export function antiSpamSettings(globals: { functions: FunctionsGlobal; pub: PublicGlobal }): AntiSpamSettings {
  const { functions, pub } = globals;
  return {
    data__key_is_ok: pub.data__key_is_ok,
    // ctPublicFunctions is the one the original's cookie code reads.
    data__cookies_type: functions.data__cookies_type,
    data__ajax_type: functions.data__ajax_type,
    settings__data__bot_detector_enabled: pub.bot_detector_enabled || pub.settings__data__bot_detector_enabled || functions.bot_detector_enabled,
    pixel__setting: PIXEL_SETTINGS.find((v) => v === pub.pixel__setting.trim()) ?? '0',
    pixel__url: pub.pixel__url,
    pixel__enabled: pub.pixel__enabled,
    data__email_check_before_post: pub.data__email_check_before_post,
    data__email_check_exist_post: pub.data__email_check_exist_post,
    data__visible_fields_required: pub.data__visible_fields_required,
    settings__forms__search_test: pub.settings__forms__search_test,
    settings__forms__check_external: pub.settings__forms__check_external,
    settings__sfw__anti_crawler: pub.settings__sfw__anti_crawler,
    force_alt_cookies: pub.force_alt_cookies,
    ct_checkjs_key: pub.ct_checkjs_key,
    cookiePrefix: cleanPrefix(functions.cookiePrefix),
    functions,
    pub,
  };
}
