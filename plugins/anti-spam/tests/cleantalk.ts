/**
 * CleanTalk as the DOM tests see it: the globals its PHP prints (in full, as a
 * configured site prints them), its endpoints (one name served as a REST route
 * and as an admin-ajax action, as the plugin registers both), and jQuery for the
 * integrations that go through it.
 */
import type { Answer, Testbed, Routes } from '../../../test/support';

export const FUNCTIONS = {
  _ajax_nonce: 'aaaaaaaaaa',
  _rest_nonce: 'bbbbbbbbbb',
  _ajax_url: '/wp-admin/admin-ajax.php',
  _rest_url: 'http://localhost/wp-json/',
  data__cookies_type: 'native',
  data__ajax_type: 'rest',
  bot_detector_enabled: '0',
  cookiePrefix: '',
  host_url: 'localhost',
  text__ee_click_to_select: 'Click to select the whole data',
  text__ee_original_email: 'The complete one is',
  text__ee_got_it: 'Got it',
  text__ee_blocked: 'Blocked',
  text__ee_cannot_connect: 'Cannot connect',
  text__ee_cannot_decode: 'Can not decode email. Unknown reason',
  text__ee_email_decoder: 'CleanTalk email decoder',
  text__ee_wait_for_decoding: 'The magic is on the way!',
  text__ee_decoding_process: 'Please wait a few seconds while we decode the contact data.',
};

export const PUBLIC = {
  settings__forms__search_test: '1',
  bot_detector_enabled: '0',
  settings__sfw__anti_crawler: '0',
  pixel__setting: '0',
  pixel__enabled: false,
  pixel__url: '',
  data__email_check_before_post: '1',
  data__email_check_exist_post: '1',
  data__cookies_type: 'native',
  data__key_is_ok: '1',
  data__visible_fields_required: true,
  wl_brandname: 'Anti-Spam by CleanTalk',
  ct_checkjs_key: '1203917442',
  emailEncoderPassKey: '5f2c1e0b9a7d4c3e8b6a1f0d2c4e6a8b',
};

/** ctPublicFunctions and ctPublic, with some keys changed. */
export function cleantalkGlobals(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}): Record<string, unknown> {
  return { ctPublicFunctions: { ...FUNCTIONS, ...functions }, ctPublic: { ...PUBLIC, ...pub } };
}

const NAMESPACE = 'cleantalk-antispam/v1';

/** Answers by endpoint name, each served as the REST route and as the admin-ajax action of that name. */
export function endpoints(answers: Record<string, Answer>): Routes {
  return Object.fromEntries(Object.entries(answers).flatMap(([name, answer]) => [[`rest:${NAMESPACE}/${name}`, answer], [`ajax:${name}`, answer]]));
}

/** The requests a page sent to an endpoint, by REST route or admin-ajax action. */
export const sentTo = (testbed: Testbed, name: string) => testbed.site.requests.filter((request) => request.rest === `${NAMESPACE}/${name}` || request.action === name);

/** jQuery 3.7 (a dev dependency, untyped here): only what the tests call. */
export interface JQueryForTests {
  (target: unknown): { trigger(type: string, args?: unknown[]): unknown };
  ajax(settings: Record<string, unknown>): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const jQuery = require('jquery') as JQueryForTests;
