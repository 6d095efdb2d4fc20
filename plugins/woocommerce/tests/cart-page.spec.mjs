// The cart page on the jQuery-free shop, against the reference server; the cart read back from SQLite.
import { axeViolations, expect, expireNonces, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';
import { cartLines, fillCart, resetShopSwitches, sessionOf } from '../../../test/browser/shop.mjs';

const BEANIE = 101;
const CAP = 103;
const CART = '/shop-nojq/cart.html';

test.afterEach(async ({ request }) => resetShopSwitches(request));

/** @typedef {import('@playwright/test').Page} Page */
/** @param {Page} page @param {string} name */
const quantity = (page, name) => page.locator('tr.cart_item', { hasText: name }).locator('input.qty');
/** @param {Page} page */
const updateButton = (page) => page.locator('.woocommerce-cart-form [name=update_cart]');
/** @param {Page} page */
const notices = (page) => page.locator('.woocommerce-notices-wrapper');

/** The session's row of shop_carts in SQLite (JSON columns parsed). @param {Page} page @param {string} session */
const cartRow = async (page, session) => (await readRows(page.request, 'shop_carts', { session }))[0] ?? {};

/** @param {Page} page */
async function openCart(page) {
  await fillCart(page, [[BEANIE, 2], [CAP, 1]]);
  await gotoReady(page, CART);
}

test('no jQuery; "Update cart" posts the form, form and totals are re-rendered, the mini cart follows, SQLite holds the quantity', async ({ page }) => {
  await openCart(page);
  expect(await page.evaluate(() => typeof (/** @type {any} */ (window)).jQuery)).toBe('undefined');
  await expect(updateButton(page)).toBeDisabled();
  await quantity(page, 'Beanie').fill('3');
  await expect(updateButton(page)).toBeEnabled();
  await updateButton(page).click();
  await expect(page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('.product-subtotal')).toHaveText('$54.00');
  await expect(notices(page)).toContainText('Cart updated.');
  await expect(updateButton(page)).toBeDisabled();
  await expect(page.locator('aside .mini_cart_item', { hasText: 'Beanie' }).locator('.quantity')).toContainText('3 ×');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 3, [CAP]: 1 });
});

test('Enter in a quantity updates the cart', async ({ page }) => {
  await openCart(page);
  await quantity(page, 'Cap').fill('4');
  await quantity(page, 'Cap').press('Enter');
  await expect(page.locator('tr.cart_item', { hasText: 'Cap' }).locator('.product-subtotal')).toHaveText('$64.00');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 2, [CAP]: 4 });
});

test('on a slow server a second submit while busy is queued, not dropped, and the shopper\'s last quantity wins on page and server', async ({ page, request }) => {
  await openCart(page);
  await setSwitch(request, 'shop_delay_ms', '700');
  await quantity(page, 'Beanie').fill('3');
  await updateButton(page).click();
  await expect(page.locator('.woocommerce-cart-form')).toHaveClass(/processing/);
  await quantity(page, 'Beanie').fill('5');
  await updateButton(page).click();
  await expect(page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('.product-subtotal')).toHaveText('$90.00', { timeout: 10_000 });
  await expect(quantity(page, 'Beanie')).toHaveValue('5');
  await expect(page.locator('.woocommerce-cart-form')).not.toHaveClass(/processing/);
  expect(await cartLines(page)).toEqual({ [BEANIE]: 5, [CAP]: 1 });
});

test('coupons: a refused code is shown under its field and kept; save10 applies and can be removed; SQLite follows', async ({ page }) => {
  await openCart(page);
  const field = page.locator('#coupon_code');
  await field.fill('expired');
  await page.locator('[name=apply_coupon]').click();
  await expect(page.locator('#coupon-error-notice')).toContainText('expired');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('expired');

  await field.fill('save10');
  await expect(page.locator('#coupon-error-notice')).toHaveCount(0);
  await field.press('Enter');
  await expect(page.locator('.cart_totals .cart-discount')).toContainText('save10');
  await expect(notices(page)).toContainText('Coupon code applied successfully.');
  await expect(field).toHaveValue('');
  const session = (await sessionOf(page.context())) ?? '';
  expect((await cartRow(page, session)).coupons).toEqual(['save10']);

  await page.locator('.cart_totals a.woocommerce-remove-coupon').click();
  await expect(page.locator('.cart_totals .cart-discount')).toHaveCount(0);
  expect((await cartRow(page, session)).coupons).toEqual([]);
});

test('shipping: local pickup replaces the totals; the calculator opens, posts and shows the new destination', async ({ page }) => {
  await openCart(page);
  await page.locator('.cart_totals input[value="local_pickup:2"]').check();
  await expect(page.locator('.cart_totals input[value="local_pickup:2"]')).toBeChecked();
  const session = (await sessionOf(page.context())) ?? '';
  await expect.poll(async () => (await cartRow(page, session)).shipping_method).toBe('local_pickup:2');

  await expect(page.locator('.shipping-calculator-form')).toBeHidden();
  await page.locator('.shipping-calculator-button').click();
  await expect(page.locator('.shipping-calculator-form')).toBeVisible();
  await expect(page.locator('.shipping-calculator-button')).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#calc_shipping_country').selectOption('GB');
  await page.locator('#calc_shipping_postcode').fill('SW1A 1AA');
  await page.locator('[name=calc_shipping]').click();
  await expect(page.locator('.woocommerce-shipping-destination')).toContainText('SW1A 1AA');
  await expect(notices(page)).toContainText('Shipping costs updated.');
  expect((await cartRow(page, session)).customer).toMatchObject({ country: 'GB', postcode: 'SW1A 1AA' });

  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
});

test('removing the last lines empties the cart in place', async ({ page }) => {
  await openCart(page);
  await page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('.product-remove > a').click();
  await expect(page.locator('tr.cart_item')).toHaveCount(1);
  await page.locator('tr.cart_item', { hasText: 'Cap' }).locator('.product-remove > a').click();
  await expect(page.locator('.cart-empty')).toHaveText('Your cart is currently empty.');
  await expect(page.locator('.woocommerce-cart-form')).toHaveCount(0);
  expect(await cartLines(page)).toEqual({});
});

test.describe('a failing server', () => {
  test.use({ allowedConsoleErrors: [/status of (500|403)/] });

  test('a 500 on update keeps what was typed and says so; the next try goes through', async ({ page, request }) => {
    await openCart(page);
    await setSwitch(request, 'shop_answer', 'server_error');
    await quantity(page, 'Beanie').fill('7');
    await updateButton(page).click();
    await expect(notices(page)).toContainText('Your cart could not be updated. Please try again.');
    await expect(quantity(page, 'Beanie')).toHaveValue('7');
    await setSwitch(request, 'shop_answer', 'normal');
    await updateButton(page).click();
    await expect(page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('.product-subtotal')).toHaveText('$126.00');
    expect(await cartLines(page)).toEqual({ [BEANIE]: 7, [CAP]: 1 });
  });

  test('an expired coupon nonce asks for a reload and keeps the code', async ({ page, request }) => {
    await openCart(page);
    await expireNonces(request, 'apply-coupon');
    await page.locator('#coupon_code').fill('save10');
    await page.locator('[name=apply_coupon]').click();
    await expect(notices(page)).toContainText('Your session has expired. Please reload the page and try again.');
    await expect(page.locator('#coupon_code')).toHaveValue('save10');
  });
});
