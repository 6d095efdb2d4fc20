/**
 * WooCommerce add-to-cart links that reload the page (docs/plugins/anti-spam.md#hidden-form-fields):
 * with the bot detector on and AJAX add-to-cart off, a click puts the token in
 * the link's query. Once: the original appended it again on every click.
 */
import type { PluginContext } from '../../kernel/types';
import { TOKEN_FIELD } from './injection';
import type { AntiSpamSettings } from './settings';
import type { TokenSource } from './token';

const LINKS = 'a.add_to_cart_button:not(.product_type_variable):not(.wc-interactive)';

export function tokenOnCartLinks(ctx: PluginContext, settings: AntiSpamSettings, token: TokenSource): void {
  if (!settings.settings__data__bot_detector_enabled || settings.pub.wc_ajax_add_to_cart) return;
  // Delegated, so links that shop scripts render later are covered too; capture runs before the navigation.
  ctx.listen('document', 'click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LINKS);
    const value = token.current();
    if (!link || !value) return;
    const url = new URL(link.getAttribute('href') ?? '', ctx.browser.address());
    if (url.searchParams.has(TOKEN_FIELD)) return;
    url.searchParams.set(TOKEN_FIELD, value);
    ctx.write(() => link.setAttribute('href', url.href));
  }, { capture: true });
}
