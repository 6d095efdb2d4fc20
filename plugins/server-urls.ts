/**
 * Addresses a server answer sends the visitor to (redirect targets, download
 * links), shared by the plugins that follow them: only those the rule of
 * adapters/safe-url.ts allows, resolved against the page's base URL. Anything
 * else (`javascript:`, `data:`, another origin without a scheme…) is refused
 * with one console warning per purpose and reason, and the page stays where it is.
 */
import { safeUrl, unsafeUrlWarner } from '../adapters/safe-url';
import type { PluginContext } from '../kernel/types';

/** The absolute address to go to, or null (warned) when the runtime does not follow it; `purpose` names it in the warning. */
export function allowedUrl(ctx: PluginContext, raw: string, purpose: string): string | null {
  const base = ctx.browser.document.baseURI;
  const url = safeUrl(raw, base);
  // One warner per plugin and page: a misconfigured server would otherwise repeat the warning on every click.
  if (url === null) ctx.scope.get('unsafe-urls', (scope) => unsafeUrlWarner(scope.log))(raw, base, purpose);
  return url;
}

/** Goes to `raw` in this tab when the rule allows it. */
export function navigateSafely(ctx: PluginContext, raw: string, purpose: string): void {
  const url = allowedUrl(ctx, raw, purpose);
  if (url !== null) ctx.browser.navigate(url);
}

/** Opens `raw` in `target` (a new tab by default) when the rule allows it. */
export function openSafely(ctx: PluginContext, raw: string, purpose: string, target?: string, features?: string): void {
  const url = allowedUrl(ctx, raw, purpose);
  if (url !== null) ctx.browser.open(url, target, features);
}
