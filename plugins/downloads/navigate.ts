/**
 * Leaving the page the ways the headers stage asks for. The addresses come
 * from the server's headers (redirect, no-waypoints, the 401 status text), so
 * only http(s) and page-relative ones are followed: a `javascript:` or `data:`
 * address is refused with a warning and the link stays as restored.
 */
import { safeUrl } from '../../adapters/safe-url';
import type { PluginContext } from '../../kernel/types';

/** The address to go to, or null (warned) when it is not one the runtime follows. */
function checked(ctx: PluginContext, url: string): string | null {
  const safe = safeUrl(url, ctx.page.address().href);
  if (safe === null) ctx.log.warn('refused to navigate to a server-sent address that is not http(s):', url);
  return safe;
}

export function navigate(ctx: PluginContext, url: string): void {
  const safe = checked(ctx, url);
  if (safe !== null) ctx.page.navigate(safe);
}

/**
 * A redirected download: in the link's own target when it has one. The
 * original defaulted to window.open(url, '_blank') after an async call, which
 * popup blockers stop (Download Monitor issue #1467), so without a target it stays in this tab.
 */
export function followRedirect(ctx: PluginContext, url: string, target: string | null): void {
  if (!target || target === '_self') return navigate(ctx, url);
  const safe = checked(ctx, url);
  if (safe !== null) ctx.page.open(safe, target, 'noopener');
}
