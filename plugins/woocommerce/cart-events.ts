/**
 * The cart's WooCommerce events, with their positional arguments as
 * WooCommerce's scripts pass them
 * (docs/plugins/woocommerce-add-to-cart.md#events, docs/plugins/woocommerce-cart-fragments.md#events,
 * docs/plugins/woocommerce-cart-page.md#events). The parts that fire or hear
 * them list them in their definition's pageEvents. The coupon events are
 * declared with the theme's shop layer, which hears them too.
 */
import '../theme-shop/events';
import type { CartFragments } from './fragments';

declare module '../../kernel/events' {
  interface BusEvents {
    /** After any re-render of the cart page. */
    updated_wc_div: [];
    /** After the cart totals (`.cart_totals`) were replaced. */
    updated_cart_totals: [];
    /** Before the add-to-cart request: `($button, data)`. */
    adding_to_cart: [button: unknown, data: Record<string, unknown>];
    /** A product went in, the answer's fragments and hash with it: `(fragments, cart_hash, $button)`. */
    added_to_cart: [fragments: CartFragments | undefined, cartHash: string | undefined, button: unknown];
    /** An item went out: `(fragments, cart_hash, $button)`. */
    removed_from_cart: [fragments: CartFragments | undefined, cartHash: string | undefined, button: unknown];
    /** Fresh fragments were shown (and cached). */
    wc_fragments_refreshed: [];
    /** Cached fragments, or an answer's, are on the page. */
    wc_fragments_loaded: [];
    /** The cart page's answer was the empty cart. */
    wc_cart_emptied: [];
    /** On the body after the "View cart" link was added: `($button)`. */
    wc_cart_button_updated: [button: unknown];
    /** A veto of adding_to_cart: `(false, false, $button)`, as WooCommerce passes them. */
    'ajax_request_not_sent.adding_to_cart': [fragments: unknown, cartHash: unknown, button: unknown];
    /** Heard on the document: re-render the cart page (`preserve_notices` optional). */
    wc_update_cart: [preserveNotices?: unknown];
    /** Heard on the body: fetch fresh fragments. */
    wc_fragment_refresh: [];
    /** The fragments request failed or timed out. */
    wc_fragments_ajax_error: [];
    /** After a shipping method request ended. */
    updated_shipping_method: [];
    /** The shipping calculator opened: country selects re-check their states. */
    country_to_state_changed: [country?: string, wrapper?: unknown];
  }
}

export {};
