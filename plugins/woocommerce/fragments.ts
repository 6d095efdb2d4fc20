/**
 * Cart fragments (docs/plugins/woocommerce-cart-fragments.md#fragments): an
 * object of CSS selector -> outer HTML. Each element the selector matches is
 * replaced by the fragment's element, so the fragment must carry the
 * selector's own element. The HTML goes through the server-HTML sanitizer,
 * which the caller passes in: add to cart loads it with its request
 * (adapters/server-html-loader.ts), so this file does not bring DOMPurify.
 */
import type { ServerHtml } from '../../adapters/server-html-loader';
import { repeatsPrinted } from './inert-markup';

export type CartFragments = Record<string, string>;

/** The mini cart's key: cached fragments without it are not trusted. */
export const MINI_CART_KEY = 'div.widget_shopping_cart_content';

/** The fragments of an answer: an object whose values are HTML, or null. Entries that are not text are left out. */
export function readFragments(value: unknown): CartFragments | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The elements a selector names; an invalid selector names none. */
function matching(doc: Document, selector: string): Element[] {
  try {
    return Array.from(doc.querySelectorAll(selector));
  } catch {
    return [];
  }
}

/**
 * The fragments that would change the page: one whose every target already shows its markup (the
 * mini cart the page has just printed, refreshed at load) is left out, as is one that names nothing.
 */
export function changedFragments(doc: Document, fragments: CartFragments): CartFragments {
  return Object.fromEntries(
    Object.entries(fragments).filter(([selector, html]) => {
      const targets = matching(doc, selector);
      return targets.length > 0 && !repeatsPrinted(doc, html, targets);
    }),
  );
}

/** Replaces every element each fragment names; returns the selectors that matched nothing. */
export function applyFragments(doc: Document, fragments: CartFragments, { insertServerHtml }: Pick<ServerHtml, 'insertServerHtml'>): string[] {
  const unmatched: string[] = [];
  for (const [selector, html] of Object.entries(fragments)) {
    const targets = matching(doc, selector);
    if (targets.length === 0) {
      unmatched.push(selector);
      continue;
    }
    const holder = doc.createElement('div');
    insertServerHtml(holder, html, { profile: 'shop-fragment' });
    const fresh = holder.firstElementChild;
    if (!fresh) continue;
    targets.forEach((target, index) => target.replaceWith(index === targets.length - 1 ? fresh : fresh.cloneNode(true)));
  }
  return unmatched;
}
