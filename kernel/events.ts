/**
 * The bus event map. Each entry names an event and its positional arguments, in
 * the order the original jQuery code passes them, so `(event, variation)` and
 * `(event, fragments, cart_hash, $button)` listeners keep working through the
 * bridge. Plugins add their own events by declaration merging:
 *
 *   declare module '../../kernel/events' { interface BusEvents { 'cf7:sent': [form: HTMLFormElement] } }
 */
export interface RuntimeErrorInfo {
  plugin: string | undefined;
  element: Element | undefined;
  phase: 'load' | 'mount' | 'cleanup' | 'bus' | 'actor' | 'selector' | 'portal' | 'register';
  error: unknown;
}

/** Cart fragments as WooCommerce sends them: selector -> HTML. */
export type Fragments = Record<string, string>;

export interface BusEvents {
  // WooCommerce and theme events, relayed to and from jQuery.
  updated_wc_div: [];
  updated_cart_totals: [];
  updated_checkout: [data?: unknown];
  update_checkout: [args?: unknown];
  checkout_error: [errorMessage?: string];
  found_variation: [variation: Record<string, unknown>];
  reset_data: [];
  show_variation: [variation: Record<string, unknown>, purchasable?: boolean];
  hide_variation: [];
  added_to_cart: [fragments: Fragments | undefined, cartHash: string | undefined, button: unknown];
  removed_from_cart: [fragments: Fragments | undefined, cartHash: string | undefined, button: unknown];
  adding_to_cart: [button: unknown, data: Record<string, unknown>];
  wc_fragments_refreshed: [];
  wc_fragments_loaded: [];
  wc_cart_emptied: [];
  ajaxComplete: [xhr: unknown, settings: unknown];

  // The runtime's own events (never relayed to the page).
  'runtime:error': [info: RuntimeErrorInfo];
  /** One of the runtime's own requests (context.http) has ended, however it ended: jQuery's ajaxComplete for our calls. */
  'runtime:request-complete': [url: string];
}

export type EventName = keyof BusEvents & string;

/**
 * Events shared with the page: the jQuery bridge (or, without jQuery, DOM
 * CustomEvents) relays exactly these, both ways.
 */
export const PAGE_EVENTS: readonly EventName[] = [
  'updated_wc_div',
  'updated_cart_totals',
  'updated_checkout',
  'update_checkout',
  'checkout_error',
  'found_variation',
  'reset_data',
  'show_variation',
  'hide_variation',
  'added_to_cart',
  'removed_from_cart',
  'adding_to_cart',
  'wc_fragments_refreshed',
  'wc_fragments_loaded',
  'wc_cart_emptied',
  'ajaxComplete',
];
