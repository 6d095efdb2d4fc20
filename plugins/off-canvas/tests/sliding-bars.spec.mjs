// Avada sliding bars in chromium, with the built bundle.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const bar = (page, id) => page.locator(`.awb-off-canvas-wrap[data-id="${id}"] .awb-off-canvas`);

async function expectNoAxeViolations(page) {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('[OFF-030] [OFF-031] [OFF-016] the menu bar slides in from the left pushing the page aside, hides the page scrollbar, and closes on a menu link', async ({ page }) => {
  await gotoReady(page, '/off-canvas/sliding-bar.html');
  const wrapperLeft = () => page.locator('#wrapper').evaluate((element) => element.getBoundingClientRect().left);
  expect(await wrapperLeft()).toBe(0);
  await page.click('#toggle-201');
  await expect(bar(page, '201')).toBeVisible();
  await expect.poll(wrapperLeft).toBe(320);
  expect(await bar(page, '201').evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expectNoAxeViolations(page);

  await page.click('.awb-off-canvas-wrap[data-id="201"] a[href="#sale"]');
  await expect(bar(page, '201')).toBeHidden();
  await expect.poll(wrapperLeft).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  await expect(page).toHaveURL(/#sale$/);
});

test('[OFF-004] [OFF-008] bars without an overlay leave the page usable: two open at once, a toggle closes one, the close-all anchor closes the rest', async ({ page }) => {
  await gotoReady(page, '/off-canvas/sliding-bar.html');
  await page.click('#toggle-202');
  await page.click('#toggle-203');
  await expect(bar(page, '202')).toBeVisible();
  await expect(bar(page, '203')).toBeVisible();
  // The bar slides in: its right edge settles on the window's.
  const rightEdge = async () => {
    const box = await bar(page, '202').boundingBox();
    return box && Math.round(box.x + box.width);
  };
  await expect.poll(rightEdge).toBe(page.viewportSize()?.width);
  await expectNoAxeViolations(page);

  await page.click('#toggle-203');
  await expect(bar(page, '203')).toBeHidden();
  await expect(bar(page, '202')).toBeVisible();
  await page.click('#toggle-203');
  await page.click('#close-all');
  await expect(bar(page, '202')).toBeHidden();
  await expect(bar(page, '203')).toBeHidden();
  // The server-opened cookie bar was open too: close-all closed it.
  await expect(bar(page, '204')).toBeHidden();
});

test('[OFF-043] the cookie bar the server printed open is shown at load and closes by its own anchor', async ({ page }) => {
  await gotoReady(page, '/off-canvas/sliding-bar.html');
  await expect(bar(page, '204')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.click('.awb-off-canvas-wrap[data-id="204"] a[href="#awb-close-oc__204"]');
  await expect(bar(page, '204')).toBeHidden();
});

test('[OFF-032] with reduced motion the bar appears and leaves without animating', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await gotoReady(page, '/off-canvas/sliding-bar.html');
  await page.click('#toggle-202');
  await expect(bar(page, '202')).toBeVisible();
  expect(await bar(page, '202').getAttribute('class')).toBe('awb-off-canvas');
  await page.click('#toggle-202');
  expect(await bar(page, '202').getAttribute('class')).toBe('awb-off-canvas');
  await expect(bar(page, '202')).toBeHidden();
  await context.close();
});
