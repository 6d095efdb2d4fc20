/**
 * What the shop journeys of the WordPress lane share (shop-*.spec.mjs): the
 * server's view of a shopper's cart, a marker that shows a page was not
 * reloaded, and the billing details a UK order needs.
 */
import { expect, sql } from './lane.mjs';
/** @import { Page } from '@playwright/test' */

/**
 * The shopper's cart as the server holds it, read through WooCommerce's mini
 * cart fragment (`?wc-ajax=get_refreshed_fragments`, with the context's
 * session cookie): the text of `div.widget_shopping_cart_content`.
 * @param {Page} page
 */
export async function miniCartText(page) {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments');
  expect(response.ok()).toBe(true);
  const { fragments } = await response.json();
  const html = String(fragments?.['div.widget_shopping_cart_content'] ?? '');
  return html
    .replace(/<\/?(?:span|bdi)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&pound;/g, '£')
    .replace(/&times;/g, '×')
    .replace(/&#8220;|&#8221;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Adds products to the shopper's cart through WooCommerce's `?wc-ajax=add_to_cart` (context cookies).
 * @param {Page} page
 * @param {[number, number][]} lines product id and quantity
 */
export async function fillCart(page, lines) {
  for (const [productId, quantity] of lines) {
    const response = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(productId), quantity: String(quantity) } });
    expect(response.ok(), `add_to_cart ${productId}`).toBe(true);
    expect(await response.json()).toHaveProperty('fragments');
  }
}

/**
 * Marks the page's window; `stillSamePage` is true while that document is the one shown (no reload, no navigation).
 * @param {Page} page
 */
export async function markPage(page) {
  const mark = `lane-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    /** @type {any} */ (window).__laneMark = value;
  }, mark);
  return {
    stillSamePage: () => page.evaluate((value) => /** @type {any} */ (window).__laneMark === value, mark),
  };
}

/**
 * Waits until the page has stopped scrolling: WooCommerce scrolls to a notice it shows (a one-second
 * animation), and a click aimed while the page moves lands beside its target, as a shopper's would.
 * @param {Page} page
 */
export async function scrollSettled(page) {
  const stillFor = (/** @type {number} */ ms) =>
    page.evaluate((wait) => new Promise((resolve) => {
      const y = window.scrollY;
      setTimeout(() => resolve(window.scrollY === y), wait);
    }), ms);
  await expect.poll(() => stillFor(250), { timeout: 10_000 }).toBe(true);
}

/** A UK shopper. */
export const SHOPPER = {
  first_name: 'Ada',
  last_name: 'Lane',
  address_1: '1 Harbour Street',
  city: 'Brighton',
  postcode: 'BN1 1AA',
  phone: '01234 567890',
};

/**
 * A price as WooCommerce prints it in GBP.
 * @param {number} amount
 */
export const pounds = (amount) => `£${amount.toFixed(2)}`;

/**
 * An order as the database holds it, wherever this store keeps orders: WooCommerce's own tables
 * (HPOS: wc_orders, wc_orders_meta) when `woocommerce_custom_orders_table_enabled` is on, else the
 * posts tables (a `shop_order` post and its postmeta). Items come from woocommerce_order_items.
 * @param {number} id
 */
export function storedOrder(id) {
  const hpos = sql("SELECT option_value FROM wp_options WHERE option_name = 'woocommerce_custom_orders_table_enabled'")[0]?.option_value === 'yes';
  /** @type {Record<string, string>} */
  let meta;
  /** @type {Record<'status' | 'total' | 'paymentMethod' | 'billingEmail', string | undefined> | undefined} */
  let order;
  if (hpos) {
    const [row] = sql(`SELECT status, total_amount, payment_method, billing_email FROM wp_wc_orders WHERE id = ${id} AND type = 'shop_order'`);
    meta = Object.fromEntries(sql(`SELECT meta_key, meta_value FROM wp_wc_orders_meta WHERE order_id = ${id}`).map((m) => [m.meta_key, m.meta_value]));
    order = row && { status: row.status, total: row.total_amount, paymentMethod: row.payment_method, billingEmail: row.billing_email };
  } else {
    const [row] = sql(`SELECT post_status FROM wp_posts WHERE ID = ${id} AND post_type = 'shop_order'`);
    meta = Object.fromEntries(sql(`SELECT meta_key, meta_value FROM wp_postmeta WHERE post_id = ${id}`).map((m) => [m.meta_key, m.meta_value]));
    order = row && { status: row.post_status, total: meta._order_total, paymentMethod: meta._payment_method, billingEmail: meta._billing_email };
  }
  const items = sql(
    `SELECT i.order_item_type AS type, i.order_item_name AS name, q.meta_value AS qty FROM wp_woocommerce_order_items i LEFT JOIN wp_woocommerce_order_itemmeta q ON q.order_item_id = i.order_item_id AND q.meta_key = '_qty' WHERE i.order_id = ${id} ORDER BY i.order_item_id`,
  ).map((item) => (item.qty === 'NULL' ? { type: item.type, name: item.name } : item));
  // HPOS keeps amounts as decimal(26,8), the posts tables as WooCommerce formats them: both as 16.20.
  if (order?.total !== undefined) order.total = Number(order.total).toFixed(2);
  return { hpos, order, items, meta };
}
