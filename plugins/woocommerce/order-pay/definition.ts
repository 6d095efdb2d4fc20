import { definePlugin } from '../../../kernel/types';

/** WooCommerce's pay-for-order form, checkout.js's part on the order-pay page (docs/plugins/woocommerce-order-pay.md). */
export const wooOrderPay = definePlugin({
  name: 'woocommerce/order-pay',
  // The checkout's own `#order_review` is a div inside form.checkout: only the pay page's is a form.
  selectors: ['form#order_review'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_checkout_params'],
  pageEvents: ['payment_method_selected'],
  load: () => import('./plugin'),
});
