// A shopper buys the variable product from the jQuery-free product pages (fixtures/pages/shop-nojq/product-*.html)
// on the reference server: attributes chosen, the variation's image in the gallery, added to the cart by the
// product form's own post (WooCommerce without Avada: the theme layer stays off), the cart page showing it; the
// same with the variations asked from get_variation.
import { createRequire } from 'node:module';
import { axeViolations, expect, gotoReady, setSwitch, test } from '../../../../test/browser/support.mjs';
import { cartLines, resetShopSwitches } from '../../../../test/browser/shop.mjs';

// Task lengths are judged by the bench (npm run bench), not here: a wall-time long-task check failed
// whenever the machine was busy.

/** @typedef {import('@playwright/test').Page} Page */

const require = createRequire(import.meta.url);

test.beforeEach(async ({ page }) => {
  await resetShopSwitches(page.request);
});
test.afterEach(async ({ page }) => resetShopSwitches(page.request));

const mainImage = (/** @type {Page} */ page) => page.locator('.woocommerce-product-gallery .wp-post-image');
const button = (/** @type {Page} */ page) => page.locator('form.variations_form .single_add_to_cart_button');

/** Chooses a colour and a logo, checks the image and the price, adds to the cart and reads the cart page. @param {Page} page */
async function buyBlueWithLogo(page) {
  await expect(button(page)).toHaveClass(/wc-variation-selection-needed/);
  await expect(page.locator('.reset_variations')).toHaveCSS('visibility', 'hidden');
  await page.locator('#pa_color').selectOption('blue');
  await expect(page.locator('.reset_variations')).toHaveCSS('visibility', 'visible');
  await page.locator('#logo').selectOption('Yes');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-blue-logo.svg');
  await expect(mainImage(page)).toHaveAttribute('data-o_src', '/fixtures-assets/shop/hoodie.svg');
  await expect(page.locator('.woocommerce-product-gallery__image').first()).toBeVisible();
  await expect(page.locator('.flex-control-thumbs li:first-child img')).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-blue-logo.svg');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toContainText('$45.00');
  await expect(page.locator('.product_meta .sku')).toHaveText('woo-hoodie-blue-logo');
  await expect(page.locator('input.variation_id')).toHaveValue('111');
  await expect(button(page)).not.toHaveClass(/disabled/);

  const violations = await axeViolations(page, '.product');
  expect(violations).toEqual([]);

  // No Avada here, so no theme layer: the browser posts the product form, WooCommerce's form handler adds
  // the item and the page comes back with WooCommerce's notice and its "View cart" link.
  await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/shop-nojq/product-')), button(page).click()]);
  await expect(page.locator('.woocommerce-message')).toContainText(/has been added to your cart/);
  await expect.poll(() => cartLines(page)).toEqual({ 111: 1 });
  await page.locator('.woocommerce-message a.wc-forward').click();
  await page.waitForURL(/\/shop-nojq\/cart\.html/);
  await expect(page.locator('.woocommerce-cart-form')).toContainText(/Hoodie - blue, Yes/i);
}

test('buys the variable product from its page without jQuery: choice, image, add to cart, cart page', async ({ page }) => {
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await gotoReady(page, '/shop-nojq/product-hoodie.html');
  expect(await page.evaluate(() => typeof window.jQuery)).toBe('undefined');
  await buyBlueWithLogo(page);
  expect(errors).toEqual([]);
});

test('the sanitizer is not fetched with the page: the first touch on the form asks for it, and the price shows', async ({ page }) => {
  /** @type {string[]} */
  const sanitizer = [];
  page.on('request', (request) => /\/dist\/chunks\/server-html-\w+\.js$/.test(new URL(request.url()).pathname) && sanitizer.push(request.url()));
  await page.addInitScript(() => document.addEventListener('wc_variation_form', () => ((/** @type {any} */ (window)).variationFormStarted = true)));
  // Without cart fragments' params: their refresh at load is a server answer of HTML, which brings the sanitizer itself.
  await page.route(/\/shop-nojq\/product-hoodie\.html$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script id="wc-cart-fragments-js-extra">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
  await gotoReady(page, '/shop-nojq/product-hoodie.html');
  // The form's first check (100 ms after mount, as WooCommerce's) has run and found nothing to show.
  await page.waitForFunction(() => (/** @type {any} */ (window)).variationFormStarted === true);
  expect(sanitizer).toEqual([]);
  await page.locator('#pa_color').focus();
  await expect.poll(() => sanitizer.length).toBe(1);
  await page.locator('#pa_color').selectOption('blue');
  await page.locator('#logo').selectOption('No');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toHaveText('$42.00');
});

test('asks get_variation when the form carries no variations: an unavailable variation, no match, then a purchase', async ({ page }) => {
  const asked = [];
  page.on('request', (request) => request.url().includes('wc-ajax=get_variation') && asked.push(request.postData()));
  await gotoReady(page, '/shop-nojq/product-hoodie-ajax.html');
  await expect(page.locator('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
  // Red without the logo is out of stock: shown, but the button says it is unavailable.
  await page.locator('#pa_color').selectOption('red');
  await page.locator('#logo').selectOption('No');
  await expect(page.locator('.single_variation')).toContainText('Out of stock');
  await expect(button(page)).toHaveClass(/wc-variation-is-unavailable/);
  // Red with the logo matches nothing: WooCommerce's notice.
  await page.locator('#logo').selectOption('Yes');
  await expect(page.locator('.wc-no-matching-variations')).toHaveText(/no products matched/);
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  await page.locator('.reset_variations').click();
  await buyBlueWithLogo(page);
  expect(asked.every((body) => body?.includes('product_id=110'))).toBe(true);
  expect(asked.length).toBeGreaterThanOrEqual(3);
});

test('with a slow server, a newer choice aborts the get_variation in flight and only its variation shows', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/product-hoodie-ajax.html');
  await setSwitch(page.request, 'shop_delay_ms', '1500');
  const failed = [];
  page.on('requestfailed', (request) => request.url().includes('wc-ajax=get_variation') && failed.push(request.postData()));
  await page.locator('#pa_color').selectOption('blue');
  await page.locator('#logo').selectOption('Yes');
  await expect(page.locator('form.variations_form')).toHaveAttribute('aria-busy', 'true');
  await page.locator('#pa_color').selectOption('green');
  await expect(page.locator('input.variation_id')).toHaveValue('113', { timeout: 5000 });
  expect(failed).toEqual([expect.stringContaining('attribute_pa_color=blue')]);
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-green.svg');
  await page.waitForTimeout(1600);
  await expect(page.locator('input.variation_id')).toHaveValue('113');
});

test("with jQuery loaded later, a theme's listener on the form hears found_variation and show_variation with WooCommerce's arguments", async ({ page }) => {
  await gotoReady(page, '/shop-nojq/product-hoodie.html');
  await page.addScriptTag({ path: require.resolve('jquery/dist/jquery.min.js') });
  const heard = () => page.evaluate(() => /** @type {unknown[][]} */ (/** @type {any} */ (window).heard));
  await page.evaluate(() => {
    const heard = (/** @type {any} */ (window).heard = /** @type {unknown[][]} */ ([]));
    const $ = /** @type {any} */ (window).jQuery;
    $('form.variations_form').on('found_variation show_variation', (/** @type {{ type: string }} */ event, /** @type {any} */ variation, /** @type {unknown} */ purchasable) =>
      heard.push([event.type, variation.variation_id, purchasable]),
    );
    // A theme's script that sets the selects and asks the form to check them.
    $('#pa_color').val('green');
    $('#logo').val('Yes');
    $('form.variations_form').trigger('check_variations');
  });
  // The form's own found_variation handler (bound first, as WooCommerce's is) fires show_variation inside it.
  // The theme's gallery may announce the chosen variation once more when it starts: the same pair again.
  await expect.poll(async () => (await heard()).slice(0, 2)).toEqual([['show_variation', 113, true], ['found_variation', 113, undefined]]);
  expect((await heard()).every(([, id]) => id === 113)).toBe(true);
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-green.svg');
});

test('a variation address selects the variation and shows its image in the main slide', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/product-hoodie.html?attribute_pa_color=green');
  await page.locator('#logo').selectOption('No');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-green.svg');
  await gotoReady(page, '/shop-nojq/product-hoodie.html?attribute_pa_color=blue&attribute_logo=No');
  await expect(page.locator('#pa_color')).toHaveValue('blue');
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-blue.svg');
  await expect(mainImage(page)).toBeVisible();
  await expect(page.locator('.flex-control-thumbs li:first-child button')).toHaveAttribute('aria-current', 'true');
  await page.locator('.reset_variations').click();
  await expect(mainImage(page)).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  await expect(page.locator('.reset_variations_alert')).toContainText('Your selection has been reset');
  await expect(page.locator('#pa_color')).toBeFocused();
});

test('the gallery: thumbnails by keyboard, the full-screen view from the trigger, Escape gives focus back', async ({ page }) => {
  await gotoReady(page, '/shop-nojq/product-hoodie.html');
  const thumbs = page.locator('.flex-control-thumbs button');
  await expect(thumbs).toHaveCount(2);
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.woocommerce-product-gallery__image').nth(1)).toBeVisible();
  await expect(page.locator('.woocommerce-product-gallery__image').first()).toBeHidden();

  const trigger = page.locator('.woocommerce-product-gallery__trigger');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('.basicLightbox [role="dialog"]');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-back.svg');
  const violations = await axeViolations(page, '.basicLightbox');
  expect(violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
