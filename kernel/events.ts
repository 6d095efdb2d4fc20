/**
 * The bus event map. The kernel names only its own events; every plugin
 * declares the events it fires or hears (WooCommerce's, a theme's, its own) by
 * declaration merging, each with its positional arguments in the order the
 * original jQuery code passes them, so `(event, variation)` and
 * `(event, fragments, cart_hash, $button)` listeners keep working through the
 * bridge:
 *
 *   declare module '../../kernel/events' { interface BusEvents { 'awb-oc-opened': [id: string] } }
 *
 * and lists in its definition's `pageEvents` those shared with the page.
 */
export interface RuntimeErrorInfo {
  plugin: string | undefined;
  element: Element | undefined;
  phase: 'load' | 'mount' | 'cleanup' | 'bus' | 'actor' | 'selector' | 'portal' | 'register';
  error: unknown;
}

export interface BusEvents {
  // The runtime's own events (never relayed to the page).
  'runtime:error': [info: RuntimeErrorInfo];
  /** One of the runtime's own requests (context.http) has ended, however it ended: jQuery's ajaxComplete for our calls. */
  'runtime:request-complete': [url: string];
}

export type EventName = keyof BusEvents & string;
