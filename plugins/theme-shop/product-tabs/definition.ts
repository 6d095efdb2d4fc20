/** WooCommerce's product tabs with Avada's behaviour and the WAI-ARIA tabs pattern (docs/plugins/theme-shop.md#product-tabs). */
import { definePlugin } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** Content inside `root` was just shown: carousels, galleries and maps in it should lay themselves out again. */
    'layout:refresh': [root: Element];
  }
}

export const productTabs = definePlugin({
  name: 'theme-shop/product-tabs',
  selectors: ['.woocommerce-tabs'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
