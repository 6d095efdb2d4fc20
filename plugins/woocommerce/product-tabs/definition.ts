/** WooCommerce's product tabs (single-product.js) with the WAI-ARIA tabs pattern (docs/plugins/woocommerce-product-tabs.md). */
import { definePlugin } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** Content inside `root` was just shown: carousels, galleries and maps in it should lay themselves out again. */
    'layout:refresh': [root: Element];
  }
}

export const wooProductTabs = definePlugin({
  name: 'woocommerce/product-tabs',
  selectors: ['.woocommerce-tabs', '.wc-tabs-wrapper'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_single_product_params'],
  reads: ['fusionJSVars'],
  // The tabs' actor (and xstate) at the first touch, focus or key on them (plugin.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
