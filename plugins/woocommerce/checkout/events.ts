/**
 * The checkout's events beyond the WooCommerce set in kernel/events.ts
 * (docs/plugins/woocommerce-checkout.md#events), with their positional arguments.
 */
declare module '../../../kernel/events' {
  interface BusEvents {
    /** On load of the checkout page: no arguments. */
    init_checkout: [];
    /** The chosen payment method changed: no arguments. */
    payment_method_selected: [];
  }
}

export {};
