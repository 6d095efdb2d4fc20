import { definePlugin } from '../../../kernel/types';

/** The Builder's coupon-error banner on the cart page. */
export const themeShopCouponErrors = definePlugin({
  name: 'theme-shop/coupon-errors',
  selectors: ['form.woocommerce-cart-form'],
  after: ['theme'],
  pageEvents: ['applied_coupon', 'removed_coupon', 'updated_wc_div', 'updated_cart_totals'],
  load: () => import('./plugin'),
});
