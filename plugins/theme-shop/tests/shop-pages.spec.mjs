// The shop's demo pages in chromium: anchors, typography, catalogue and account touches, and axe after interacting.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';
import { cartLines, fillBilling, fillCart } from '../../../test/browser/shop.mjs';

/** @param {import('@playwright/test').Page} page */
async function axeClean(page) {
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
}

test('[SHOP-056] [SHOP-058] an in-page anchor scrolls smoothly to its target in about 850 ms and moves focus there', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 });
  await gotoReady(page, '/shop/');
  await page.evaluate(() => {
    const positions = (window.__positions = /** @type {number[]} */ ([]));
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    document.addEventListener('click', () => (window.__clickedAt = performance.now()), true);
    document.getElementById('shop-faq')?.addEventListener('focus', () => (window.__focusedAt = performance.now()));
  });
  await page.locator('a[href="#shop-faq"]').click();
  await expect(page.locator('#shop-faq')).toBeFocused({ timeout: 3000 });
  const { positions, took } = await page.evaluate(() => ({ positions: window.__positions ?? [], took: (window.__focusedAt ?? 0) - (window.__clickedAt ?? 0) }));
  // Smooth: several steps, growing; focus (the end of the second leg) after 400 + 450 ms.
  expect(positions.length).toBeGreaterThan(2);
  expect(positions.every((y, i) => i === 0 || y >= (positions[i - 1] ?? 0))).toBe(true);
  // Not cut short; the legs' exact times are the test clock's to prove, a busy machine stretches these.
  expect(took).toBeGreaterThanOrEqual(840);
  // The target is at the top of the window, or the page is scrolled as far as it goes.
  const { top, atEnd } = await page.evaluate(() => ({
    top: document.getElementById('shop-faq')?.getBoundingClientRect().top ?? Infinity,
    atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
  }));
  expect(atEnd || Math.abs(top) <= 2).toBe(true);
  expect(page.url()).toMatch(/#shop-faq$/);
});

test('[SHOP-056] with reduced motion the anchor jumps at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1000, height: 400 });
  await gotoReady(page, '/shop/');
  await page.locator('a[href="#shop-faq"]').click();
  await expect(page.locator('#shop-faq')).toBeFocused({ timeout: 200 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('[SHOP-057] an anchor on another page travels as #_id, and that page scrolls there and shows #id', async ({ page }) => {
  await fillCart(page, [[101, 1], [103, 1]]);
  await page.setViewportSize({ width: 1000, height: 400 });
  await gotoReady(page, '/shop/');
  await page.locator('a[href="/shop/cart.html#shipping-notes"]').click();
  await page.waitForURL(/\/shop\/cart\.html#_?shipping-notes$/);
  await expect(page.locator('#shipping-notes')).toBeFocused({ timeout: 5000 });
  await expect.poll(() => new URL(page.url()).hash).toBe('#shipping-notes');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('[SHOP-061] [SHOP-062] headings follow the window width by the page variables', async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  await gotoReady(page, '/shop/');
  const title = page.locator('h1.page-title');
  await expect(title).toHaveClass(/fusion-responsive-typography-calculated/);
  const full = Number(await title.getAttribute('data-fontsize'));
  expect(await title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeCloseTo(full, 0);
  await page.setViewportSize({ width: 600, height: 800 });
  // 600 of 1200 px at sensitivity 0.54: × 0.73, but never below 1.5 × the body's 16 px.
  await expect.poll(() => title.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeCloseTo(Math.max(full * 0.73, Math.min(full, 24)), 0);
});

test('[SHOP-060] on a 400 px screen the slider excerpt keeps its first 10 words', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await gotoReady(page, '/shop/');
  await expect(page.locator('.slide-excerpt p')).toHaveText('Every hoodie is knitted from organic cotton in a small');
});

test('[SHOP-040] [SHOP-041] [SHOP-059] the archive: ordering lists show the current choice, columns from the variables, add-to-cart buttons add', async ({ page }) => {
  await gotoReady(page, '/shop/?product_orderby=price&product_count=24&product_order=asc');
  await expect(page.locator('.catalog-ordering .orderby .current-li a')).toHaveText('Sort by Price');
  await expect(page.locator('.catalog-ordering .sort-count .current-li a')).toHaveText('Show 24 Products');
  await expect(page.locator('.subcategory-products')).toHaveClass(/products-4/);
  await expect(page.locator('ul.products .add_to_cart_button')).toHaveCount(5);
  // The runtime's add to cart (WooCommerce's add-to-cart script replaced) adds by ?wc-ajax=add_to_cart and offers the cart.
  await page.locator('a.add_to_cart_button[data-product_id="103"]').click();
  await expect(page.locator('a.add_to_cart_button[data-product_id="103"] + a.added_to_cart')).toHaveText('View cart');
  await expect(page.locator('.widget_shopping_cart_live_region')).toHaveText('“Cap” has been added to your cart');
  await expect(page.locator('.fusion-dynamic-cart-count-wrapper')).toHaveText('1 item');
  expect(await cartLines(page)).toEqual({ 103: 1 });
  await axeClean(page);
});

test('[SHOP-041] the product page: related and up-sell headings at the level of the variables, their lists with add-to-cart buttons', async ({ page }) => {
  await gotoReady(page, '/shop/product.html?product=hoodie');
  await expect(page.locator('.related.products > h3')).toHaveText('Related products');
  await expect(page.locator('.upsells.products > h3')).toHaveText('You may also like…');
  await expect(page.locator('.related.products .add_to_cart_button').first()).toBeVisible();
  await axeClean(page);
});

test('[SHOP-027] my account lists the orders placed, with the actions column titled from the variables', async ({ page }) => {
  await fillCart(page, [[101, 1], [103, 2]]);
  await gotoReady(page, '/shop/checkout.html');
  await fillBilling(page, { first: 'Ann', last: 'Lee', address: '1 Main St', city: 'Springfield', postcode: '90210', phone: '+1 555 0100', email: 'ann@example.com' });
  // The theme's checkout steps: billing, shipping, then the review with the terms.
  await page.locator('.col-1 .continue-checkout').click();
  await page.locator('.col-2 .continue-checkout').click();
  await page.check('#terms');
  await page.locator('#place_order').click();
  await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
  await gotoReady(page, '/shop/my-account.html');
  await expect(page.locator('tr.woocommerce-orders-table__row')).toHaveCount(1);
  await expect(page.locator('th.woocommerce-orders-table__header-order-actions')).toHaveText('Details');
  await expect(page.locator('.woocommerce-orders-table__cell-order-total')).toContainText('for 3 items');
  await axeClean(page);
});

test('[SHOP-040] the cart page: the shipping calculator stays reachable and axe finds nothing; the checkout page too', async ({ page }) => {
  await fillCart(page, [[101, 1]]);
  await gotoReady(page, '/shop/cart.html');
  await expect(page.locator('form.woocommerce-shipping-calculator')).toHaveCount(1);
  await expect(page.locator('#calc_shipping_state_field')).not.toHaveAttribute('hidden', '');
  await axeClean(page);
  await gotoReady(page, '/shop/checkout.html');
  await axeClean(page);
});
