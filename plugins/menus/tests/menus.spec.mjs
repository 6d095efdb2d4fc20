// Avada's menus in chromium: a real pointer, the keyboard, the cart fed through the bus, and axe with every panel open.
import { axeViolations, drawnBox, expect, gotoReady, recordClass, test, watchChunk } from '../../../test/browser/support.mjs';

test.use({ viewport: { width: 1280, height: 800 } });

const expanded = (page, id) => page.locator(`#${id} > a`).getAttribute('aria-expanded');
/** Shown and done fading in (axe judges contrast on what is drawn). */
const shown = async (locator) => {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
};
/** How many of the menu's panels are drawn at all (opacity above 0): axe should see one panel at a time. */
const drawnPanels = (page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('.fusion-main-menu .sub-menu, .fusion-megamenu-wrapper, .fusion-main-menu .fusion-custom-menu-item-contents')).filter(
        (panel) => !panel.closest('.fusion-megamenu-wrapper') || panel.matches('.fusion-megamenu-wrapper'),
      ).filter((panel) => getComputedStyle(panel).visibility === 'visible' && Number(getComputedStyle(panel).opacity) > 0).length,
  );
const axe = async (page) => (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('[HDR-014] hover intent: passing over an item leaves it shut, resting opens its dropdown, leaving closes it after a grace period', async ({ page }) => {
  await gotoReady(page, '/header/');
  const about = page.locator('#menu-item-12 > a');
  const box = await drawnBox(about);
  // A quick pass across the item on the way elsewhere.
  await page.mouse.move(box.x - 40, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width + 40, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x + box.width + 40, box.y + 400);
  await page.waitForTimeout(250);
  expect(await expanded(page, 'menu-item-12')).toBe('false');
  await about.hover();
  await expect(page.locator('#menu-item-12 > .sub-menu')).toBeVisible();
  expect(await expanded(page, 'menu-item-12')).toBe('true');
  // Into the dropdown and down to an entry: it stays open.
  await page.locator('#menu-item-17 > a').hover();
  await page.waitForTimeout(400);
  await expect(page.locator('#menu-item-12 > .sub-menu')).toBeVisible();
  await page.mouse.move(640, 600);
  await expect(page.locator('#menu-item-12 > .sub-menu')).toBeHidden();
  expect(await expanded(page, 'menu-item-12')).toBe('false');
});

test('[HDR-014] the mega menu opens inside the header row at its width, and a nested dropdown that would leave the window opens to the left', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await gotoReady(page, '/header/');
  await page.locator('#menu-item-20 > a').hover();
  const mega = page.locator('#menu-item-20 .fusion-megamenu-holder');
  await expect(mega).toBeVisible();
  const megaBox = await drawnBox(mega);
  expect(megaBox.width).toBeLessThanOrEqual(900);
  expect(megaBox.x).toBeGreaterThanOrEqual(0);
  expect(megaBox.x + megaBox.width).toBeLessThanOrEqual(900);
  await page.locator('#menu-item-12 > a').hover();
  await expect(page.locator('#menu-item-12 > .sub-menu')).toBeVisible();
  await page.locator('#menu-item-14 > a').hover();
  const nested = page.locator('#menu-item-14 > .sub-menu');
  await expect(nested).toBeVisible();
  const nestedBox = await drawnBox(nested);
  expect(nestedBox.x + nestedBox.width).toBeLessThanOrEqual(900);
});

test('[HDR-014] the keyboard: Tab to an item, ArrowDown into its dropdown, arrows through it, Escape back; Space on a mega menu', async ({ page }) => {
  await gotoReady(page, '/header/');
  await page.locator('.fusion-logo-link').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('#menu-item-12 > a')).toBeFocused();
  expect(await expanded(page, 'menu-item-12')).toBe('false');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#menu-item-13 > a')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#menu-item-14 > a')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#menu-item-15 > a')).toBeFocused();
  await expect(page.locator('#menu-item-14 > .sub-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#menu-item-14 > a')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#menu-item-12 > a')).toBeFocused();
  await expect(page.locator('#menu-item-12 > .sub-menu')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#menu-item-20 > a')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('#menu-item-20 .fusion-megamenu-wrapper')).toBeVisible();
  expect(await expanded(page, 'menu-item-20')).toBe('true');
  // Tab moves on into the open mega menu; Shift+Tab back out of the item closes it.
  await page.keyboard.press('Tab');
  await expect(page.locator('#menu-item-22 > a')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#menu-item-20 .fusion-megamenu-wrapper')).toBeHidden();
});

test('[HDR-015][HDR-022] the search dropdown opens under the magnifier and closes on a click elsewhere', async ({ page }) => {
  await gotoReady(page, '/header/');
  const icon = page.locator('.fusion-main-menu-search > a');
  await icon.click();
  const field = page.locator('.fusion-main-menu-search input[type="search"]');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(icon).toHaveAttribute('aria-expanded', 'true');
  await page.locator('h1').click();
  await expect(field).toBeHidden();
  await expect(icon).toHaveAttribute('aria-expanded', 'false');
});

test('[HDR-015][HDR-022] the overlay search covers the menu bar; the close button and Escape close it', async ({ page }) => {
  await gotoReady(page, '/header/classic.html');
  const nav = page.locator('.fusion-secondary-main-menu .fusion-main-menu');
  const icon = page.locator('.fusion-main-menu-search > a');
  // The cross-fade's class is on for 800 ms: recorded as it comes and goes, so a busy machine cannot make the test look too late.
  const transition = await recordClass(nav, 'search-transition');
  await icon.click();
  await expect(nav).toHaveClass(/search-open/);
  await expect(page.locator('.fusion-overlay-search input[type="search"]')).toBeFocused();
  await expect.poll(async () => (await transition()).map(({ on }) => on)).toEqual([true, false]);
  await page.locator('.fusion-close-search').click();
  await expect(nav).not.toHaveClass(/search-open/);
  await icon.click();
  await page.keyboard.press('Escape');
  await expect(nav).not.toHaveClass(/search-open/);
  await expect(icon).toBeFocused();
});

test('[HDR-016] the cart takes the fragment of added_to_cart from the bus and shows it on hover; the login box stays open while typing', async ({ page }) => {
  await gotoReady(page, '/header/');
  await page.evaluate(() => {
    const fragment =
      '<li class="fusion-custom-menu-item fusion-menu-cart fusion-main-menu-cart fusion-widget-cart-counter"><a class="fusion-main-menu-icon fusion-main-menu-icon-active" href="/cart/"><span class="menu-text" aria-label="View Cart">Cart</span><span class="fusion-widget-cart-number">2</span></a><div class="fusion-custom-menu-item-contents fusion-menu-cart-items"><div class="fusion-menu-cart-item"><a href="/product/rope/"><div class="fusion-menu-cart-item-details"><span class="fusion-menu-cart-item-title">Mooring rope</span><span class="fusion-menu-cart-item-quantity">1 x 9.00</span></div></a></div><div class="fusion-menu-cart-checkout"><div class="fusion-menu-cart-link"><a href="/cart/">View Cart</a></div><div class="fusion-menu-cart-checkout-link"><a href="/checkout/">Checkout</a></div></div></div></li>';
    window.siteRuntime.bus.emit('added_to_cart', { '.fusion-main-menu-cart': fragment }, 'c0ffee', null);
  });
  const cart = page.locator('.fusion-main-menu-cart');
  await expect(cart.locator('.fusion-widget-cart-number')).toHaveText('2');
  await cart.locator('> a').hover();
  await expect(cart.locator('.fusion-menu-cart-item-title')).toBeVisible();
  await expect(cart.locator('.fusion-menu-cart-item-title')).toHaveText('Mooring rope');

  const login = page.locator('.fusion-menu-login-box');
  await login.locator('> a').hover();
  const username = login.locator('input[name="log"]');
  // Opening the login box closes the cart's dropdown (one panel of a level at a time).
  await expect(username).toBeVisible();
  await expect(page.locator('.fusion-menu-cart-items')).toBeHidden();
  await username.click();
  await expect(login).toHaveClass(/fusion-active-login/);
  await username.pressSequentially('ann');
  await expect(login).toHaveClass(/fusion-active-link/);
  await page.mouse.move(640, 600);
  await page.waitForTimeout(500);
  await expect(username).toBeVisible();
  await page.locator('h1').click();
  await expect(login).not.toHaveClass(/fusion-active-link/);
});

test('axe finds nothing with a dropdown, the mega menu, the cart, the login box and the search open', async ({ page }) => {
  await gotoReady(page, '/header/');
  expect(await axe(page)).toEqual([]);
  await page.locator('#menu-item-12 > a').focus();
  await page.keyboard.press('ArrowDown');
  await shown(page.locator('#menu-item-12 > .sub-menu'));
  await expect.poll(() => drawnPanels(page)).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.locator('#menu-item-20 > a').hover();
  await shown(page.locator('#menu-item-20 .fusion-megamenu-wrapper'));
  await expect.poll(() => drawnPanels(page)).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.locator('.fusion-main-menu-cart > a').hover();
  await shown(page.locator('.fusion-menu-cart-items'));
  await expect.poll(() => drawnPanels(page)).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.locator('.fusion-menu-login-box > a').hover();
  await shown(page.locator('.fusion-menu-login-box .fusion-custom-menu-item-contents'));
  await expect.poll(() => drawnPanels(page)).toBe(1);
  expect(await axe(page)).toEqual([]);
  await page.locator('.fusion-main-menu-search > a').click();
  await shown(page.locator('.fusion-main-menu-search .fusion-custom-menu-item-contents'));
  await expect.poll(() => drawnPanels(page)).toBe(1);
  expect(await axe(page)).toEqual([]);
});

test('axe finds nothing on the v4 page with the overlay search open', async ({ page }) => {
  await gotoReady(page, '/header/classic.html');
  await page.locator('.fusion-main-menu-search > a').click();
  await shown(page.locator('.fusion-overlay-search'));
  expect(await axe(page)).toEqual([]);
});

test("[HDR-014] an item's actor is made at its first key, not at load: with its code held back, ArrowDown is kept and opens the panel on its first entry once it arrives", async ({ page }) => {
  const { asked, hold, release } = watchChunk(page, 'dropdown-actor');
  await gotoReady(page, '/header/', { waitUntil: 'networkidle' });
  expect(asked).toEqual([]);
  await hold();
  const services = page.locator('#menu-item-20 > a');
  await services.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => asked.length).toBe(1);
  // Held longer than a panel's focus wait (400 ms): the focus still lands once the panel opens.
  await page.waitForTimeout(600);
  expect(await expanded(page, 'menu-item-20')).toBe('false');
  release();
  await expect(page.locator('#menu-item-20 > .fusion-megamenu-wrapper')).toBeVisible();
  expect(await expanded(page, 'menu-item-20')).toBe('true');
  await expect(page.locator('#menu-item-22 > a')).toBeFocused();
});
