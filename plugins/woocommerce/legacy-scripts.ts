/**
 * WooCommerce's classic front-end scripts, by the handle WordPress prints them
 * under (`<script id="{handle}-js">`). Where the page still loads one of them,
 * that script does the work and our replacement for it stands down, so the two
 * never bind the same form twice (each docs/plugins/woocommerce-*.md says when its plugin stands down).
 */
export type WooCommerceHandle =
  | 'wc-add-to-cart'
  | 'wc-cart-fragments'
  | 'wc-cart'
  | 'wc-checkout'
  | 'wc-add-to-cart-variation'
  | 'wc-single-product'
  | 'wc-country-select'
  | 'wc-address-i18n'
  | 'woocommerce';

/** True when the page loads WooCommerce's own script for `handle`. */
export function legacyScriptRuns(document: Document, handle: WooCommerceHandle): boolean {
  return document.getElementById(`${handle}-js`) !== null;
}
