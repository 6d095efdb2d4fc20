/**
 * The cart answer's reader (cart-answer.ts) on demand. Add to cart and the
 * fragments' refresh start the load when they send their request and await it
 * with the answer, so the chunk travels while the request is in flight and a
 * page downloads no answer reader for a button nobody clicked; the module
 * system keeps one copy.
 */
import { loadEarly } from '../../adapters/load-early';

export type CartAnswerReader = typeof import('./cart-answer');

export function loadCartAnswer(): Promise<CartAnswerReader> {
  return loadEarly(import('./cart-answer'));
}
