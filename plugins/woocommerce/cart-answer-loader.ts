/**
 * The cart answer's reader (cart-answer.ts, with yup) on demand. Add to cart
 * starts the load when it sends its request and awaits it with the answer, so
 * the chunk travels while the request is in flight and no page downloads yup
 * for a button nobody clicked; the module system keeps one copy.
 */
import { loadEarly } from '../../adapters/load-early';

export type CartAnswerReader = typeof import('./cart-answer');

export function loadCartAnswer(): Promise<CartAnswerReader> {
  return loadEarly(import('./cart-answer'));
}
