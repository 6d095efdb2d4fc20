/**
 * The answer to the variations form's ajax add to cart, WooCommerce's shape
 * (docs/plugins/theme-shop.md#add-to-cart): `{error: true, product_url}` when
 * the item could not be added, `{fragments, cart_hash}` when it was. Checked
 * with the light shapes (no yup: the form mounts on every variable product);
 * anything else is an unexpected answer.
 */
import { safeUrl } from '../../../adapters/safe-url';
import { checked, misfit, object, optional, raw, text, type Warn } from '../../../adapters/shapes';
import type { AddToCartOutcome } from '../../../machines/theme-shop/variation-add-to-cart';

/** The fragments object as given (PHP's empty map `[]` is `{}`; null is none); anything else warns. */
const fragmentsField = checked<object | undefined>(undefined, 'an object', (value) => {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? {} : misfit;
  return typeof value === 'object' ? value : misfit;
});

const answerShape = object({
  error: raw<unknown>(undefined),
  product_url: optional(text()),
  fragments: fragmentsField,
  cart_hash: optional(text()),
});

/** Fragments: selector -> HTML; entries that are not text are left out. */
function fragmentsOf(value: unknown): Record<string, string> | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * What the shopper's page does with the answer `text`; `base` resolves a
 * relative product URL. A product URL that is not http(s) or of this site is
 * not followed (`refused` says which).
 */
export function outcomeOf(text: string, base: string, warn: Warn, refused: (url: string) => void): AddToCartOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn('', 'not JSON; a notice says the answer was unexpected');
    return { kind: 'unexpected' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    warn('', 'not an object; a notice says the answer was unexpected');
    return { kind: 'unexpected' };
  }
  const answer = answerShape.parse(value, '', warn);
  if (answer.error && answer.product_url) {
    const url = safeUrl(answer.product_url, base);
    if (url) return { kind: 'redirect', url };
    refused(answer.product_url);
    return { kind: 'unexpected' };
  }
  const fragments = fragmentsOf(answer.fragments);
  if (fragments && answer.cart_hash !== undefined) return { kind: 'added', fragments, cartHash: answer.cart_hash };
  warn('', 'neither fragments with cart_hash nor error with product_url; a notice says the answer was unexpected');
  return { kind: 'unexpected' };
}
