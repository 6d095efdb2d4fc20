import { definePlugin } from '../../../kernel/types';

/** WooCommerce's cart page: quantities, coupons, shipping, the calculator, one request at a time (docs/plugins/woocommerce-cart-page.md). */
export const wooCartPage = definePlugin({
  name: 'woocommerce/cart-page',
  page: { globals: ['wc_cart_params'] },
  onDemand: ['spawn', 'http'],
  pageEvents: [
    'applied_coupon',
    'removed_coupon',
    'updated_shipping_method',
    'wc_update_cart',
    'country_to_state_changed',
    'updated_wc_div',
    'updated_cart_totals',
    'wc_cart_emptied',
    'added_to_cart',
    'update_checkout',
  ],
  load: () => import('./plugin'),
});
