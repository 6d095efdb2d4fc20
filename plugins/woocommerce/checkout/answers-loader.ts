/**
 * The checkout's answer readers (answers.ts) on demand. The checkout starts the
 * load when it sends update_order_review or the order and awaits it with the
 * answer, so the chunk travels while the request is in flight and the form
 * mounts without it; the module system keeps one copy.
 */
import { loadEarly } from '../../../adapters/load-early';

export type CheckoutAnswers = typeof import('./answers');

export function loadCheckoutAnswers(): Promise<CheckoutAnswers> {
  return loadEarly(import('./answers'));
}
