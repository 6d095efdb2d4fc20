// Avada popups in chromium, with the built bundle: real clicks, keys, hovering and the address bar.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const dialog = (page, id) => page.locator(`.awb-off-canvas-wrap[data-id="${id}"] .awb-off-canvas`);
const wrap = (page, id) => page.locator(`.awb-off-canvas-wrap[data-id="${id}"]`);

async function expectNoAxeViolations(page) {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('[OFF-001] [OFF-007] [OFF-012] [OFF-029] [KERNEL-002] a toggle link opens the newsletter popup in place; the focus moves in and stays; Escape closes it and gives the focus back', async ({ page }) => {
  await gotoReady(page, '/off-canvas/popup.html');
  const url = page.url();
  await page.click('#toggle-101');
  await expect(dialog(page, '101')).toBeVisible();
  await expect(page.locator('#toggle-101')).toHaveClass(/awb-oc-active/);
  expect(page.url()).toBe(url);
  await expect(dialog(page, '101')).toBeFocused();
  await expectNoAxeViolations(page);

  // Tab goes round the popup's controls and never leaves it.
  const seen = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    seen.push(await page.evaluate(() => document.activeElement?.closest('.awb-off-canvas-wrap')?.getAttribute('data-id') ?? 'page'));
  }
  expect(seen).toEqual(['101', '101', '101', '101', '101', '101']);
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-id]')?.getAttribute('data-id'))).toBe('101');

  await page.keyboard.press('Escape');
  await expect(wrap(page, '101')).not.toHaveClass(/awb-show/);
  await expect(dialog(page, '101')).toBeHidden();
  await expect(page.locator('#toggle-101')).toBeFocused();
  await expect(page.locator('#toggle-101')).not.toHaveClass(/awb-oc-active/);
});

test('[OFF-006] [OFF-005] [OFF-009] [KERNEL-002] an anchor in the address opens its popup at load; closing takes it out of the address', async ({ page }) => {
  await gotoReady(page, '/off-canvas/popup.html?from=mail#awb-oc__101');
  await expect(dialog(page, '101')).toBeVisible();
  await page.click('.awb-off-canvas-wrap[data-id="101"] .off-canvas-close');
  await expect(dialog(page, '101')).toBeHidden();
  await expect(page).toHaveURL(/\/off-canvas\/popup\.html\?from=mail$/);
});

test('[OFF-010] a click on the backdrop closes the popup; a click inside it does not', async ({ page }) => {
  await gotoReady(page, '/off-canvas/popup.html');
  await page.click('#open-101');
  await page.click('.awb-off-canvas-wrap[data-id="101"] .fusion-text');
  await expect(dialog(page, '101')).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(dialog(page, '101')).toBeHidden();
});

test('[OFF-014] [OFF-015] [OFF-018] the flash sale shows its close button after 2 s and closes by itself after 6 s, not while the pointer rests on it', async ({ page }) => {
  test.setTimeout(90_000); // it waits out the popup's own 2 s and 6 s timers, twice
  await gotoReady(page, '/off-canvas/popup.html');
  const close = page.locator('.awb-off-canvas-wrap[data-id="102"] .off-canvas-close');
  // A link to this very page written in full: it runs in place.
  await page.click('#open-102');
  await expect(dialog(page, '102')).toBeVisible();
  await expect(close).toBeHidden();
  await expect(close).toBeVisible({ timeout: 3000 });
  await expectNoAxeViolations(page);

  await page.hover('.awb-off-canvas-wrap[data-id="102"] h2');
  await page.waitForTimeout(7000);
  await expect(dialog(page, '102')).toBeVisible();
  await page.mouse.move(5, 5);
  await page.waitForTimeout(4000);
  await expect(dialog(page, '102')).toBeVisible();
  await expect(dialog(page, '102')).toBeHidden({ timeout: 4000 });
  await expect(close).toBeHidden();
});

test('[OFF-011] [OFF-013] [OFF-016] [OFF-017] [OFF-031] the sections popup ignores the backdrop and Escape, hides the page scrollbar, and closes on its section links with its audio paused', async ({ page }) => {
  await gotoReady(page, '/off-canvas/popup.html');
  await page.click('#open-103');
  await expect(dialog(page, '103')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expectNoAxeViolations(page);

  await page.mouse.click(10, 10);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await expect(dialog(page, '103')).toBeVisible();

  const audio = page.locator('.awb-off-canvas-wrap[data-id="103"] audio');
  await audio.evaluate((/** @type {HTMLAudioElement} */ element) => {
    element.muted = true;
    return element.play();
  });
  expect(await audio.evaluate((/** @type {HTMLAudioElement} */ element) => element.paused)).toBe(false);
  await page.click('.awb-off-canvas-wrap[data-id="103"] a[href="#shipping"]');
  await expect(dialog(page, '103')).toBeHidden();
  expect(await audio.evaluate((/** @type {HTMLAudioElement} */ element) => element.paused)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  await expect(page).toHaveURL(/#shipping$/);
});
