/**
 * The theme shop layer's bus events beyond the WooCommerce set in kernel/events.ts
 * (docs/plugins/theme-shop.md#events). WooCommerce's coupon events are relayed
 * to and from the page's jQuery by the plugins that list them in pageEvents.
 */
declare module '../../kernel/events' {
  interface BusEvents {
    /** cart.js after apply_coupon answered: `(event, coupon_code)`. */
    applied_coupon: [couponCode?: string];
    /** cart.js after remove_coupon answered: `(event, coupon)`. */
    removed_coupon: [coupon?: string];
    /** The runtime's own: the cart's item count after a live cart update (never relayed to the page). */
    'theme-shop:cart-count': [count: number];
  }
}

export {};
