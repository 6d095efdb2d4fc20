/** What add to cart says and when (cart-actions.ts), apart from its code so that tests and the mount can name them. */

/** WooCommerce announces the success message this long after the fragments are in. */
export const ANNOUNCE_DELAY_MS = 1000;

export const ADD_FAILED = 'The product could not be added to your cart. Please try again.';
export const REMOVE_FAILED = 'The item could not be removed from your cart. Please try again.';
