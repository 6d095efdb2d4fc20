/** Avada's variation swatches beside WooCommerce's attribute selects (docs/plugins/storefront.md#swatches). */
import { definePlugin } from '../../../kernel/types';

export const swatches = definePlugin({
  name: 'storefront/swatches',
  selectors: ['.avada-select-wrapper'],
  after: ['theme'],
  load: () => import('./plugin'),
});
