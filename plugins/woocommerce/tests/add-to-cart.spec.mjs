// Archive add to cart and cart fragments on the jQuery-free shop, against the reference server; the cart read back from SQLite.
import { axeViolations, expect, gotoReady, setSwitch, test } from '../../../test/browser/support.mjs';
import { cartLines, fillCart, resetShopSwitches } from '../../../test/browser/shop.mjs';

const BEANIE = 101;
const CAP = 103;
const SUNGLASSES = 104;
const ARCHIVE = '/shop-nojq/archive.html';

test.afterEach(async ({ request }) => resetShopSwitches(request));

/** @typedef {import('@playwright/test').Page} Page */
/** @param {Page} page @param {number} id */
const addButton = (page, id) => page.locator(`a.ajax_add_to_cart[data-product_id="${id}"]`);

test('no jQuery on the page; adds are sent one at a time in click order, the mini carts follow, and SQLite holds the cart', async ({ page, request }) => {
  await setSwitch(request, 'shop_delay_ms', '300');
  await gotoReady(page, ARCHIVE);
  expect(await page.evaluate(() => typeof (/** @type {any} */ (window)).jQuery)).toBe('undefined');
  /** @type {string[]} */
  const timeline = [];
  page.on('request', (r) => r.url().includes('wc-ajax=add_to_cart') && timeline.push(`start ${new URLSearchParams(r.postData() ?? '').get('product_id')}`));
  page.on('requestfinished', (r) => r.url().includes('wc-ajax=add_to_cart') && timeline.push(`end ${new URLSearchParams(r.postData() ?? '').get('product_id')}`));

  await addButton(page, BEANIE).click();
  await addButton(page, CAP).click();
  await addButton(page, BEANIE).click();
  await expect(page.locator('aside .woocommerce-mini-cart-item').first()).toBeVisible();
  await expect.poll(() => timeline.length).toBe(6);
  expect(timeline).toEqual([`start ${BEANIE}`, `end ${BEANIE}`, `start ${CAP}`, `end ${CAP}`, `start ${BEANIE}`, `end ${BEANIE}`]);

  await expect(page.locator('aside .mini_cart_item', { hasText: 'Beanie' }).locator('.quantity')).toContainText('2 ×');
  await expect(page.locator('header .mini_cart_item', { hasText: 'Cap' }).locator('.quantity')).toContainText('1 ×', { useInnerText: false });
  await expect(addButton(page, BEANIE)).toHaveClass(/added/);
  await expect(addButton(page, BEANIE)).not.toHaveClass(/loading/);
  const viewCart = page.locator(`a.ajax_add_to_cart[data-product_id="${BEANIE}"] + a.added_to_cart.wc-forward`);
  await expect(viewCart).toHaveText('View cart');
  await expect(viewCart).toHaveAttribute('href', '/shop-nojq/cart.html');
  await expect(page.locator('.widget_shopping_cart_live_region[role=status]')).toHaveText('“Beanie” has been added to your cart');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 2, [CAP]: 1 });

  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
});

test('after a reload the mini carts come from the session cache without a request, while the cart hash cookie matches', async ({ page }) => {
  await gotoReady(page, ARCHIVE);
  await addButton(page, CAP).click();
  await expect(page.locator('aside .mini_cart_item', { hasText: 'Cap' })).toBeVisible();
  /** @type {string[]} */
  const refreshes = [];
  page.on('request', (r) => r.url().includes('wc-ajax=get_refreshed_fragments') && refreshes.push(r.url()));
  await page.reload();
  await gotoReady(page, ARCHIVE);
  await expect(page.locator('header .mini_cart_item', { hasText: 'Cap' })).toHaveCount(1);
  expect(refreshes).toEqual([]);
});

test.describe('a failing server', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });
  test('a 500 leaves a clear notice and a usable button; the next add goes through', async ({ page, request }) => {
    await gotoReady(page, ARCHIVE);
    await setSwitch(request, 'shop_answer', 'server_error');
    await addButton(page, BEANIE).click();
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText('The product could not be added to your cart. Please try again.');
    await expect(addButton(page, BEANIE)).not.toHaveClass(/loading/);
    await setSwitch(request, 'shop_answer', 'normal');
    await addButton(page, BEANIE).click();
    await expect(page.locator('aside .mini_cart_item', { hasText: 'Beanie' })).toBeVisible();
    expect(await cartLines(page)).toEqual({ [BEANIE]: 1 });
  });
});

test('a product that cannot be added any more (stock limit reached in another tab) sends the shopper to its page', async ({ page }) => {
  await gotoReady(page, ARCHIVE);
  await fillCart(page, [[SUNGLASSES, 5]]);
  await addButton(page, SUNGLASSES).click();
  await page.waitForURL(/sunglasses/);
  expect(await cartLines(page)).toEqual({ [SUNGLASSES]: 5 });
});

test('a second tab changing the cart refreshes the first tab\'s mini carts', async ({ page, context }) => {
  await gotoReady(page, ARCHIVE);
  const other = await context.newPage();
  await gotoReady(other, ARCHIVE);
  await addButton(other, CAP).click();
  await expect(other.locator('aside .mini_cart_item', { hasText: 'Cap' })).toBeVisible();
  await expect(page.locator('aside .mini_cart_item', { hasText: 'Cap' })).toBeVisible();
  await other.close();
});
