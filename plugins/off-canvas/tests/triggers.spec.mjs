// The off-canvas triggers in chromium: real scrolling, pointer, waiting and clicks.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const panel = (page, id) => page.locator(`.awb-off-canvas-wrap[data-id="${id}"] .awb-off-canvas`);

async function expectNoAxeViolations(page) {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('[OFF-038] scrolling down past 40% opens the bottom bar, scrolling up the top bar, reaching the signup block the popup', async ({ page }) => {
  await gotoReady(page, '/off-canvas/triggers-scroll.html');
  await page.mouse.move(400, 300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Down in wheel steps, short of 40%: nothing yet.
  while ((await page.evaluate(() => window.scrollY)) < height * 0.4 - 400) await page.mouse.wheel(0, 200);
  await page.waitForTimeout(100);
  await expect(panel(page, '311')).toBeHidden();
  while ((await page.evaluate(() => window.scrollY)) < height * 0.4) await page.mouse.wheel(0, 200);
  await expect(panel(page, '311')).toBeVisible();
  await expect(panel(page, '312')).toBeHidden();
  await expectNoAxeViolations(page);

  await page.mouse.wheel(0, -150);
  await expect(panel(page, '312')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.locator('#newsletter-signup').scrollIntoViewIfNeeded();
  await expect(panel(page, '313')).toBeVisible();
  await expectNoAxeViolations(page);
  // Each trigger opens once per page view: closed, and scrolled again, they stay closed.
  await page.keyboard.press('Escape');
  await expect(panel(page, '313')).toBeHidden();
  await page.mouse.wheel(0, -600);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await expect(panel(page, '313')).toBeHidden();
  await expect(panel(page, '311')).toBeHidden();
});

test('[OFF-039] [OFF-020] the pointer leaving the window opens the exit-intent popup, once per page view', async ({ page }) => {
  await gotoReady(page, '/off-canvas/triggers-visitor.html');
  await page.mouse.move(300, 200);
  await page.mouse.move(300, 5, { steps: 5 });
  await page.mouse.move(300, -20);
  await expect(panel(page, '321')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel(page, '321')).toBeHidden();
  await page.mouse.move(300, 200);
  await page.mouse.move(300, -20);
  await page.waitForTimeout(500);
  await expect(panel(page, '321')).toBeHidden();
});

test('[OFF-040] [OFF-037] three seconds without activity open the bottom bar; five seconds on the page open the top bar', async ({ page }) => {
  await gotoReady(page, '/off-canvas/triggers-visitor.html');
  const started = Date.now();
  // Activity holds the inactivity trigger back.
  for (let i = 0; i < 5; i++) {
    await page.mouse.move(200 + i * 20, 300);
    await page.waitForTimeout(600);
  }
  await expect(panel(page, '322')).toBeHidden();
  await expect(panel(page, '322')).toBeVisible({ timeout: 4000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3000 + 2400);
  await expect(panel(page, '323')).toBeVisible({ timeout: 3000 });
  await expectNoAxeViolations(page);
});

test('[OFF-034] [OFF-035] a click on the size guide opens its popup instead of following the link; adding to the cart opens the mini cart, every time', async ({ page }) => {
  await gotoReady(page, '/off-canvas/triggers-visitor.html');
  const url = page.url();
  await page.click('.open-size-guide');
  await expect(panel(page, '324')).toBeVisible();
  expect(page.url()).toBe(url);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel(page, '324')).toBeHidden();

  await page.click('.add_to_cart_button');
  await expect(panel(page, '325')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.click('.awb-off-canvas-wrap[data-id="325"] .off-canvas-close');
  await expect(panel(page, '325')).toBeHidden();
  await page.click('.add_to_cart_button');
  await expect(panel(page, '325')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('off_canvas_325'))) ?? 'null')).toMatchObject({ open_count: 2, close_count: 1 });
});
