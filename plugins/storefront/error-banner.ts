/**
 * WooCommerce's error notice as the theme prints its own messages
 * (docs/plugins/storefront.md#notices): `<ul class="woocommerce-error" role="alert">`
 * with one `<li>` of text. `marker` classes the item so the same banner is
 * found and replaced rather than shown twice; the banner can take the focus
 * (tabindex -1), as WooCommerce's notices do.
 */

export function showErrorBanner(where: { parent: Element; before?: Node | null }, text: string, marker: string): HTMLElement {
  const doc = where.parent.ownerDocument;
  removeErrorBanners(doc, marker);
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  list.tabIndex = -1;
  const item = doc.createElement('li');
  item.className = marker;
  item.textContent = text;
  list.append(item);
  where.parent.insertBefore(list, where.before === undefined ? where.parent.firstChild : where.before);
  return list;
}

/** Removes the banners whose item carries `marker` (the whole list, as Avada removes the parent). */
export function removeErrorBanners(doc: Document, marker: string): void {
  for (const item of Array.from(doc.getElementsByClassName(marker))) item.parentElement?.remove();
}
