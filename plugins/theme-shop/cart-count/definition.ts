import { definePlugin } from '../../../kernel/types';

/** The header's cart count (Avada's dynamic "cart count" with singular and plural texts, and the menu cart number). */
export const themeShopCartCount = definePlugin({
  name: 'theme-shop/cart-count',
  selectors: ['.fusion-dynamic-cart-count-wrapper', '.fusion-widget-cart-number'],
  after: ['theme'],
  pageEvents: ['added_to_cart', 'removed_from_cart', 'wc_fragments_loaded', 'wc_fragments_refreshed', 'updated_wc_div'],
  load: () => import('./plugin'),
});
