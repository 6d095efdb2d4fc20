/**
 * Where a server answer may send the visitor (adapters/safe-url.ts): an
 * http(s) address or one on the page's own origin. Anything else, such as a
 * `javascript:` or `data:` URL, is refused with one console warning and the
 * page stays where it is (docs/plugins/contact-form.md#redirects).
 */
import { safeUrl } from '../../adapters/safe-url';
import type { PluginContext } from '../../kernel/types';

function checked(ctx: PluginContext, raw: string, purpose: string): string | null {
  const url = safeUrl(raw, ctx.page.document.baseURI);
  if (url === null) ctx.log.warn(`refused the ${purpose} URL the server sent (only http(s) and same-origin addresses are followed):`, raw);
  return url;
}

/** Goes to `raw` in this tab when the rule allows it. */
export function navigateSafely(ctx: PluginContext, raw: string, purpose: string): void {
  const url = checked(ctx, raw, purpose);
  if (url !== null) ctx.page.navigate(url);
}

/** Opens `raw` in a new tab when the rule allows it. */
export function openSafely(ctx: PluginContext, raw: string, purpose: string): void {
  const url = checked(ctx, raw, purpose);
  if (url !== null) ctx.page.open(url);
}
