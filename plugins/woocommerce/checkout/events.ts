/**
 * The checkout's events (docs/plugins/woocommerce-checkout.md#events), with
 * their positional arguments.
 */
declare module '../../../kernel/events' {
  interface BusEvents {
    /** A field (or the page) asks for a review refresh: `({ current_target: $field })`. */
    update_checkout: [args?: unknown];
    /** After a review answer was applied: `(data)`, the parsed answer. */
    updated_checkout: [data?: unknown];
    /** After a failed order: `(error_html)`, the notice group's HTML. */
    checkout_error: [errorMessage?: string];
    /** On load of the checkout page: no arguments. */
    init_checkout: [];
    /** The chosen payment method changed: no arguments. */
    payment_method_selected: [];
  }
}

export {};
