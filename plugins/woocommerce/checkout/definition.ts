import { definePlugin } from '../../../kernel/types';

/** WooCommerce's classic checkout form without checkout.js (docs/plugins/woocommerce-checkout.md). */
export const wooCheckout = definePlugin({
  name: 'woocommerce/checkout',
  selectors: ['form.checkout'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_checkout_params'],
  reads: ['wc_checkout_params'],
  uses: ['spawn', 'http'],
  pageEvents: ['init_checkout', 'payment_method_selected', 'update_checkout', 'updated_checkout', 'checkout_error'],
  load: () => import('./plugin'),
});
