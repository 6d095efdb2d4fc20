/**
 * Country and address events (docs/plugins/woocommerce-checkout.md#events): the
 * wrapper argument is the jQuery-wrapped field group where the page has jQuery.
 */
declare module '../../../kernel/events' {
  interface BusEvents {
    /** The state field was swapped for the new country: `(event, country, $wrapper)`. */
    country_to_state_changed: [country?: string, wrapper?: unknown];
    /** After each country change (the address rules listen to it): `(event, country, $wrapper)`. */
    country_to_state_changing: [country?: string, wrapper?: unknown];
    /** The address rules are ready: no arguments. */
    wc_address_i18n_ready: [];
  }
}

export {};
