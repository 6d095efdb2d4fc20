/**
 * The signals as the server reads them (docs/plugins/anti-spam.md#signals):
 * the JS client data sent with a decode request, and the no-cookie payload
 * `_ct_no_cookie_data_<base64 JSON>` that stands in for cookies in `none` mode.
 */
import type { StoreArea } from '../../adapters/storage';
import type { PluginContext } from '../../kernel/types';
import type { AntiSpamSettings } from './settings';

export const NO_COOKIE_PREFIX = '_ct_no_cookie_data_';

const COOKIE_KEYS = [
  'ct_checked_emails',
  'ct_checked_emails_exist',
  'ct_checkjs',
  'ct_fkp_timestamp',
  'ct_pointer_data',
  'ct_ps_timestamp',
  'ct_screen_info',
  'ct_timezone',
];
const STORED_KEYS = ['ct_mouse_moved', 'ct_has_scrolled', 'ct_cookies_type', 'apbct_pixel_url', 'apbct_headless', 'apbct_page_hits'];
const SESSION_KEYS = ['apbct_prev_referer', 'apbct_site_referer', 'apbct_session_id'];

/** JSON text that is an object or array becomes that value, as the original merges it. */
export function loose(value: string): unknown {
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** UTF-8 JSON in base64, as PHP's base64_decode + json_decode expect it. */
export function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function storedValue(area: StoreArea, key: string): unknown {
  const record = area.record(key);
  if (record) return record.value;
  const raw = area.readRaw(key);
  return raw === null ? undefined : loose(raw);
}

/** getJavascriptClientData: the signals from cookies, storage and the session, as one flat object. */
export function clientData(ctx: PluginContext, settings: AntiSpamSettings, pairs: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const jar = settings.data__cookies_type === 'native' ? ctx.cookies({ prefix: settings.cookiePrefix }) : null;
  for (const key of COOKIE_KEYS) {
    const value = jar?.get(key) ?? storedValue(ctx.storage.local, key);
    if (value !== undefined) out[key] = typeof value === 'string' ? loose(value) : value;
  }
  for (const key of STORED_KEYS) {
    const value = storedValue(ctx.storage.local, key) ?? jar?.get(key);
    if (value !== undefined) out[key] = value;
  }
  for (const key of SESSION_KEYS) {
    const value = ctx.storage.session.readRaw(key);
    if (value !== null) out[key] = value;
  }
  const errors = ctx.storage.local.readRaw('ct_js_errors');
  if (errors !== null) out.apbct_ct_js_errors = loose(errors);
  for (const [key, value] of Object.entries(pairs)) out[key] = typeof value === 'string' ? loose(value) : value;
  return out;
}

/** Our own keys only: the original matched any name containing ct_ and leaked other plugins' keys. */
const isOurKey = (key: string) => key.startsWith('ct_') || key.startsWith('apbct_');

/** The no-cookie value: every ct_/apbct_ storage entry, plus typing data, base64 JSON behind the marker. */
export function noCookieData(ctx: PluginContext, extra: Record<string, unknown> = {}): string {
  const data: Record<string, unknown> = {};
  for (const area of [ctx.storage.local, ctx.storage.session]) {
    for (const key of area.keys()) if (isOurKey(key)) data[key] = storedValue(area, key);
  }
  return NO_COOKIE_PREFIX + base64Json({ ...data, ...extra });
}
