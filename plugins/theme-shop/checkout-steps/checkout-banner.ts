/**
 * Avada's checkout error banner (docs/plugins/theme-shop.md#checkout-steps):
 * WooCommerce's error list `<ul class="woocommerce-error">` with one
 * `<li class="avada-checkout-error">` of text, first in the checkout form.
 * One at a time: a new one replaces it. It takes the focus (tabindex -1), which
 * is how it is announced: a role of alert on the list would take its list
 * semantics away (WooCommerce's own notices have that fault).
 */

const MARKER = 'avada-checkout-error';

export function showCheckoutBanner(form: HTMLFormElement, text: string): HTMLElement {
  const doc = form.ownerDocument;
  removeCheckoutBanners(doc);
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.tabIndex = -1;
  const item = doc.createElement('li');
  item.className = MARKER;
  item.textContent = text;
  list.append(item);
  form.prepend(list);
  return list;
}

/** Removes the banners (the whole list, as Avada removes the item's parent). */
export function removeCheckoutBanners(doc: Document): void {
  for (const item of Array.from(doc.getElementsByClassName(MARKER))) item.parentElement?.remove();
}
