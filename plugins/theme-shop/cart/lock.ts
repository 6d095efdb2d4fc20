/**
 * While a live cart update runs, the cart's totals tables and the checkout
 * button (leaving now would drop the changes still waiting) are disabled
 * (Avada's `awb-disabled` class), and marked busy and disabled for assistive
 * technology. The quantity inputs stay usable, a newer change being the
 * shopper's latest intent, and so do the update-cart and coupon controls:
 * WooCommerce's own update posts the form's latest values
 * (docs/plugins/theme-shop.md#live-cart-update).
 */

export const LOCKED = 'awb-disabled';
const TABLES = '.cart_totals table, .fusion-woo-cart-totals-wrapper table';
const ACTIONS = '.wc-proceed-to-checkout .checkout-button';

export function lockCart(doc: Document): void {
  doc.querySelectorAll(TABLES).forEach((table) => table.classList.add(LOCKED));
  doc.querySelectorAll(ACTIONS).forEach((action) => {
    action.classList.add(LOCKED);
    action.setAttribute('aria-disabled', 'true');
  });
  doc.querySelectorAll('.cart_totals').forEach((totals) => totals.setAttribute('aria-busy', 'true'));
}

export function unlockCart(doc: Document): void {
  doc.querySelectorAll(`${TABLES}, ${ACTIONS}`).forEach((element) => {
    element.classList.remove(LOCKED);
    element.removeAttribute('aria-disabled');
  });
  doc.querySelectorAll('.cart_totals[aria-busy]').forEach((totals) => totals.removeAttribute('aria-busy'));
}

/** True for a click on a locked action (cancelled while the update runs). */
export function isLockedAction(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`.${LOCKED}`)?.matches(ACTIONS) === true;
}
