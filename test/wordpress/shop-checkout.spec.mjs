/**
 * A whole purchase on the real WooCommerce 10, from a campaign link to the
 * order in the database: a visit with utm parameters, Beanie added from the
 * archive, save10 on the cart, then the classic checkout ([woocommerce_checkout]):
 * its errors without a reload, the order placed with cash on delivery (free
 * shipping), the order-received page, and the order read back with its items,
 * coupon and order-attribution meta. Then the same purchase through the block
 * checkout, and an order waiting for payment paid on WooCommerce's order-pay page.
 */
import { expect, openSitePage, pages, skipWithout, test } from './lane.mjs';
import { fillCart, markPage, scrollSettled, SHOPPER, storedOrder } from './shop-kit.mjs';
/** @import { Page } from '@playwright/test' */

const CAMPAIGN = { utm_source: 'lane', utm_medium: 'email', utm_campaign: 'spring' };

/**
 * The shopper's way to the checkout: lands on the shop from the campaign link, adds Beanie from the
 * archive, and applies save10 on the classic cart.
 * @param {Page} page
 * @param {'runtime' | 'original'} mode
 */
async function shopFromCampaign(page, mode) {
  await openSitePage(page, `${pages.shop}?${new URLSearchParams(CAMPAIGN)}`, mode);
  const addBeanie = page.getByRole('link', { name: 'Add to cart: “Beanie”' });
  await addBeanie.click();
  await expect(addBeanie).toHaveClass(/\badded\b/);
  await openSitePage(page, pages.classicCart, mode);
  await page.getByPlaceholder('Coupon code').fill('save10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText('Coupon code applied successfully.');
  await expect(page.locator('.cart_totals tr.order-total td')).toHaveText('£16.20');
}

/** An address no earlier run used, so the order found is this run's. */
const uniqueEmail = () => `ada.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * The order this journey placed, read back from the database.
 * @param {number} id
 * @param {string} email
 */
function expectStoredOrder(id, email) {
  const { order, items, meta } = storedOrder(id);
  expect(order).toEqual({ status: 'wc-processing', total: '16.20', paymentMethod: 'cod', billingEmail: email });
  expect(items).toEqual([
    { type: 'line_item', name: 'Beanie', qty: '1' },
    { type: 'shipping', name: 'Free shipping' },
    { type: 'coupon', name: 'save10' },
  ]);
  expect(meta).toMatchObject({
    _wc_order_attribution_source_type: 'utm',
    _wc_order_attribution_utm_source: 'lane',
    _wc_order_attribution_utm_medium: 'email',
    _wc_order_attribution_utm_campaign: 'spring',
    _wc_order_attribution_session_entry: `${pages.shop}?${new URLSearchParams(CAMPAIGN)}`,
  });
}

test.describe('WooCommerce shop: checkout', () => {
  // Five pages and a dozen requests to a PHP server shared by the journey's every step.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(() => skipWithout('woocommerce'));

  test('the classic checkout: errors without a reload, then an order with cash on delivery, stored with its coupon and campaign', async ({ page, mode }) => {
    await shopFromCampaign(page, mode);
    const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await openSitePage(page, pages.classicCheckout, mode);
    const samePage = await markPage(page);
    const review = page.locator('.woocommerce-checkout-review-order-table');
    await expect(review.locator('tr.cart-discount')).toContainText('save10');
    await expect(review.locator('tr.order-total td')).toHaveText('£16.20');
    await refreshed;
    if (mode === 'runtime') {
      // The refresh at load repeats the blocks as printed (its <noscript> and referer aside): the runtime
      // leaves them in place, the referer still the checkout's own address; WooCommerce's script replaces them.
      await expect(page.locator('#payment')).not.toHaveAttribute('aria-busy');
      await expect(page.locator('#payment input[name="_wp_http_referer"]')).toHaveValue(new URL(pages.classicCheckout).pathname);
    }

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Place order' }).click();
    // WooCommerce's list at the top of the form, in an alert, focused, each error a link to its field;
    // under load the server takes its time.
    const errors = page.locator('form.checkout > .woocommerce-NoticeGroup-checkout:first-child').getByRole('alert');
    const missing = {
      billing_first_name: 'Billing First name is a required field.',
      billing_last_name: 'Billing Last name is a required field.',
      billing_address_1: 'Billing Street address is a required field.',
      billing_city: 'Billing Town / City is a required field.',
      billing_postcode: 'Billing Postcode is a required field.',
      billing_email: 'Billing Email address is not a valid email address.',
    };
    await expect(errors.getByRole('listitem')).toHaveText(Object.values(missing), { timeout: 30_000 });
    for (const [id, text] of Object.entries(missing)) await expect(errors.getByRole('link', { name: text })).toHaveAttribute('href', `#${id}`);
    await expect(errors.getByRole('list')).toBeFocused();
    const emailRow = page.locator('#billing_email_field');
    await expect(emailRow).toHaveClass(/\bwoocommerce-invalid\b/);
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Billing Email address is not a valid email address.');
    await expect(page.locator('#billing_first_name_field')).toHaveClass(/\bwoocommerce-invalid-required-field\b/);
    expect(await samePage.stillSamePage()).toBe(true);
    expect(page.url()).toBe(pages.classicCheckout);

    const email = uniqueEmail();
    for (const [key, value] of Object.entries(SHOPPER)) await page.locator(`#billing_${key}`).fill(value);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-received\/\d+\//);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const id = Number(/\/order-received\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.locator('.woocommerce-order-overview__order')).toContainText(String(id));
    await expect(page.locator('.woocommerce-order-overview__total')).toContainText('£16.20');
    await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Cash on delivery');

    expectStoredOrder(id, email);
  });

  test('the classic checkout\'s coupon: "Click here" opens the form, an unknown code is refused under its field, save10 applies to the review, its remove link takes it off; no reload', async ({ page, mode }) => {
    await fillCart(page, [[pages.productIds.simple, 1]]);
    const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await openSitePage(page, pages.classicCheckout, mode);
    await refreshed;
    const samePage = await markPage(page);
    const total = page.locator('.woocommerce-checkout-review-order-table tr.order-total td');
    await expect(total).toHaveText('£18.00');

    const toggle = page.getByRole('button', { name: 'Enter your coupon code' });
    const field = page.getByPlaceholder('Coupon code');
    await toggle.click();
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await field.fill('nosuch');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Coupon "nosuch" cannot be applied because it does not exist.' });
    await expect(refused).toHaveId('coupon-error-notice');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Coupon "nosuch" cannot be applied because it does not exist.');
    await expect(field).toBeFocused();
    await field.fill('save10');
    await expect(refused).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon code applied successfully.');
    await expect(field).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const discount = page.locator('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-save10');
    await expect(discount).toContainText('save10');
    await expect(total).toHaveText('£16.20');

    await scrollSettled(page);
    await discount.getByRole('button', { name: 'Remove save10 coupon' }).click();
    await expect(page.locator('.woocommerce-message')).toHaveText('Coupon has been removed.');
    await expect(discount).toHaveCount(0);
    await expect(total).toHaveText('£18.00');
    expect(await samePage.stillSamePage()).toBe(true);
    expect(page.url()).toBe(pages.classicCheckout);
  });

  test('the order-pay page: the chosen method\'s box shows, another method can be chosen, the order is paid by cheque and stored so', async ({ page, mode }) => {
    await openSitePage(page, pages.newOrderToPay, mode);
    // A guest's order: WooCommerce first asks for the address it was made for.
    const verify = page.getByRole('button', { name: 'Verify' });
    if (await verify.isVisible()) {
      await page.getByLabel('Email address').fill('pay.later@example.com');
      await verify.click();
    }
    const pay = page.getByRole('button', { name: 'Pay for order' });
    await expect(pay).toBeVisible();
    const box = (/** @type {string} */ method) => page.locator(`#order_review div.payment_box.payment_method_${method}`);
    await expect(box('cod')).toBeVisible();
    await expect(box('cheque')).toBeHidden();
    // The theme draws its own marks for the radios: the shopper clicks the method's label.
    await page.locator('#order_review label[for="payment_method_cheque"]').click();
    await expect(page.locator('#payment_method_cheque')).toBeChecked();
    await expect(box('cheque')).toBeVisible();
    await expect(box('cheque')).toContainText('Please send a check');
    await expect(box('cod')).toBeHidden();

    await pay.click();
    await page.waitForURL(/\/order-received\/\d+\//);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    const id = Number(/\/order-received\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.locator('.woocommerce-order-overview__payment-method')).toContainText('Check payments');
    const { order, items } = storedOrder(id);
    expect(order).toEqual({ status: 'wc-on-hold', total: '18.00', paymentMethod: 'cheque', billingEmail: 'pay.later@example.com' });
    expect(items).toEqual([{ type: 'line_item', name: 'Beanie', qty: '1' }]);
  });

  test('the block checkout: the same purchase through the Store API', async ({ page, mode }) => {
    await shopFromCampaign(page, mode);
    await openSitePage(page, pages.blockCheckout, mode);
    const checkout = page.locator('.wp-block-woocommerce-checkout');
    await expect(checkout).not.toHaveClass(/\bis-loading\b/);
    await expect(page.locator('.wc-block-components-totals-footer-item')).toContainText('£16.20');

    const email = uniqueEmail();
    await page.getByLabel('Email address').fill(email);
    const billing = page.locator('#shipping, #billing').first();
    await billing.getByLabel('First name').fill(SHOPPER.first_name);
    await billing.getByLabel('Last name').fill(SHOPPER.last_name);
    await billing.getByLabel('Address', { exact: true }).fill(SHOPPER.address_1);
    await billing.getByLabel('City').fill(SHOPPER.city);
    // The block saves the address as it is typed (Store API batch, debounced); the shopper clicks once it
    // is saved, as the button may re-render (and drop a click) while that request runs.
    const saved = page.waitForResponse((response) => /\/wc\/store\/v1\/batch/.test(response.url()) && (response.request().postData() ?? '').includes(SHOPPER.postcode));
    await billing.getByLabel('Postcode').fill(SHOPPER.postcode);
    await billing.getByLabel('Postcode').blur();
    await saved;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-received\/\d+\//);
    const id = Number(/\/order-received\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();

    expectStoredOrder(id, email);
  });
});
