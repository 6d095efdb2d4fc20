// A shopper buys in chromium from the jQuery-free demo shop (fixtures/pages/shop-nojq/) on the reference
// server: archive -> add to cart -> cart -> coupon -> checkout -> order received, with a slowed and a
// failing server, the order read back from SQLite, and no jQuery on the way. Task lengths are judged by
// the bench (npm run bench), not here: this spec's wall-time long-task check failed whenever the machine
// was busy.
import { axeViolations, expect, gotoReady, readRows, setSwitch, test } from '../../../../test/browser/support.mjs';
import { cartLines, fillCart, resetShopSwitches, sessionOf } from '../../../../test/browser/shop.mjs';

test.describe.configure({ mode: 'serial' });

/** @typedef {import('@playwright/test').Page} Page */

test.beforeEach(async ({ page }) => {
  await resetShopSwitches(page.request);
});
test.afterEach(async ({ page }) => resetShopSwitches(page.request));

/** No jQuery on the page: the shop runs on the runtime alone. @param {Page} page */
async function expectNoJquery(page) {
  expect(await page.evaluate(() => typeof window.jQuery)).toBe('undefined');
}

/** The orders this browser's session placed, as SQLite holds them. @param {Page} page */
async function ordersOf(page) {
  return readRows(page.request, 'shop_orders', { session: (await sessionOf(page.context())) ?? 'none' });
}

/** @param {Page} page @param {Record<string, string>} values */
async function fill(page, values) {
  for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
}

const ADA = { billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_address_1: '12 Front Street', billing_city: 'Toronto', billing_phone: '+1 416 555 0100', billing_email: 'ada@example.test' };

/** The checkout with the review refreshed once. @param {Page} page */
async function openCheckout(page) {
  const review = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await gotoReady(page, '/shop-nojq/checkout.html');
  await review;
}

test('buys end to end without jQuery: archive, cart with a coupon, checkout with a Canadian address, order received', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/archive.html');
  await page.locator('a.add_to_cart_button[data-product_id="101"]').click();
  await expect.poll(() => cartLines(page)).toEqual({ 101: 1 });
  await expectNoJquery(page);

  await page.locator('a.added_to_cart').click();
  await page.waitForURL(/\/shop-nojq\/cart\.html/);
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  await page.locator('#coupon_code').fill('save10');
  await page.locator('button[name="apply_coupon"]').click();
  await expect.poll(async () => (await readRows(page.request, 'shop_carts', { session: (await sessionOf(page.context())) ?? '' }))[0]?.coupons).toEqual(['save10']);
  await expect(page.locator('.cart_totals')).toContainText('save10');
  await expectNoJquery(page);

  const review = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.locator('a.checkout-button').click();
  await page.waitForURL(/\/shop-nojq\/checkout\.html/);
  await review;
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  await expect(page.locator('.woocommerce-checkout-review-order-table')).toContainText('Beanie');
  // The country decides the state field, the labels and what is required.
  await page.locator('#billing_country').selectOption('CA');
  await expect(page.locator('select#billing_state option')).toHaveText(['Select an option…', 'British Columbia', 'Ontario', 'Quebec']);
  await expect(page.locator('label[for="billing_postcode"]')).toHaveText('Postal code\u00a0*');
  await page.locator('#billing_state').selectOption('ON');
  await fill(page, { ...ADA, billing_email: 'ada@' , billing_postcode: 'M5V 2T6' });
  await page.locator('#billing_phone').focus();
  await expect(page.locator('#billing_email_field')).toHaveClass(/woocommerce-invalid-email/);
  await expect(page.locator('#billing_email')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#billing_email').fill('ada@example.test');
  await page.locator('#billing_email').blur();
  await expect(page.locator('#billing_email_field')).toHaveClass(/woocommerce-validated/);
  await page.locator('label[for="payment_method_cod"]').click();
  await expect(page.locator('div.payment_box.payment_method_cod')).toBeVisible();
  await expect(page.locator('div.payment_box.payment_method_bacs')).toBeHidden();
  await page.locator('#terms').check();
  await expectNoJquery(page);
  const violations = await axeViolations(page, 'form.checkout');
  expect(violations).toEqual([]);

  await page.locator('#place_order').click();
  await page.waitForURL(/\/shop-nojq\/order-received\.html\?order=\d+&key=wc_order_/);
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  const [order = {}] = await ordersOf(page);
  expect(order).toMatchObject({ payment_method: 'cod', status: 'processing' });
  expect(order.billing).toMatchObject({ country: 'CA', state: 'ON', postcode: 'M5V 2T6', email: 'ada@example.test' });
  expect(order.items).toEqual([expect.objectContaining({ product_id: 101, quantity: 1 })]);
  expect(page.url()).toContain(`order=${order.id}`);
  await expect(page.locator('.woocommerce-order-overview__order strong')).toHaveText(String(order.id));
  await expectNoJquery(page);
});

test('the server refuses what WooCommerce refuses: the errors show under their fields and nothing typed is lost', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/archive.html');
  await fillCart(page, [[103, 2]]);
  await openCheckout(page);
  await fill(page, { ...ADA, billing_city: 'Springfield', billing_postcode: 'ABCDE' });
  await page.locator('#terms').check();
  await page.locator('#place_order').click();
  const notices = page.locator('.woocommerce-NoticeGroup-checkout');
  await expect(notices).toContainText('Billing ZIP Code is not a valid postcode / ZIP.');
  await expect(page.locator('#billing_postcode_description')).toHaveText('Billing ZIP Code is not a valid postcode / ZIP.');
  await expect(page.locator('#billing_first_name')).toHaveValue('Ada');
  expect(await ordersOf(page)).toEqual([]);
  await page.locator('#billing_postcode').fill('62704');
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received\.html/);
  expect(await ordersOf(page)).toHaveLength(1);
});

test('with a slowed server, clicking place order again and again places one order', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/archive.html');
  await fillCart(page, [[101, 1]]);
  await openCheckout(page);
  await page.locator('#billing_country').selectOption('CA');
  await page.locator('#billing_state').selectOption('QC');
  await fill(page, { ...ADA, billing_postcode: 'H2X 1Y4' });
  await page.locator('#terms').check();
  await setSwitch(page.request, 'shop_delay_ms', '1500');
  await page.locator('#place_order').click();
  await expect(page.locator('form.checkout')).toHaveClass(/processing/);
  await page.locator('#place_order').click({ force: true });
  await page.locator('#billing_city').press('Enter');
  await page.waitForURL(/order-received\.html/, { timeout: 15_000 });
  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  const checkouts = (await readRows(page.request, 'requests', { action: 'checkout' })).filter((row) => String(row.headers.cookie ?? '').includes((orders[0]?.session) ?? 'none'));
  expect(checkouts).toHaveLength(1);
  await expectNoJquery(page);
});

test.describe('a failing server', () => {
  // The browser itself logs the 500 answers.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('with a failing server the shopper sees the checkout error, keeps what was typed, and buys once it is back', async ({ page }) => {
    await gotoReady(page, '/shop-nojq/archive.html');
    await fillCart(page, [[102, 1]]);
    await openCheckout(page);
    await fill(page, { ...ADA, billing_city: 'Austin', billing_postcode: '73301' });
    await page.locator('#billing_state').selectOption('TX');
    await page.locator('#terms').check();
    await setSwitch(page.request, 'shop_answer', 'server_error');
    await page.locator('#place_order').click();
    await expect(page.locator('.woocommerce-NoticeGroup-checkout')).toContainText('There was an error processing your order.');
    await expect(page.locator('.woocommerce-NoticeGroup-checkout [role="alert"]')).toBeFocused();
    await expect(page.locator('form.checkout')).not.toHaveClass(/processing/);
    await expect(page.locator('#billing_last_name')).toHaveValue('Lovelace');
    expect(await ordersOf(page)).toEqual([]);
    await setSwitch(page.request, 'shop_answer', 'normal');
    await page.locator('#place_order').click();
    await page.waitForURL(/order-received\.html/);
    expect(await ordersOf(page)).toHaveLength(1);
  });
});
