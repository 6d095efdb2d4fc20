/** WooCommerce's checkout, country/state selects and address rules (docs/plugins/woocommerce-checkout.md). */
import { wooCheckout } from './checkout/definition';
import { wooCountrySelect } from './country-select/definition';

export const wooCheckoutPlugins = [wooCheckout, wooCountrySelect];
