/**
 * The form's variations: `data-product_variations` read as WooCommerce reads
 * it (docs/plugins/woocommerce-variations-form.md#variations). `false` (or no
 * attribute) means "ask the server"; a list keeps the entries that are
 * objects with an `attributes` object (the others are dropped with a
 * warning); text that is not JSON warns and falls back to asking the server.
 */
import type { Variation } from '../../../machines/woocommerce/variation-match';

const isVariation = (value: unknown): value is Variation =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as Variation).attributes === 'object' && (value as Variation).attributes !== null;

export function readVariations(form: Element, warn: (message: string) => void): Variation[] | false {
  const raw = form.getAttribute('data-product_variations');
  if (raw === null || raw.trim() === 'false') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    warn('data-product_variations is not JSON; the variations are asked from the server');
    return false;
  }
  if (!Array.isArray(parsed)) {
    warn('data-product_variations is not a list; the variations are asked from the server');
    return false;
  }
  const variations = parsed.filter(isVariation);
  if (variations.length < parsed.length) warn(`data-product_variations: ${parsed.length - variations.length} entries without attributes left out`);
  return variations;
}

/** A `get_variation` answer: the variation, null for WooCommerce's `false` (none matches); anything else throws. */
export function readVariationAnswer(text: string): Variation | null {
  const answer: unknown = JSON.parse(text);
  if (answer === false || answer === null || answer === '') return null;
  if (!isVariation(answer)) throw new Error('get_variation: the answer is not a variation');
  return answer;
}
