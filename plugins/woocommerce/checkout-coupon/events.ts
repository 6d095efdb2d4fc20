/** The checkout coupon's events (docs/plugins/woocommerce-checkout.md#events), with their positional arguments. */
declare module '../../../kernel/events' {
  interface BusEvents {
    /** After apply_coupon answered on the checkout: `(coupon_code)`. */
    applied_coupon_in_checkout: [code?: string];
    /** After remove_coupon answered on the checkout: `(coupon)`. */
    removed_coupon_in_checkout: [coupon?: string];
  }
}

export {};
