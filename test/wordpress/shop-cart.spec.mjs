/**
 * The classic cart page ([woocommerce_cart]) on the real WooCommerce 10: a
 * quantity changed, the coupon save10 (10% off) applied and removed, each
 * without a reload, with the totals WooCommerce computes; an unknown code
 * refused under the coupon field, as WooCommerce 9.4 and later show it.
 */
import { expect, openSitePage, pages, skipWithout, test } from './lane.mjs';
import { fillCart, markPage, miniCartText, scrollSettled } from './shop-kit.mjs';

test.describe('WooCommerce shop: the classic cart', () => {
  test.beforeEach(() => skipWithout('woocommerce'));

  test('a quantity updated, save10 applied and removed, without a reload; the totals follow', async ({ page, mode }) => {
    await fillCart(page, [[pages.productIds.simple, 1]]);
    await openSitePage(page, pages.classicCart, mode);
    const samePage = await markPage(page);
    const line = page.locator('tr.cart_item', { hasText: 'Beanie' });
    const notices = page.locator('.woocommerce-notices-wrapper');
    const subtotal = page.locator('.cart_totals tr.cart-subtotal td');
    const total = page.locator('.cart_totals tr.order-total td');
    await expect(total).toHaveText('£18.00');

    const updateCart = page.getByRole('button', { name: 'Update cart' });
    await expect(updateCart).toBeDisabled();
    await line.getByRole('spinbutton').fill('3');
    await expect(updateCart).toBeEnabled();
    await updateCart.click();
    await expect(notices.locator('.woocommerce-message')).toHaveText('Cart updated.');
    await expect(line.locator('td.product-subtotal')).toHaveText('£54.00');
    await expect(subtotal).toHaveText('£54.00');
    await expect(total).toHaveText('£54.00');
    await expect(line.getByRole('spinbutton')).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Update cart' })).toBeDisabled();

    await scrollSettled(page);
    await page.getByPlaceholder('Coupon code').fill('save10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(notices.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.');
    const discount = page.locator('.cart_totals tr.cart-discount.coupon-save10');
    await expect(discount.locator('th')).toHaveText('Coupon: save10');
    await expect(discount.locator('td')).toHaveText('-£5.40 [Remove]');
    await expect(total).toHaveText('£48.60');
    await expect(page.getByPlaceholder('Coupon code')).toHaveValue('');

    // As a shopper waits for the spinner and for the page to stop scrolling to the notice, and clicks
    // again when a click did nothing: one of WooCommerce's own runs (the identity run) once took a click
    // that sent no request and left the page as it was (its totals replaced under the pointer).
    await expect(page.locator('.blockUI')).toHaveCount(0);
    await scrollSettled(page);
    await expect(async () => {
      const removing = page.waitForRequest((request) => request.url().includes('wc-ajax=remove_coupon'), { timeout: 3000 });
      await discount.getByRole('button', { name: 'Remove save10 coupon' }).click();
      await removing;
    }).toPass({ timeout: 20_000 });
    await expect(notices.locator('.woocommerce-message')).toHaveText('Coupon has been removed.');
    await expect(discount).toHaveCount(0);
    await expect(total).toHaveText('£54.00');

    expect(await samePage.stillSamePage()).toBe(true);
    expect(page.url()).toBe(pages.classicCart);
    expect(await miniCartText(page)).toMatch(/Beanie 3 × £18\.00 Subtotal: £54\.00/);
  });

  test('an unknown code is refused under the coupon field: announced, the field focused and invalid, the code kept; typing clears it', async ({ page, mode }) => {
    await fillCart(page, [[pages.productIds.simple, 1]]);
    await openSitePage(page, pages.classicCart, mode);
    const samePage = await markPage(page);
    const field = page.getByPlaceholder('Coupon code');
    await field.fill('nosuch');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    const refused = page.locator('.coupon').getByRole('alert');
    await expect(refused).toHaveText('Coupon "nosuch" cannot be applied because it does not exist.');
    await expect(refused).toHaveId('coupon-error-notice');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Coupon "nosuch" cannot be applied because it does not exist.');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('nosuch');
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveCount(0);
    await field.fill('save');
    await expect(refused).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid');
    expect(await samePage.stillSamePage()).toBe(true);
  });
});
