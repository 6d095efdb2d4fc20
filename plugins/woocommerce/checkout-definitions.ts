/** WooCommerce's checkout, its coupon, country/state selects and address rules (docs/plugins/woocommerce-checkout.md). */
import { wooCheckoutCoupon } from './checkout-coupon/definition';
import { wooCheckout } from './checkout/definition';
import { wooCountrySelect } from './country-select/definition';

export const wooCheckoutPlugins = [wooCheckout, wooCheckoutCoupon, wooCountrySelect];
