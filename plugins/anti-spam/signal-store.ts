/**
 * Where a signal (a CleanTalk "cookie") goes, by data__cookies_type
 * (docs/plugins/anti-spam.md#signals): native cookies with the prefix, the server's
 * alternative sessions, or, with no cookies at all, local storage in the
 * stored-value format that the no-cookie data is built from.
 */
import type { HttpClient } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import { loose } from './client-data';
import type { AntiSpamSettings } from './settings';
import { ENDPOINTS } from './transport';

export type SignalValue = string | number | boolean | object;

/** In no-cookie mode these still reach the server, through alternative sessions. */
const ALT_SESSION_ONLY = new Set([
  'ct_sfw_pass_key',
  'ct_sfw_passed',
  'wordpress_apbct_antibot',
  'apbct_anticrawler_passed',
  'apbct_bot_detector_exist',
  'apbct_antiflood_passed',
  'apbct_email_encoder_passed',
]);

/** Pointer samples are too many for a server round trip on every write; the original never sends them. */
const NEVER_POSTED = 'ct_pointer_data';

export interface SignalStore {
  set(pairs: Record<string, SignalValue>, options?: { expiresSeconds?: number; forceAlt?: boolean }): Promise<void>;
}

const asText = (value: SignalValue) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

export function createSignalStore(ctx: PluginContext, settings: AntiSpamSettings, http: HttpClient): SignalStore {
  const postAlt = async (pairs: Record<string, SignalValue>, forced: boolean) => {
    const cookies: Record<string, SignalValue> = {};
    // JSON text goes as the object it holds: the server strips backslashes before it parses, so nested JSON text would break the whole post.
    for (const [name, value] of Object.entries(pairs)) if (name !== NEVER_POSTED) cookies[name] = typeof value === 'string' ? (loose(value) as SignalValue) : value;
    if (Object.keys(cookies).length === 0) return;
    if (forced) cookies.apbct_force_alt_cookies = true;
    try {
      // endpoint: cleantalk:alt_sessions
      await http.call(ENDPOINTS.altSessions, { cookies: JSON.stringify(cookies) });
    } catch (error) {
      ctx.log.debug('alt_sessions failed', error);
    }
  };

  return {
    async set(pairs, options = {}) {
      const forceAlt = settings.force_alt_cookies || options.forceAlt === true;
      switch (settings.data__cookies_type) {
        case 'native': {
          const jar = ctx.cookies({ prefix: settings.cookiePrefix });
          const expiresDays = options.expiresSeconds === undefined ? undefined : options.expiresSeconds / 86400;
          for (const [name, value] of Object.entries(pairs)) jar.set(name, asText(value), { expiresDays });
          if (forceAlt) await postAlt(pairs, true);
          return;
        }
        case 'alternative':
          await postAlt(pairs, forceAlt);
          return;
        case 'none': {
          const local: Record<string, SignalValue> = {};
          const remote: Record<string, SignalValue> = {};
          for (const [name, value] of Object.entries(pairs)) (ALT_SESSION_ONLY.has(name) ? remote : local)[name] = value;
          for (const [name, value] of Object.entries(local)) ctx.storage.local.set(name, value);
          // The forms' no-cookie fields pick the new values up at the next form scan.
          if (forceAlt) await postAlt(pairs, true);
          else if (Object.keys(remote).length) await postAlt(remote, false);
        }
      }
    },
  };
}
