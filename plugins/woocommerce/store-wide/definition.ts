import { definePlugin } from '../../../kernel/types';

/**
 * What WooCommerce's woocommerce.js (handle `woocommerce`) does on every store page: the store notice,
 * password toggles, field descriptions, the sort order, notice focus (docs/plugins/woocommerce-store-wide.md).
 */
export const wooStoreWide = definePlugin({
  name: 'woocommerce/store-wide',
  page: { globals: ['woocommerce_params'] },
  reads: ['wc_add_to_cart_params'],
  uses: ['cookies'],
  onDemand: ['transfer'],
  pageEvents: ['updated_wc_div'],
  load: () => import('./plugin'),
});
