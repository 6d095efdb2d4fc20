// A shopper in chromium against the reference server: the variable product (swatches, gallery, tabs,
// the theme's ajax add to cart) with a double of WooCommerce's variation script, then the checkout steps.
import { createRequire } from 'node:module';
import { axeViolations, expect, gotoReady, readRows, test } from '../../../test/browser/support.mjs';
import { cartLines, fillBilling, fillCart } from '../../../test/browser/shop.mjs';
import { bindVariationsDouble } from './wc-variations-double.mjs';

const JQUERY = createRequire(import.meta.url).resolve('jquery');
const PRODUCT = '/shop/product.html?product=hoodie';

async function axeClean(page) {
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
}

/** The product page with jQuery and WooCommerce's variation script (a double) as a real page has them. */
async function openProduct(page) {
  await gotoReady(page, PRODUCT);
  await page.addScriptTag({ path: JQUERY });
  await page.addScriptTag({ content: `(${bindVariationsDouble.toString()})(window.jQuery, document);` });
  await page.evaluate(() => {
    const added = (window.__added = /** @type {{ keys: string[]; cartHash: string; button: string }[]} */ ([]));
    window.jQuery?.(document.body).on('added_to_cart', (_event, fragments, cartHash, $button) =>
      added.push({ keys: Object.keys(fragments), cartHash, button: $button.jquery && $button[0].className }),
    );
  });
}

const mainImage = (page) => page.locator('.woocommerce-product-gallery .wp-post-image');

test('[SHOP-031] [SHOP-032] [SHOP-036] [SHOP-035] swatches choose and clear, the gallery follows the variation, keyboard too', async ({ page }) => {
  await openProduct(page);
  const blue = page.locator('.avada-color-select[data-value="blue"]');
  await blue.click();
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#pa_color')).toHaveValue('blue');
  // The logo swatch by keyboard: Tab to it, Space chooses.
  await page.locator('.avada-button-select[data-value="No"]').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#logo')).toHaveValue('No');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-blue.svg');
  await expect(mainImage(page)).toHaveAttribute('alt', 'Blue hoodie');
  // The checked swatch again: the choice is cleared and the original image is back.
  await blue.click();
  await expect(blue).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#pa_color')).toHaveValue('');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  // Red without the logo has no image of its own: the original stays.
  await page.locator('.avada-color-select[data-value="red"]').click();
  await expect(page.locator('input.variation_id')).toHaveValue('114');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  await axeClean(page);
});

test('[SHOP-028] [SHOP-029] the gallery\'s thumbnails show their image; the tabs work by mouse and keyboard; axe is clean', async ({ page }) => {
  await openProduct(page);
  const thumbs = page.locator('.flex-control-thumbs button');
  await expect(thumbs).toHaveCount(2);
  await thumbs.nth(1).click();
  await expect(page.locator('.woocommerce-product-gallery__image').nth(1)).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery__image').nth(0)).toBeHidden();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Additional information' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#tab-additional_information')).toBeVisible();
  await expect(page.locator('#tab-reviews')).toBeHidden();
  await axeClean(page);
});

test('[SHOP-043] [SHOP-044] [SHOP-046] the theme adds the variation by ajax: form action with the fragments flag, no product_id, added_to_cart; the cart in SQLite has it', async ({ page }) => {
  await openProduct(page);
  await page.locator('.avada-color-select[data-value="blue"]').click();
  await page.locator('.avada-button-select[data-value="Yes"]').click();
  await page.locator('input.qty').fill('2');
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('wc-ajax=get_refreshed_fragments'));
  await page.locator('.single_add_to_cart_button').click();
  const request = await posted;
  expect(new URL(request.url()).pathname).toBe('/shop/product.html');
  expect(new URL(request.url()).searchParams.get('product')).toBe('hoodie');
  const fields = new URLSearchParams(request.postData() ?? '');
  expect(fields.has('product_id')).toBe(false);
  expect(Object.fromEntries(fields)).toMatchObject({ 'add-to-cart': '110', variation_id: '111', quantity: '2', attribute_pa_color: 'blue', attribute_logo: 'Yes' });
  await expect(page.locator('.single_add_to_cart_button')).toHaveClass(/\badded\b/);
  const added = (await page.evaluate(() => window.__added)) ?? [];
  expect(added).toHaveLength(1);
  expect(added[0]?.keys).toContain('div.widget_shopping_cart_content');
  expect(added[0]?.cartHash).toMatch(/^[0-9a-f]{32}$/);
  expect(added[0]?.button).toContain('single_add_to_cart_button');
  expect(await cartLines(page)).toEqual({ 111: 2 });
  // The header's count follows the fragments of the answer (theme-shop/cart-count hears added_to_cart).
  await expect(page.locator('.fusion-dynamic-cart-count').first()).toHaveText('2');
  // The page stayed: no reload, no navigation.
  expect(page.url()).toMatch(/\/shop\/product\.html\?product=hoodie$/);
});

test('[SHOP-045] an answer with error and product_url sends the shopper to the product page', async ({ page }) => {
  await openProduct(page);
  // Red without the logo is out of stock: WooCommerce's form handler refuses it.
  await page.locator('.avada-color-select[data-value="red"]').click();
  await page.locator('.avada-button-select[data-value="No"]').click();
  const navigated = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });
  await page.locator('.single_add_to_cart_button').click();
  await navigated;
  await page.waitForLoadState();
  expect(new URL(page.url()).pathname).toBe('/shop/product.html');
  expect(new URL(page.url()).searchParams.get('product')).toBe('hoodie');
  expect(await cartLines(page)).toEqual({});
});

test('[SHOP-016] [SHOP-017] [SHOP-018] [SHOP-020] [SHOP-021] [SHOP-022] checkout steps: a refused step keeps its panel and scrolls to the banner; filled in, the steps lead to the order', async ({ page }) => {
  await fillCart(page, [[101, 1]]);
  await page.setViewportSize({ width: 1000, height: 500 });
  await gotoReady(page, '/shop/checkout.html');
  const billing = page.locator('form.checkout .col-1');
  const shipping = page.locator('form.checkout .col-2');
  const review = page.locator('#order_review');
  await expect(billing).toBeVisible();
  await expect(shipping).toBeHidden();
  await expect(review).toBeHidden();
  await expect(page.locator('.woocommerce-checkout-nav a[data-name="col-1"]')).toHaveAttribute('aria-current', 'step');

  await page.locator('.col-1 .continue-checkout').scrollIntoViewIfNeeded();
  const scrolledFrom = await page.evaluate(() => window.scrollY);
  await page.locator('.col-1 .continue-checkout').click();
  const banner = page.locator('form.checkout > ul.woocommerce-error');
  await expect(banner).toHaveText('Not all fields have been filled in correctly.');
  await expect(banner).toBeFocused();
  await expect(billing).toBeVisible();
  await expect(shipping).toBeHidden();
  await expect(page.locator('#billing_first_name_field')).toHaveClass(/woocommerce-invalid-required-field/);
  // Scrolled up to the banner (it sits at the top of the form).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledFrom);
  await expect.poll(() => banner.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(0);
  await page.locator('.col-1 .continue-checkout').click();
  await expect(page.locator('.avada-checkout-error')).toHaveCount(1);
  await axeClean(page);

  await fillBilling(page, { first: 'Ada', last: 'Lovelace', address: '12 Analytical Way', city: 'San Francisco', postcode: '94103', phone: '+1 415 555 0100', email: 'ada@example.test' });
  await page.locator('.col-1 .continue-checkout').click();
  await expect(shipping).toBeVisible();
  await expect(billing).toBeHidden();
  await expect(page.locator('.avada-checkout-error')).toHaveCount(0);
  await expect(page.locator('.woocommerce-checkout-nav li.is-active a')).toHaveAttribute('data-name', 'col-2');
  await expect(shipping).toBeFocused();
  await page.locator('.col-2 .continue-checkout').click();
  await expect(review).toBeVisible();
  await expect(page.locator('#order_review_heading')).toBeVisible();
  await expect(page.locator('.woocommerce-checkout-nav a[data-name="order_review"]')).toHaveAttribute('aria-current', 'step');
  await axeClean(page);

  // Back to billing by the nav, and forward again: the filled step is valid.
  await page.locator('.woocommerce-checkout-nav a[data-name="col-1"]').click();
  await expect(billing).toBeVisible();
  await page.locator('.woocommerce-checkout-nav a[data-name="order_review"]').click();
  await expect(review).toBeVisible();
  // Without WooCommerce's checkout script the form posts itself: the order is placed.
  await page.check('#terms');
  await page.locator('#place_order').click();
  await page.waitForURL(/order-received/);
  const orders = await readRows(page.request, 'shop_orders');
  expect(orders.at(-1)).toMatchObject({ billing: { email: 'ada@example.test', first_name: 'Ada' }, items: [{ product_id: 101, quantity: 1 }] });
});

test('[SHOP-025] [SHOP-026] WooCommerce\'s checkout_error scrolls to the checkout notice group over 500 ms, 10 px below the top', async ({ page }) => {
  await fillCart(page, [[101, 1]]);
  await page.setViewportSize({ width: 1000, height: 500 });
  await gotoReady(page, '/shop/checkout.html');
  await page.addScriptTag({ path: JQUERY });
  // What WooCommerce's checkout script does on a refused order: the notice group first in the form, then the event.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const startY = await page.evaluate(() => window.scrollY);
  expect(startY).toBeGreaterThan(100);
  await page.evaluate(() => {
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    group.innerHTML = '<ul class="woocommerce-error" role="alert"><li data-id="billing_email">Billing Email address is a required field.</li></ul>';
    document.querySelector('form.checkout')?.prepend(group);
    const scrolls = (window.__scrolls = /** @type {[number, number][]} */ ([]));
    const start = performance.now();
    window.addEventListener('scroll', () => scrolls.push([performance.now() - start, window.scrollY]), { passive: true });
    window.jQuery?.(document.body).trigger('checkout_error', [group.innerHTML]);
  });
  await expect.poll(() => page.locator('.woocommerce-NoticeGroup-checkout').evaluate((group) => Math.round(group.getBoundingClientRect().top))).toBe(10);
  const positions = (await page.evaluate(() => window.__scrolls)) ?? [];
  // Animated (several steps, moving up), not a jump. Its 500 ms are proven on the test clock
  // (checkout-steps.dom.test.ts): wall time here only says the animation was not cut short, since a busy
  // machine stretches it.
  expect(positions.length).toBeGreaterThan(3);
  expect(positions.every(([, y], i) => i === 0 || y <= (positions[i - 1]?.[1] ?? y))).toBe(true);
  const [doneAt = 0] = positions.at(-1) ?? [];
  expect(doneAt).toBeGreaterThan(400);
});
