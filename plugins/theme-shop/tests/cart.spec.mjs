// The cart page's theme layer in chromium, shopping against the reference server and reading the cart back from SQLite.
import { axeViolations, expect, gotoReady, setSwitch, test } from '../../../test/browser/support.mjs';
import { cartLines, fillCart, liveUpdates, resetShopSwitches } from '../../../test/browser/shop.mjs';

const BEANIE = 101;
const CAP = 103;

test.afterEach(async ({ request }) => resetShopSwitches(request));

/** @typedef {import('@playwright/test').Page} Page */

/** @param {Page} page @param {string} name */
const row = (page, name) => page.locator('tr.cart_item', { hasText: name });
/** @param {Page} page @param {string} name */
const quantity = (page, name) => row(page, name).locator('input.qty');

/** A cart with 2 beanies ($18) and 1 cap ($16), open on the cart page. @param {Page} page */
async function openCart(page) {
  await fillCart(page, [[BEANIE, 2], [CAP, 1]]);
  await gotoReady(page, '/shop/cart.html');
}

/** Types a quantity and leaves the field, as a shopper does (the input's change event). @param {Page} page @param {string} name @param {string} value */
async function typeQuantity(page, name, value) {
  await quantity(page, name).fill(value);
  await quantity(page, name).dispatchEvent('change');
}

test('[SHOP-001] [SHOP-047] [SHOP-004] [SHOP-005] [SHOP-006] [SHOP-008] [SHOP-010] [SHOP-011] the plus button updates the line, totals, heading, mini cart and count, and the server cart', async ({ page }) => {
  await openCart(page);
  await expect(page.locator('.fusion-update-cart')).toBeVisible();
  await expect(page.locator('.fusion-apply-coupon')).toBeVisible();
  await expect(row(page, 'Beanie').locator('input.plus')).toHaveCount(1);
  await expect(row(page, 'Beanie').locator('input.minus')).toHaveCount(1);

  const sent = page.waitForRequest((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST');
  await row(page, 'Beanie').locator('input.plus').click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('name="action"\r\n\r\nlive_update_cart');
  expect(body).toMatch(/name="cart_item_key"\r\n\r\n[a-f0-9]{32}/);
  expect(body).toContain('name="quantity"\r\n\r\n3');
  expect(body).toMatch(/name="security"\r\n\r\n[a-f0-9]{10}/);

  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$54.00');
  await expect(page.locator('.woocommerce-cart-form h2')).toHaveText('You Have 4 Items In Your Cart');
  await expect(page.locator('.cart_totals .cart-subtotal td')).toHaveText('$70.00');
  await expect(page.locator('.cart_totals .tax-rate td')).toHaveText('$7.50');
  await expect(page.locator('.cart_totals .order-total td')).toHaveText('$82.50');
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('4 items');
  await expect(page.locator('.fusion-widget-cart-number')).toHaveText('4');
  await expect(page.locator('.awb-woo-mini-cart .mini_cart_item', { hasText: 'Beanie' }).locator('.quantity')).toContainText('3 ×');
  await expect(page.locator('.awb-woo-mini-cart .woocommerce-mini-cart__total')).toContainText('$70.00');
  await expect(page.locator('.fusion-menu-cart-item', { hasText: 'Beanie' }).locator('.awb-quantity')).toHaveText('3');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 3, [CAP]: 1 });
});

test('[SHOP-012] the count reads singular at 1 and plural otherwise', async ({ page }) => {
  await fillCart(page, [[BEANIE, 2]]);
  await gotoReady(page, '/shop/cart.html');
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('2 items');
  await row(page, 'Beanie').locator('input.minus').click();
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('1 item');
  await row(page, 'Beanie').locator('input.plus').click();
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('2 items');
});

test('[SHOP-009] the cart totals are disabled while live_update_cart runs and usable after', async ({ page, request }) => {
  await openCart(page);
  await setSwitch(request, 'shop_delay_ms', '800');
  await typeQuantity(page, 'Cap', '2');
  await expect(page.locator('.cart_totals table')).toHaveClass(/awb-disabled/);
  await expect(page.locator('.cart_totals')).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.wc-proceed-to-checkout .checkout-button')).toHaveAttribute('aria-disabled', 'true');
  await expect(quantity(page, 'Beanie')).toBeEnabled();
  await expect(page.locator('.cart_totals .order-total td')).toHaveText('$80.30');
  await expect(page.locator('.cart_totals table')).not.toHaveClass(/awb-disabled/);
  await expect(page.locator('.cart_totals')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('.wc-proceed-to-checkout .checkout-button')).not.toHaveAttribute('aria-disabled', 'true');
});

test('[SHOP-006] [SHOP-005] the last intent wins: typing 1, 5, 3 on a slow server ends at 3 on the server and the page', async ({ page, request }) => {
  await openCart(page);
  await setSwitch(request, 'shop_delay_ms', '700');
  // The three changes in one task of the page: the 1 is in flight (the server holds it 700 ms) when the 5
  // and the 3 come, however slow the machine is, so the 3 replaces the waiting 5 before it can leave.
  await quantity(page, 'Beanie').evaluate((input) => {
    for (const value of ['1', '5', '3']) {
      /** @type {HTMLInputElement} */ (input).value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  await expect(page.locator('.cart_totals table')).not.toHaveClass(/awb-disabled/, { timeout: 8000 });
  await expect(quantity(page, 'Beanie')).toHaveValue('3');
  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$54.00');
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('4 items');
  await expect(page.locator('.woocommerce-cart-form h2')).toHaveText('You Have 4 Items In Your Cart');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 3, [CAP]: 1 });
  // The 5 was superseded while 1 was in flight: it never reached the server.
  expect((await liveUpdates(page)).map((u) => u.quantity)).toEqual(['1', '3']);
});

test('[SHOP-055] [SHOP-047] plus and minus survive a re-rendered cart form', async ({ page }) => {
  await openCart(page);
  await row(page, 'Cap').locator('input.plus').click();
  await expect(row(page, 'Cap').locator('.product-subtotal')).toHaveText('$32.00');
  // What WooCommerce's cart script does after "Update cart": the form replaced by the server's.
  await page.evaluate(async () => {
    const html = await (await fetch('/shop/cart.html')).text();
    const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('.woocommerce-cart-form');
    if (fresh) document.querySelector('.woocommerce-cart-form')?.replaceWith(document.importNode(fresh, true));
  });
  await expect(row(page, 'Cap').locator('input.plus')).toHaveCount(1);
  await expect(quantity(page, 'Cap')).toHaveValue('2');
  await row(page, 'Cap').locator('input.plus').click();
  await expect(row(page, 'Cap').locator('.product-subtotal')).toHaveText('$48.00');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 2, [CAP]: 3 });
});

test('[SHOP-005] bad quantities stay as typed with a clear notice, and nothing is sent', async ({ page }) => {
  await openCart(page);
  /** @type {[string, string][]} */
  const cases = [
    ['-3', 'Please enter a quantity of 0 or more.'],
    ['1e9', 'Please enter the quantity as a whole number, such as 2.'],
    // A decimal such as 2.5 is not here: Avada sends its whole part (3.7 sends 3, cart.dom.test.ts).
  ];
  for (const [typed, notice] of cases) {
    await typeQuantity(page, 'Beanie', typed);
    await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveText(notice);
    await expect(quantity(page, 'Beanie')).toHaveValue(typed);
  }
  expect(await liveUpdates(page)).toEqual([]);
  await typeQuantity(page, 'Beanie', '4');
  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$72.00');
  await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
  expect(await cartLines(page)).toEqual({ [BEANIE]: 4, [CAP]: 1 });
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of (500|403)|Unexpected response from server/] });

  /** @type {[string, string][]} */
  const answers = [
    ['server_error', 'The cart could not be updated. Please try again.'],
    ['not_json', 'The cart could not be updated. Please try again.'],
    ['missing_fields', 'The cart could not be updated. Please try again.'],
    ['bad_nonce', 'The cart could not be updated because the page has expired. Please reload the page and try again.'],
  ];
  for (const [answer, notice] of answers) {
    test(`[SHOP-007] a ${answer} answer keeps the cart usable and what the shopper typed, with a notice`, async ({ page, request }) => {
      await openCart(page);
      await setSwitch(request, 'shop_answer', answer);
      await typeQuantity(page, 'Cap', '3');
      await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveText(notice);
      await expect(quantity(page, 'Cap')).toHaveValue('3');
      await expect(page.locator('.cart_totals table')).not.toHaveClass(/awb-disabled/);
      await expect(row(page, 'Cap').locator('.product-subtotal')).toHaveText('$16.00');
      await setSwitch(request, 'shop_answer', 'normal');
      await typeQuantity(page, 'Cap', '2');
      await expect(row(page, 'Cap').locator('.product-subtotal')).toHaveText('$32.00');
      await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toHaveCount(0);
    });
  }
});

test("[SHOP-007] [SHOP-010] the answer shape SHOP-007 names (sub_totals, totals, totals_tax, item_sub_totals) updates the page too", async ({ page, request }) => {
  await openCart(page);
  await setSwitch(request, 'shop_live_update_shape', 'spec');
  await row(page, 'Beanie').locator('input.minus').click();
  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$18.00');
  await expect(page.locator('.cart_totals .cart-subtotal td')).toHaveText('$34.00');
  await expect(page.locator('.cart_totals .tax-rate td')).toHaveText('$3.90');
  await expect(page.locator('.cart_totals .order-total td')).toHaveText('$42.90');
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('2 items');
});

test('[SHOP-002] the update-cart link clicks the cart form\'s own update button', async ({ page }) => {
  await openCart(page);
  await quantity(page, 'Cap').fill('4');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/shop/cart.html');
  await page.locator('.fusion-update-cart').click();
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.get('update_cart')).toBe('Update cart');
  expect([...body.entries()].find(([name]) => /^cart\[[a-f0-9]+\]\[qty\]$/.test(name) && body.get(name) === '4')).toBeTruthy();
  await expect(page.locator('.woocommerce-message')).toHaveText('Cart updated.');
  expect(await cartLines(page)).toEqual({ [BEANIE]: 2, [CAP]: 4 });
});

test('[SHOP-003] apply coupon copies the code into the cart form\'s coupon field, then clicks its apply button', async ({ page }) => {
  await openCart(page);
  await page.locator('#avada_coupon_code').fill('save10');
  // The apply button is WooCommerce's: the runtime's cart part sends it as ?wc-ajax=apply_coupon, as WooCommerce's cart script does.
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === 'apply_coupon');
  await page.locator('.fusion-apply-coupon').click();
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.get('coupon_code')).toBe('save10');
  expect(body.get('security')).toMatch(/^[a-f0-9]{10}$/);
  // The cart is re-rendered after the coupon, as WooCommerce's cart script does: its "Cart updated." joins the coupon's notice.
  await expect(page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' })).toHaveCount(1);
  await expect(page.locator('.cart_totals .cart-discount')).toContainText('save10');
});

test('[SHOP-013] fields show their labels as placeholders, except the coupon fields', async ({ page }) => {
  await openCart(page);
  await expect(page.locator('#calc_shipping_city')).toHaveAttribute('placeholder', 'City');
  await expect(page.locator('#coupon_code')).toHaveAttribute('placeholder', 'Coupon code');
  await expect(page.locator('#avada_coupon_code')).toHaveAttribute('placeholder', 'Coupon code');
  await gotoReady(page, '/shop/checkout.html');
  await expect(page.locator('#billing_first_name')).toHaveAttribute('placeholder', 'First name');
  await expect(page.locator('#billing_email')).toHaveAttribute('placeholder', 'Email address');
  await expect(page.locator('#billing_address_1')).toHaveAttribute('placeholder', 'House number and street name');
});

test('[SHOP-001] axe finds nothing on the cart page after shopping', async ({ page }) => {
  await openCart(page);
  await row(page, 'Beanie').locator('input.plus').click();
  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$54.00');
  await typeQuantity(page, 'Cap', '-3');
  await expect(page.locator('.woocommerce-notices-wrapper [role="alert"]')).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
});

test('[SHOP-047] [SHOP-006] quick presses: the line follows every press, and the server ends at the last press', async ({ page }) => {
  await openCart(page);
  for (let i = 0; i < 8; i++) await row(page, 'Beanie').locator('input.plus').click({ delay: 0 });
  await expect(quantity(page, 'Beanie')).toHaveValue('10');
  await expect(row(page, 'Beanie').locator('.product-subtotal')).toHaveText('$180.00');
  await expect(page.locator('.cart_totals table')).not.toHaveClass(/awb-disabled/);
  expect(await cartLines(page)).toEqual({ [BEANIE]: 10, [CAP]: 1 });
});
