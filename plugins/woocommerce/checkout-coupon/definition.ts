import { definePlugin } from '../../../kernel/types';

/** WooCommerce's checkout coupon form and the review's remove-coupon links (docs/plugins/woocommerce-checkout.md#coupons). */
export const wooCheckoutCoupon = definePlugin({
  name: 'woocommerce/checkout-coupon',
  selectors: ['form.checkout_coupon'],
  needsGlobals: ['wc_checkout_params'],
  reads: ['wc_checkout_params'],
  onDemand: ['spawn', 'http'],
  pageEvents: ['applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'update_checkout'],
  load: () => import('./plugin'),
});
