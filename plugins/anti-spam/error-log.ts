/**
 * CleanTalk's JS error log (docs/plugins/anti-spam.md#cookies-and-storage), on the page views that
 * log (the plugin loads this code on about 1% of them): errors that mention apbct or ctPublic go to
 * local storage `ct_js_errors` (raw JSON, one entry per message), which the client data then
 * carries. A listener rather than window.onerror, so the page's own handler stays in place.
 */
import type { PluginContext } from '../../kernel/types';

const KEY = 'ct_js_errors';

interface LoggedError {
  err: { msg: string; file: string };
  url: string;
  userAgent: string;
}

export function logErrors(ctx: PluginContext): void {
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
}
