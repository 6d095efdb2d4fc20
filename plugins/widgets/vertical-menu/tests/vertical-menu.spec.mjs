// Avada's vertical menu widget in chromium: real hover with its delays, clicks on the arrow, keys, resize, axe.
import { axeViolations, expect, gotoReady, test } from '../../../../test/browser/support.mjs';

const item = (page, text) => page.locator('li').filter({ has: page.locator(':scope > a .link-text', { hasText: new RegExp(`^${text}$`) }) });
const submenu = (page, text) => item(page, text).locator(':scope > .sub-menu, :scope > .children');

test('[WDG-003] the submenu holding the current page is open on load, the others closed', async ({ page }) => {
  await gotoReady(page, '/widgets/vertical-menu');
  await expect(submenu(page, 'Lighting')).toBeVisible();
  await expect(submenu(page, 'Furniture')).toBeHidden();
  await expect(submenu(page, 'Company')).toBeHidden();
});

test('[WDG-005] [WDG-006] [WDG-007] hover: open 500 ms after the pointer arrives, closed 500 ms after it leaves, the current page\'s stays', async ({ page }) => {
  await gotoReady(page, '/widgets/vertical-menu');
  await page.hover('#menu-item-15 > a');
  const arrived = Date.now();
  await expect(submenu(page, 'Furniture')).toBeVisible();
  expect(Date.now() - arrived).toBeGreaterThanOrEqual(450);
  await page.hover('#menu-item-16 > a');
  await page.mouse.move(700, 500);
  const left = Date.now();
  await expect(submenu(page, 'Furniture')).toBeHidden();
  expect(Date.now() - left).toBeGreaterThanOrEqual(450);

  await page.hover('#menu-item-12 > a');
  await page.mouse.move(700, 500);
  await page.waitForTimeout(1400);
  await expect(submenu(page, 'Lighting')).toBeVisible();
});

test('[WDG-004] click mode: the arrow opens and closes its submenu without following the link', async ({ page }) => {
  await gotoReady(page, '/widgets/vertical-menu');
  const arrow = item(page, 'Company').locator(':scope > a .arrow');
  await arrow.click();
  await expect(submenu(page, 'Company')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await arrow.click();
  await expect(submenu(page, 'Company')).toBeHidden();
});

test('the keyboard opens and closes a submenu from its link, which says whether it is expanded', async ({ page }) => {
  await gotoReady(page, '/widgets/vertical-menu');
  const link = item(page, 'Stores').locator(':scope > a');
  await link.focus();
  await page.keyboard.press('ArrowRight');
  await expect(submenu(page, 'Stores')).toBeVisible();
  await expect(link).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(submenu(page, 'Stores')).toBeHidden();
  await expect(link).toHaveAttribute('aria-expanded', 'false');
});

test('the page passes an axe scan with submenus open', async ({ page }) => {
  await gotoReady(page, '/widgets/vertical-menu');
  await item(page, 'Company').locator(':scope > a .arrow').click();
  await expect(submenu(page, 'Company')).toBeVisible();
  expect((await axeViolations(page))).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 800 } });

  test('[WDG-004] a hover menu toggles with a tap on the arrow where nothing can hover', async ({ page }) => {
    await gotoReady(page, '/widgets/vertical-menu');
    const arrow = item(page, 'Furniture').locator(':scope > a .arrow');
    await arrow.tap();
    await expect(submenu(page, 'Furniture')).toBeVisible();
    await arrow.tap();
    await expect(submenu(page, 'Furniture')).toBeHidden();
  });
});
