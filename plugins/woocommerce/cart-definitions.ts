/** The cart's WooCommerce parts: archive add to cart, cart fragments, the cart page. */
import { wooAddToCart } from './add-to-cart/definition';
import { wooCartFragments } from './cart-fragments/definition';
import { wooCartPage } from './cart-page/definition';

export const wooCommerceCartPlugins = [wooAddToCart, wooCartFragments, wooCartPage];
