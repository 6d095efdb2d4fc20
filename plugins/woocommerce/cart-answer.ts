/**
 * The JSON answer of add_to_cart, remove_from_cart and get_refreshed_fragments
 * (docs/plugins/woocommerce-cart-fragments.md#endpoints): `{fragments, cart_hash}`,
 * or `{error: true, product_url}` when the product cannot be added. Read with
 * the light shapes; anything else is a bad answer the caller reports.
 */
import { object, raw, text, type Warn } from '../../adapters/shapes';
import { readFragments, type CartFragments } from './fragments';

const ANSWER = object({
  error: raw<unknown>(undefined),
  product_url: text(),
  fragments: raw<unknown>(undefined),
  cart_hash: text(),
});

export type CartAnswer =
  | { kind: 'empty' }
  | { kind: 'refused'; productUrl: string }
  | { kind: 'fragments'; fragments: CartFragments; cartHash: string }
  | { kind: 'bad'; problem: string };

export function readCartAnswer(text: string, warn: Warn): CartAnswer {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'bad', problem: 'not JSON' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { kind: 'bad', problem: 'not an object' };
  const answer = ANSWER.parse(value, '', warn);
  if (answer.error) return { kind: 'refused', productUrl: answer.product_url };
  const fragments = readFragments(answer.fragments);
  if (!fragments) return { kind: 'bad', problem: 'no fragments' };
  return { kind: 'fragments', fragments, cartHash: answer.cart_hash };
}
