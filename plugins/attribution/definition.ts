/** WooCommerce order attribution (sourcebuster): where it runs and where its code lives. */
import { definePlugin } from '../../kernel/types';

/**
 * Sourcebuster runs on every shop page to count pages and sessions: WooCommerce
 * pages carry the woocommerce-js / woocommerce-no-js body class. The checkout
 * and registration forms carry the inputs (custom element, or plain inputs before 9.0).
 */
export const orderAttribution = definePlugin({
  name: 'order-attribution',
  selectors: ['body.woocommerce-js', 'body.woocommerce-no-js', 'wc-order-attribution-inputs', 'input[name^="wc_order_attribution_"]'],
  reads: ['wc_order_attribution'],
  uses: ['cookies'],
  load: () => import('./attribution'),
});
