/**
 * Leaving the page the ways the headers stage asks for. The addresses come
 * from the server's answer (no-waypoints and redirect targets, the 401 status
 * text), so only http(s) ones and scheme-less ones on the page's origin are
 * followed (adapters/safe-url.ts), resolved; anything else (`javascript:`,
 * `data:`, …) is refused with one warning per reason and the link stays as restored.
 */
import { safeUrl, unsafeUrlWarner } from '../../adapters/safe-url';
import type { PluginContext } from '../../kernel/types';

/** Which part of the answer the address came from, as the warning names it. */
export type AddressSource = 'no-waypoints' | 'download link' | '401 status text' | 'redirect';

/** The absolute address to go to, or null (warned) when it is not one the runtime follows. */
function checked(ctx: PluginContext, url: string, source: AddressSource): string | null {
  const base = ctx.page.address().href;
  const safe = safeUrl(url, base);
  // One warner per page: a misconfigured server would otherwise repeat the warning on every click.
  if (safe === null) ctx.scope.get('unsafe-url-warner', (page) => unsafeUrlWarner(page.log))(url, base, source);
  return safe;
}

export function navigate(ctx: PluginContext, url: string, source: AddressSource): void {
  const safe = checked(ctx, url, source);
  if (safe !== null) ctx.page.navigate(safe);
}

/**
 * A redirected download: in the link's own target when it has one. The
 * original defaulted to window.open(url, '_blank') after an async call, which
 * popup blockers stop (Download Monitor issue #1467), so without a target it stays in this tab.
 */
export function followRedirect(ctx: PluginContext, url: string, target: string | null): void {
  const safe = checked(ctx, url, 'redirect');
  if (safe === null) return;
  if (!target || target === '_self') ctx.page.navigate(safe);
  else ctx.page.open(safe, target, 'noopener');
}
