/** The checkout and registration inputs order attribution fills: the markup they are and where the code lives. */
import { definePlugin } from '../../../kernel/types';

/** The 9.x custom element, or the plain hidden inputs of the 8.5 generation (docs/plugins/attribution.md#markup). */
export const attributionFields = definePlugin({
  name: 'attribution/fields',
  selectors: ['wc-order-attribution-inputs', 'input[name^="wc_order_attribution_"]'],
  after: ['attribution'],
  reads: ['wc_order_attribution'],
  load: () => import('./plugin'),
});
