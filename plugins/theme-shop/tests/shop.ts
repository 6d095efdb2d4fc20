/**
 * Test data for the theme shop layer's DOM tests: the page variables Avada prints,
 * the cart lines of fixtures/markup/shop/cart-page.html, live_update_cart
 * answers in both shapes, and the real jQuery bound to jsdom's window.
 */

export const BEANIE_KEY = 'ab31b22f64776410daea4607e137b819';
export const SUNGLASSES_KEY = '68082d39834a2b5b571dd2ea07e9f825';
export const CART_NONCE = '64987348f4';

export const AVADA_VARS = {
  order_actions: 'Details',
  title_style_type: 'double solid',
  woocommerce_shop_page_columns: '4',
  woocommerce_checkout_error: 'Not all fields have been filled in correctly.',
  related_products_heading_size: '3',
  ajaxurl: '/wp-admin/admin-ajax.php',
  cart_nonce: CART_NONCE,
};

export const price = (amount: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${amount}</bdi></span>`;

/** `.cart_totals` as the server renders it. */
export const cartTotals = (subtotal: string, tax: string, total: string) =>
  `<div class="cart_totals"><h2>Cart totals</h2><table cellspacing="0" class="shop_table shop_table_responsive">` +
  `<tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${price(subtotal)}</td></tr>` +
  `<tr class="tax-rate tax-rate-us-tax-1"><th>Tax</th><td data-title="Tax">${price(tax)}</td></tr>` +
  `<tr class="order-total"><th>Total</th><td data-title="Total"><strong>${price(total)}</strong> </td></tr></table>` +
  `<div class="wc-proceed-to-checkout"><a href="/shop/checkout.html" class="checkout-button button alt wc-forward">Proceed to checkout</a></div></div>`;

/** Avada 7.12's answer. */
export const avadaAnswer = (count: number, line: string, totals: string) => ({ success: true, data: { cart_items: count, subtotal_html: price(line), fragments: { '.cart_totals': totals } } });

/** The real jQuery package on jsdom's window, as WordPress prints it: the parts the tests use. */
export interface JQueryCollection {
  on(events: string, selectorOrHandler: unknown, handler?: (...args: any[]) => unknown): JQueryCollection; // eslint-disable-line @typescript-eslint/no-explicit-any
  off(events?: string): JQueryCollection;
  trigger(type: string, args?: unknown[]): JQueryCollection;
  val(value?: string): unknown;
  stop(): JQueryCollection;
  length: number;
  [index: number]: Element;
}
export type JQueryLike = ((target: unknown) => JQueryCollection) & {
  fn: { jquery: string; stop: (...args: unknown[]) => unknown };
  /** Global events (ajaxComplete) as jQuery.ajax fires them. */
  event: { trigger(type: string, args: unknown[]): void };
};

export const jQuery = require('jquery') as JQueryLike; // eslint-disable-line @typescript-eslint/no-require-imports

/** Removes every handler the test's doubles bound through jQuery. */
export function unbindJQuery(): void {
  jQuery(document).off();
  jQuery(document.body).off();
  jQuery(window).off();
}

/** Ends a test that bound WooCommerce's variations double: the double unbound, the page closed, jQuery's handlers gone. */
export function closeVariationsPage(page: { close(): void } | undefined, double: { unbind(): void } | undefined): void {
  double?.unbind();
  page?.close();
  unbindJQuery();
}
