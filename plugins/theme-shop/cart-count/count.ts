/**
 * Where the cart's item count (the sum of the line quantities) comes from
 * after each kind of refresh (docs/plugins/theme-shop.md#cart-count).
 */
import { insertServerHtml } from '../../../adapters/server-html';
import type { CartFragments } from '../../woocommerce/fragments';

const COUNT_KEYS = ['.fusion-dynamic-cart-count', '.fusion-widget-cart-number'];
const MINI_CART_KEY = 'div.widget_shopping_cart_content';

const leadingNumber = (text: string | null | undefined): number | null => {
  const match = /\d+/.exec(text ?? '');
  return match ? Number.parseInt(match[0], 10) : null;
};

/** The sum of the mini cart's line quantities ("2 × $18.00"), or null without a mini cart. */
function miniCartSum(root: ParentNode): number | null {
  const list = root.querySelector('.woocommerce-mini-cart, .woocommerce-mini-cart__empty-message');
  if (!list) return null;
  return Array.from(root.querySelectorAll('.woocommerce-mini-cart .mini_cart_item .quantity')).reduce((sum, q) => sum + (leadingNumber(q.textContent) ?? 0), 0);
}

/** The count a set of fragments carries: the theme's count fragment, else the mini cart's lines. */
export function countFromFragments(doc: Document, fragments: CartFragments | undefined): number | null {
  if (!fragments || typeof fragments !== 'object') return null;
  const holder = doc.createElement('div');
  for (const key of COUNT_KEYS) {
    const html = fragments[key];
    if (typeof html !== 'string') continue;
    insertServerHtml(holder, html, { profile: 'shop-fragment' });
    const count = leadingNumber(holder.textContent);
    if (count !== null) return count;
  }
  const mini = fragments[MINI_CART_KEY];
  if (typeof mini !== 'string') return null;
  insertServerHtml(holder, mini, { profile: 'shop-fragment' });
  return miniCartSum(holder);
}

/** The count the page shows after WooCommerce applied fresh fragments. */
export function countFromPage(doc: Document): number | null {
  for (const key of COUNT_KEYS) {
    const count = leadingNumber(doc.querySelector(key)?.textContent);
    if (count !== null) return count;
  }
  return miniCartSum(doc);
}

/** The count of a re-rendered cart page: the sum of its quantity inputs. */
export function countFromCartForm(doc: Document): number | null {
  const form = doc.querySelector('.woocommerce-cart-form');
  if (!form) return null;
  return Array.from(form.querySelectorAll<HTMLInputElement>('.cart_item input.qty')).reduce((sum, input) => {
    const value = Number.parseInt(input.value, 10);
    return Number.isNaN(value) ? sum : sum + value;
  }, 0);
}
