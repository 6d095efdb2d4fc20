/** The markup add to cart acts on, as WooCommerce prints it. */
export const ADD_BUTTON = '.add_to_cart_button:not(.wc-interactive)';
export const REMOVE_LINK = '.remove_from_cart_button';
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
