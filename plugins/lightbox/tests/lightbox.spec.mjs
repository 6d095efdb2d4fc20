// Avada's lightbox in chromium: real clicks, taps, keys and a reload, with an accessibility scan while it is open.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const dialog = (page) => page.locator('.basicLightbox [role="dialog"]');
const shownImage = (page) => dialog(page).locator('.awb-lightbox__stage img');

test('[LBX-001] [LBX-003] a gallery opens on the clicked picture, pages with the arrow keys, keeps its deep link across a reload, closes on Escape', async ({ page }) => {
  await gotoReady(page, '/lightbox/');
  await page.click('a[data-title="Lighthouse"]');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-label', 'Lighthouse (2 / 3)');
  await expect(shownImage(page)).toHaveAttribute('src', /lighthouse\.svg$/);
  expect(new URL(page.url()).hash).toBe('#iLightbox[gallery_image_1]/1');

  await page.keyboard.press('ArrowRight');
  await expect(shownImage(page)).toHaveAttribute('src', /dunes\.svg$/);
  expect(new URL(page.url()).hash).toBe('#iLightbox[gallery_image_1]/2');

  await page.reload();
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  await expect(shownImage(page)).toHaveAttribute('src', /dunes\.svg$/);

  await page.keyboard.press('Escape');
  await expect(page.locator('.basicLightbox')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('focus moves into the dialog, Tab stays there, and comes back to the link on close', async ({ page }) => {
  await gotoReady(page, '/lightbox/');
  await page.focus('a[data-title="Harbour at dawn"]');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator('.awb-lightbox__close')).toBeFocused();
  // The harbour (1600 by 1000) is larger than the window: its zoom button shows, before the close button.
  await expect(page.locator('.awb-lightbox__zoom')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.awb-lightbox__prev')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.awb-lightbox__close')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.awb-lightbox__zoom')).toBeFocused();
  await page.click('.awb-lightbox__close');
  await expect(page.locator('.basicLightbox')).toHaveCount(0);
  await expect(page.locator('a[data-title="Harbour at dawn"]')).toBeFocused();
});

test('[LBX-005] [LBX-006] a large picture is fitted and can zoom to full size; a small one shows at 1.00 with no zoom', async ({ page }) => {
  await gotoReady(page, '/lightbox/');
  await page.click('a[data-title="Dunes"]');
  const zoom = page.locator('.awb-lightbox__zoom');
  await expect(zoom).toBeVisible();
  const fitted = await shownImage(page).evaluate((img) => img.getBoundingClientRect().width);
  expect(fitted).toBeLessThan(4000);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => shownImage(page).evaluate((img) => img.getBoundingClientRect().width)).toBe(4000);
  await page.keyboard.press('Escape');
  await expect(page.locator('.basicLightbox')).toHaveCount(0);

  await page.click('a[data-title="A pebble"]');
  await expect(shownImage(page)).toHaveAttribute('src', /pebble\.svg$/);
  await expect.poll(() => shownImage(page).evaluate((img) => img.complete && img.getBoundingClientRect().width)).toBe(320);
  await expect(zoom).toBeHidden();
});

test('[LBX-001] a lightbox link to a page is left a plain link and navigates', async ({ page }) => {
  await gotoReady(page, '/lightbox/');
  await expect(page.locator('#not-media')).toHaveClass(/fusion-no-lightbox/);
  await page.click('#not-media');
  await page.waitForURL('**/lightbox/about');
  await expect(page.locator('h1')).toHaveText('About the photographer');
});

test('the page and the open lightbox pass an axe scan', async ({ page }) => {
  await gotoReady(page, '/lightbox/');
  expect((await axeViolations(page))).toEqual([]);
  await page.click('a[data-title="Lighthouse"]');
  await expect(page.locator('.basicLightbox--visible')).toBeVisible();
  await expect.poll(() => page.locator('.basicLightbox').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  expect((await axeViolations(page))).toEqual([]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 800 } });

  test('[LBX-007] [LBX-008] the first tap is the hover state, the second tap opens', async ({ page }) => {
    await gotoReady(page, '/lightbox/');
    const harbour = page.locator('a[data-title="Harbour at dawn"]');
    await harbour.tap();
    await expect(harbour).toHaveClass(/(^| )hover( |$)/);
    await expect(page.locator('.basicLightbox')).toHaveCount(0);
    await harbour.tap();
    await expect(shownImage(page)).toHaveAttribute('src', /harbour\.svg$/);
  });
});
