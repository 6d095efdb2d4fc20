/** Avada's variation swatches beside WooCommerce's attribute selects (docs/plugins/theme-shop.md#swatches). */
import { definePlugin } from '../../../kernel/types';

export const swatches = definePlugin({
  name: 'theme-shop/swatches',
  selectors: ['.avada-select-wrapper'],
  after: ['theme'],
  pageEvents: ['found_variation', 'reset_data', 'hide_variation'],
  load: () => import('./plugin'),
});
