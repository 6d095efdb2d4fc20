/**
 * Helpers for specs that shop against the reference server (docs/plugins/theme-shop.md#endpoints):
 * a shopper's cart filled through WooCommerce's endpoints and read back from SQLite.
 */
import { readRows, setSwitch } from './support.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/** The guest id of this browser context's WooCommerce session cookie, or null. @param {import('@playwright/test').BrowserContext} context */
export async function sessionOf(context) {
  const cookie = (await context.cookies()).find((c) => c.name.startsWith('wp_woocommerce_session_'));
  return cookie ? decodeURIComponent(cookie.value).split('||')[0] : null;
}

/** Adds products through WooCommerce's ?wc-ajax=add_to_cart, with the context's cookies. @param {Page} page @param {[number, number][]} lines */
export async function fillCart(page, lines) {
  for (const [productId, quantity] of lines) {
    const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity) } });
    if (!response.ok()) throw new Error(`add_to_cart ${productId}: HTTP ${response.status()}`);
  }
}

/**
 * Fills the classic checkout's billing fields a US address needs.
 * @param {Page} page
 * @param {{ first: string, last: string, address: string, city: string, postcode: string, phone: string, email: string }} billing
 */
export async function fillBilling(page, billing) {
  const fields = { first_name: billing.first, last_name: billing.last, address_1: billing.address, city: billing.city, postcode: billing.postcode, phone: billing.phone, email: billing.email };
  for (const [name, value] of Object.entries(fields)) await page.fill(`#billing_${name}`, value);
}

/** The session's cart lines as SQLite holds them, by product id. @param {Page} page @returns {Promise<Record<string, number>>} */
export async function cartLines(page) {
  const session = (await sessionOf(page.context())) ?? '';
  const rows = await readRows(page.request, 'shop_cart_items', { session });
  return Object.fromEntries(rows.map((row) => [row.variation_id ?? row.product_id, row.quantity]));
}

/** The live_update_cart calls this session made, oldest first, as the server logged them. @param {Page} page */
export async function liveUpdates(page) {
  const rows = await readRows(page.request, 'requests', { action: 'live_update_cart' });
  const session = (await sessionOf(page.context())) ?? 'no session';
  return rows.filter((row) => String(row.headers.cookie ?? '').includes(session)).map((row) => ({ key: row.body.cart_item_key, quantity: row.body.quantity, status: row.status }));
}

/** Puts the shop switches back to their defaults. @param {import('@playwright/test').APIRequestContext} request */
export async function resetShopSwitches(request) {
  await setSwitch(request, 'shop_delay_ms', '0');
  await setSwitch(request, 'shop_answer', 'normal');
  await setSwitch(request, 'shop_live_update_shape', 'avada');
}
