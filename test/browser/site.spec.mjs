// The demo site (fixtures/site/, served at / by fixtures/server/routes/site.mjs) and its "how it works" drawer.
import { SITE_PAGES } from '../../fixtures/server/routes/site.mjs';
import { fillBilling, fillCart } from './shop.mjs';
import { axeViolations, expect, getSwitch, gotoReady, setSwitch, test } from './support.mjs';
/** @import { Page } from '@playwright/test' */

const PHONE = { width: 390, height: 844 };

/** The drawer's shadow root: Playwright's locators pierce it. @param {Page} page */
const drawer = (page) => page.locator('#demo-drawer');

/** Which element has the focus, seen through the drawer's shadow root. @param {Page} page */
const focused = (page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const inner = active?.shadowRoot?.activeElement;
    return inner ? `drawer:${inner.id || inner.textContent?.trim()}` : (active?.textContent?.trim() ?? '');
  });

test('every site page loads without console errors, is axe-clean and has no horizontal scroll at 390 px', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  // A shopper with something in the cart, so the cart and checkout show their forms.
  const added = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '101', quantity: '1' } });
  expect(added.ok()).toBe(true);
  for (const address of Object.keys(SITE_PAGES)) {
    await test.step(address, async () => {
      const response = await gotoReady(page, address);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toHaveCount(1);
      await expect(drawer(page).getByRole('button', { name: 'How it works' })).toHaveAttribute('aria-expanded', 'false');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `${address} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test('on the home page the plugins work together: the offer popup, the header search, add to cart into the menu cart', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: 'See this week’s offer' }).click();
  const popup = page.locator('#awb-oc-201');
  await expect(popup).toHaveClass(/awb-show/);
  await expect(popup.getByRole('heading', { name: '10% off your first order' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).not.toHaveClass(/awb-show/);

  const search = page.locator('.site-search input[type="search"]');
  await search.pressSequentially('wool', { delay: 50 });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.site-search .fusion-search-result').first()).toBeVisible();
  await search.press('Escape');

  const count = page.locator('.fusion-main-menu .fusion-widget-cart-number');
  const before = Number(await count.textContent());
  await page.locator('#featured ~ ul.products a.ajax_add_to_cart').first().click();
  await expect(count).toHaveText(String(before + 1));
});

test('a purchase in the site\'s shop ends on the site\'s own order-received page, and the account lists the order', async ({ page }) => {
  await fillCart(page, [[101, 1]]);
  await gotoReady(page, '/store/checkout.html');
  await fillBilling(page, { first: 'Maren', last: 'Olsen', address: '1 Quay Road', city: 'San Francisco', postcode: '94103', phone: '+1 415 555 0100', email: 'maren@example.test' });
  await page.locator('.col-1 .continue-checkout').click();
  await page.locator('.col-2 .continue-checkout').click();
  await page.check('#terms');
  await page.locator('#place_order').click();
  await page.waitForURL(/\/store\/order-received\.html\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await gotoReady(page, '/store/my-account.html');
  await expect(page.locator('.woocommerce-orders-table a[href^="/store/order-received.html"]').first()).toBeVisible();
});

test('the drawer opens and closes by keyboard, shows the bytes and the live actors, and stays axe-clean', async ({ page }) => {
  await gotoReady(page, '/');
  const toggle = drawer(page).getByRole('button', { name: 'How it works' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await focused(page)).toBe('drawer:panel-title');

  const panel = drawer(page).locator('#panel');
  await expect(panel.locator('.bytes')).toContainText(/(?:^|\D)[1-9]\d*\.\d KB gzip of our runtime by the load event/);
  await expect(panel.locator('.bytes')).toContainText('116.6 KB gzip for the legacy stack at load on this kind of page (theme content page');
  await expect(panel.locator('.replaced')).toContainText('Avada: avada-header.js');
  await expect(panel.locator('.actors tbody tr').filter({ hasText: 'sliders' }).first()).toBeVisible();

  const violations = await axeViolations(page);
  expect(violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  expect(await focused(page)).toBe('drawer:How it works');
});

test('the drawer is on the test pages too, and says what they are', async ({ page }) => {
  await gotoReady(page, '/contact-form/contact.html');
  await drawer(page).getByRole('button', { name: 'How it works' }).click();
  const panel = drawer(page).locator('#panel');
  await expect(panel.locator('.about')).toContainText('A test page for developers: Contact form: contact us');
  await expect(panel.locator('.replaced')).toContainText('Contact Form 7: index.js');
  await expect(panel.locator('.bytes')).toContainText('72.3 KB gzip for the legacy stack at load on this kind of page (contact');
});

test('the test pages index speaks plain words, is axe-clean and readable at 390 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/test-pages/');
  await expect(page.getByRole('heading', { name: 'Contact forms (Contact Form 7)' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the Harbour Co\. demo shop/ })).toHaveAttribute('href', '/');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const violations = await axeViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('a drawer switch changes what the server answers', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('"the server fails" makes the next contact form submission fail', async ({ page, request }) => {
    const before = await getSwitch(request, 'cf7_feedback');
    try {
      await gotoReady(page, '/contact/');
      await drawer(page).getByRole('button', { name: 'How it works' }).click();
      const select = drawer(page).getByLabel('When the contact form is sent, the server');
      await expect(select).toHaveValue('normal');
      await select.selectOption({ label: 'fails (error 500)' });
      await expect(drawer(page).getByRole('status')).toContainText('fails (error 500)');
      expect(await getSwitch(request, 'cf7_feedback')).toBe('server_error');
      await page.keyboard.press('Escape');

      const form = page.locator('.wpcf7 form');
      await form.locator('[name="your-name"]').fill('Maren');
      await form.locator('[name="your-email"]').fill('maren@example.com');
      await form.locator('[name="your-subject"]').fill('Sizes');
      await form.locator('[name="your-message"]').fill('Does the hoodie run small?');
      await form.locator('[name="your-consent"]').check();
      await form.locator('input[type="submit"]').click();
      await expect(form).toHaveAttribute('data-status', 'failed');
    } finally {
      await setSwitch(request, 'cf7_feedback', before ?? 'normal');
    }
  });
});
