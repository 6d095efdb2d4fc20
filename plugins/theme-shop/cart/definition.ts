import { definePlugin } from '../../../kernel/types';

/** The cart page: Avada's update-cart link and coupon control, and the live cart update. */
export const themeShopCart = definePlugin({
  name: 'theme-shop/cart',
  selectors: ['form.woocommerce-cart-form'],
  after: ['theme'],
  reads: ['avadaWooCommerceVars'],
  uses: ['spawn', 'http'],
  load: () => import('./plugin'),
});
