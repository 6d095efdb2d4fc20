/**
 * Puts a live cart update on the page (docs/plugins/theme-shop.md#live-cart-update):
 * the line's subtotal, the cart totals (tax included), the mini cart and the
 * header's menu cart, and the number in the cart heading. Server HTML enters
 * through adapters/server-html.ts; quantities and counts are written as text.
 */
import { insertServerHtml } from '../../../adapters/server-html';
import type { CartIntent } from './quantity-intent';
import { CART_TOTALS_KEY, type CartUpdate } from './live-answer';
import { cartItemKey } from './quantity-intent';

/** Server HTML, sanitized, in a detached holder (nothing reaches the page until it is moved in). */
function parsed(doc: Document, html: string): HTMLElement {
  const holder = doc.createElement('div');
  insertServerHtml(holder, html, { profile: 'shop-fragment' });
  return holder;
}

function setServerHtml(target: Element, html: string): void {
  insertServerHtml(target, html, { profile: 'shop-fragment' });
}

/** The elements of `selector` that belong to the cart line `key`, found by a data attribute. */
function byKey<E extends Element>(doc: Document, selector: string, attribute: string, key: string): E[] {
  return Array.from(doc.querySelectorAll<E>(selector)).filter((el) => el.getAttribute(attribute) === key);
}

/** Replaces the first run of digits in an element's text nodes, keeping its markup. */
function replaceFirstNumber(element: Element, value: number): void {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\d+/.test(node.nodeValue ?? '')) {
      node.nodeValue = (node.nodeValue ?? '').replace(/\d+/, String(value));
      return;
    }
  }
}

function rowOf(doc: Document, key: string): HTMLTableRowElement | null {
  const input = Array.from(doc.querySelectorAll<HTMLInputElement>('.woocommerce-cart-form input.qty')).find((i) => cartItemKey(i) === key);
  return input?.closest('tr') ?? null;
}

function updateMiniCarts(doc: Document, intent: CartIntent, subtotalAmount: Element | null): void {
  for (const item of byKey(doc, '.fusion-menu-cart-item', 'data-cart-item-key', intent.key)) {
    if (intent.quantity === 0) item.remove();
    else item.querySelectorAll('.fusion-menu-cart-item-quantity .awb-quantity').forEach((q) => (q.textContent = String(intent.quantity)));
  }
  for (const remove of byKey(doc, '.woocommerce-mini-cart .remove_from_cart_button', 'data-cart_item_key', intent.key)) {
    const item = remove.closest('li');
    if (!item) continue;
    if (intent.quantity === 0) item.remove();
    else item.querySelectorAll('.quantity').forEach((q) => replaceFirstNumber(q, intent.quantity));
  }
  if (!subtotalAmount) return;
  for (const amount of Array.from(doc.querySelectorAll('.woocommerce-mini-cart__total .woocommerce-Price-amount'))) {
    amount.replaceWith(subtotalAmount.cloneNode(true));
  }
}

function updateTotals(doc: Document, update: CartUpdate): Element | null {
  if (update.totalsFragment !== undefined) {
    const fresh = parsed(doc, update.totalsFragment);
    const source = fresh.querySelector(CART_TOTALS_KEY) ?? fresh;
    for (const totals of Array.from(doc.querySelectorAll(CART_TOTALS_KEY))) totals.replaceChildren(...Array.from(source.cloneNode(true).childNodes));
    return fresh.querySelector('.cart-subtotal .woocommerce-Price-amount') ?? fresh.querySelector('.woocommerce-Price-amount');
  }
  const cells: [string, string | undefined][] = [
    ['.cart-subtotal td', update.subtotal],
    ['.tax-total td, .tax-rate td', update.tax],
    ['.order-total td', update.total === undefined ? undefined : `<strong>${update.total}</strong>`],
  ];
  for (const [selector, html] of cells) {
    if (html === undefined) continue;
    doc.querySelectorAll(`${CART_TOTALS_KEY} ${selector.split(', ').join(`, ${CART_TOTALS_KEY} `)}`).forEach((cell) => setServerHtml(cell, html));
  }
  return update.subtotal === undefined ? null : parsed(doc, update.subtotal).querySelector('.woocommerce-Price-amount');
}

export function applyCartUpdate(doc: Document, intent: CartIntent, update: CartUpdate): void {
  for (const [key, html] of Object.entries(update.lineSubtotals)) {
    const cell = rowOf(doc, key)?.querySelector('.product-subtotal');
    if (cell) setServerHtml(cell, html);
  }
  if (intent.quantity === 0) rowOf(doc, intent.key)?.remove();
  const subtotalAmount = updateTotals(doc, update);
  updateMiniCarts(doc, intent, subtotalAmount);
  const heading = doc.querySelector('.woocommerce-cart-form .shop_table')?.previousElementSibling;
  if (heading?.localName === 'h2') replaceFirstNumber(heading, update.count);
}
