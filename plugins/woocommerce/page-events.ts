/**
 * Firing WooCommerce's events the way its scripts do: on the body (or the
 * element given), relayed to the page's jQuery with positional arguments or
 * as DOM CustomEvents whose detail is the argument list.
 */
import type { Bus } from '../../kernel/bus';
import type { BusEvents, EventName } from '../../kernel/events';

export function fire<K extends EventName>(bus: Bus, doc: Document, type: K, args: BusEvents[K], target: Element | Document = doc.body ?? doc): void {
  bus.dispatch({ type, args, origin: 'runtime', target });
}

/** The element behind a legacy argument: itself, or the first element of a jQuery collection. */
export function elementOf(value: unknown): Element | null {
  if (value instanceof Element) return value;
  const first = value !== null && typeof value === 'object' ? (value as { 0?: unknown })[0] : undefined;
  return first instanceof Element ? first : null;
}
