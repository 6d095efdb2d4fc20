/** The cart item of Avada's menus, kept up to date from WooCommerce's cart fragments (docs/plugins/menus.md#cart). */
import { definePlugin } from '../../../kernel/types';

export const menuCart = definePlugin({
  name: 'menus/cart',
  selectors: ['.fusion-menu-cart'],
  after: ['theme'],
  reads: ['wc_cart_fragments_params'],
  uses: ['storage'],
  pageEvents: ['added_to_cart', 'removed_from_cart', 'wc_fragments_loaded', 'wc_fragments_refreshed'],
  load: () => import('./plugin'),
});
