/**
 * The screen-reader status WooCommerce's add-to-cart script announces into:
 * `div.widget_shopping_cart_live_region.screen-reader-text[role=status]` at
 * the end of the body, made when the page has none.
 */
const LIVE_REGION = 'widget_shopping_cart_live_region';

export function liveRegionOf(doc: Document): Element {
  const existing = doc.querySelector(`.${LIVE_REGION}`);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.className = `${LIVE_REGION} screen-reader-text`;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  doc.body.append(region);
  return region;
}

export function announce(doc: Document, text: string): void {
  liveRegionOf(doc).textContent = text;
}
