/**
 * WooCommerce's notices on the cart pages (docs/plugins/woocommerce-cart-page.md#notices):
 * they go first into the page's first `.woocommerce-notices-wrapper`. Where a
 * custom template printed none, one is made at the top of the shop's content
 * instead of dropping the notice as WooCommerce does. Plain DOM only: server
 * notice HTML goes through shop-notice-html.ts, so add to cart's errors do not
 * bring the sanitizer.
 */

/** Every kind of notice WooCommerce's cart script clears before it shows new ones. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success, .coupon-error-notice';

export function removeNotices(doc: Document): void {
  doc.querySelectorAll(NOTICES).forEach((notice) => notice.remove());
}

export function wrapperOf(doc: Document, near: Element | null): Element {
  const existing = doc.querySelector('.woocommerce-notices-wrapper');
  if (existing) return existing;
  const wrapper = doc.createElement('div');
  wrapper.className = 'woocommerce-notices-wrapper';
  const host = near?.closest('.woocommerce') ?? doc.querySelector('.woocommerce') ?? doc.body;
  host.prepend(wrapper);
  return wrapper;
}

/** Marks the errors of our own: a newer one replaces them, and a request that succeeds takes them away. */
const OWN_ERROR = 'data-shop-error';

export function removeOwnErrors(doc: Document): void {
  doc.querySelectorAll(`[${OWN_ERROR}]`).forEach((notice) => notice.remove());
}

/** Shows one error of our own, as WooCommerce's error notice, its text as text, in place of an earlier one. */
export function showError(doc: Document, text: string, near: Element | null = null): Element {
  removeOwnErrors(doc);
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  list.setAttribute(OWN_ERROR, '');
  const item = doc.createElement('li');
  item.textContent = text;
  list.append(item);
  wrapperOf(doc, near).prepend(list);
  return list;
}
