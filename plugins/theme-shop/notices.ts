/**
 * Notices the theme shop layer shows itself: an error banner as WooCommerce's block
 * notices print it, in the first notices wrapper (where WooCommerce's cart
 * notices go). Text only: what the shopper reads is ours or the server's
 * words as text (docs/plugins/theme-shop.md#notices).
 */

const OWN = 'data-theme-shop-notice';

/** Where a notice goes: the first notices wrapper, or before `fallback` when the page has none. */
function place(doc: Document, fallback: Element | null): { parent: Element; before: Node | null } | null {
  const wrapper = doc.querySelector('.woocommerce-notices-wrapper');
  if (wrapper) return { parent: wrapper, before: wrapper.firstChild };
  const parent = fallback?.parentElement;
  return parent && fallback ? { parent, before: fallback } : null;
}

/**
 * Shows `text` in an error banner named `kind` (one banner per kind: a newer
 * one replaces it). Returns the banner, or null when there is nowhere to show it.
 */
export function showErrorBanner(doc: Document, kind: string, text: string, fallback: Element | null = null): HTMLElement | null {
  clearBanner(doc, kind);
  const where = place(doc, fallback);
  if (!where) return null;
  const banner = doc.createElement('div');
  banner.className = 'wc-block-components-notice-banner is-error';
  banner.setAttribute('role', 'alert');
  banner.setAttribute(OWN, kind);
  const content = doc.createElement('div');
  content.className = 'wc-block-components-notice-banner__content';
  content.textContent = text;
  banner.append(content);
  where.parent.insertBefore(banner, where.before);
  return banner;
}

export function clearBanner(doc: Document, kind: string): void {
  for (const banner of Array.from(doc.querySelectorAll(`[${OWN}="${kind}"]`))) banner.remove();
}
