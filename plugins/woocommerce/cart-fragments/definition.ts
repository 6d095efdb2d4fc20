import { definePlugin } from '../../../kernel/types';

/** WooCommerce's cart fragments: refresh, session cache by cart hash, every mini cart (docs/plugins/woocommerce-cart-fragments.md). */
export const wooCartFragments = definePlugin({
  name: 'woocommerce/cart-fragments',
  page: { globals: ['wc_cart_fragments_params'] },
  uses: ['http', 'storage', 'cookies'],
  pageEvents: [
    'wc_fragment_refresh',
    'wc_fragments_ajax_error',
    'added_to_cart',
    'removed_from_cart',
    'adding_to_cart',
    'wc_fragments_loaded',
    'wc_fragments_refreshed',
    'updated_wc_div',
  ],
  load: () => import('./plugin'),
});
