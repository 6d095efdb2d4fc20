import { definePlugin } from '../../../kernel/types';

/** WooCommerce's cart fragments: refresh, session cache by cart hash, every mini cart (docs/plugins/woocommerce-cart-fragments.md). */
export const wooCartFragments = definePlugin({
  name: 'woocommerce/cart-fragments',
  page: { globals: ['wc_cart_fragments_params'] },
  uses: ['http', 'storage', 'cookies'],
  pageEvents: ['wc_fragment_refresh', 'wc_fragments_ajax_error'],
  load: () => import('./plugin'),
});
