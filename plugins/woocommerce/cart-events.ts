/**
 * The cart's WooCommerce events beyond the set in kernel/events.ts, with their
 * positional arguments as WooCommerce's scripts pass them
 * (docs/plugins/woocommerce-add-to-cart.md#events, docs/plugins/woocommerce-cart-fragments.md#events,
 * docs/plugins/woocommerce-cart-page.md#events). The parts that fire or hear
 * them list them in their definition's pageEvents. The coupon events are
 * declared with the theme's shop layer, which hears them too.
 */
import '../theme-shop/events';

declare module '../../kernel/events' {
  interface BusEvents {
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
