/**
 * Where a server answer may send the visitor (adapters/safe-url.ts): an
 * http(s) address or one on the page's own origin. Anything else, such as a
 * `javascript:` or `data:` URL, is refused with one console warning and the
 * page stays where it is (docs/plugins/contact-form.md#redirects).
 */
import { safeUrl, unsafeUrlWarner } from '../../adapters/safe-url';
import type { PluginContext } from '../../kernel/types';

function checked(ctx: PluginContext, raw: string, purpose: string): string | null {
  const base = ctx.page.document.baseURI;
  const url = safeUrl(raw, base);
  if (url === null) ctx.scope.get('unsafe-urls', (page) => unsafeUrlWarner(page.log))(raw, base, purpose);
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
