/**
 * CleanTalk's JS error log (docs/plugins/anti-spam.md#cookies-and-storage): on about 1% of page
 * views, errors that mention apbct or ctPublic go to local storage
 * `ct_js_errors` (raw JSON, one entry per message), which the client data
 * then carries. A listener rather than window.onerror, so the page's own
 * handler stays in place.
 */
import type { PluginContext } from '../../kernel/types';

/** About 1% of page views log. */
export const ERROR_LOG_CHANCE = 0.01;
const KEY = 'ct_js_errors';

interface LoggedError {
  err: { msg: string; file: string };
  url: string;
  userAgent: string;
}

export function maybeLogErrors(ctx: PluginContext): boolean {
  if (ctx.browser.random() >= ERROR_LOG_CHANCE) return false;
  ctx.listen<ErrorEvent>('window', 'error', (event) => {
    const msg = String(event.message ?? '');
    if (!msg.includes('apbct') && !msg.includes('ctPublic')) return;
    let log: LoggedError[] = [];
    try {
      const stored: unknown = JSON.parse(ctx.storage.local.readRaw(KEY) ?? '[]');
      if (Array.isArray(stored)) log = stored as LoggedError[];
    } catch {
      log = [];
    }
    if (log.some((entry) => entry?.err?.msg === msg)) return;
    log.push({ err: { msg, file: String(event.filename ?? '') }, url: ctx.browser.address().href, userAgent: ctx.browser.userAgent() });
    ctx.storage.local.writeRaw(KEY, JSON.stringify(log));
  });
  return true;
}
