/** WooCommerce's checkout, its coupon, country/state selects and address rules, and the pay-for-order form (docs/plugins/woocommerce-checkout.md). */
import { wooCheckoutCoupon } from './checkout-coupon/definition';
import { wooCheckout } from './checkout/definition';
import { wooCountrySelect } from './country-select/definition';
import { wooOrderPay } from './order-pay/definition';

export const wooCheckoutPlugins = [wooCheckout, wooCheckoutCoupon, wooCountrySelect, wooOrderPay];
