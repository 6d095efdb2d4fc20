/**
 * What the legacy stack (jQuery, the original plugins' and the theme's scripts) loads at load per page
 * type, and our budget for the same page (KB gzip; bench/README.md, Targets, "budget at load"), keyed by
 * the page's site-runtime-page-type. One source for the bench and the demo's "how it works" drawer.
 * @type {Record<string, { label: string, legacy: number, budget: number }>}
 */
export const PAGE_BUDGETS = {
  contact: { label: 'Contact', legacy: 72.3, budget: 36 },
  downloads: { label: 'Downloads', legacy: 62.7, budget: 31 },
  theme: { label: 'Theme content page', legacy: 116.6, budget: 58 },
  product: { label: 'Single product', legacy: 182.0, budget: 91 },
  cart: { label: 'Cart', legacy: 192.1, budget: 96 },
  checkout: { label: 'Checkout', legacy: 194.4, budget: 97 },
};
