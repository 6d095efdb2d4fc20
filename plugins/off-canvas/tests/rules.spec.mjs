// The rules and counters in chromium: page views are real reloads, sessions real browser contexts.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const panel = (page, id) => page.locator(`.awb-off-canvas-wrap[data-id="${id}"] .awb-off-canvas`);
const stored = (page, id) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `off_canvas_${id}`);

async function expectNoAxeViolations(page) {
  const violations = await axeViolations(page);
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A reload, with the page-load triggers given time to run. */
async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  await page.waitForTimeout(400);
}

test('[OFF-019] [OFF-021] [OFF-025] [OFF-026] [OFF-041] page after page: the welcome popup twice in all, the bottom bar from the third view, the right bar once per session; the counters in localStorage', async ({ page }) => {
  await gotoReady(page, '/off-canvas/rules.html');
  await expect(panel(page, '341')).toBeVisible();
  await expect(panel(page, '344')).toBeVisible();
  await expect(panel(page, '342')).toBeHidden();
  await expect(panel(page, '343')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel(page, '341')).toBeHidden();
  const first = await stored(page, '341');
  expect(first).toMatchObject({ open_count: 1, close_count: 1, closed: true });
  expect(new Date(first.last_open_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(await page.evaluate(() => sessionStorage.getItem('off_canvas_344_opened'))).toBe('true');

  // Second view: the popup again (two times in all), the session bar not again, page views 2 of 2.
  await reload(page);
  await expect(panel(page, '341')).toBeVisible();
  await expect(panel(page, '344')).toBeHidden();
  await expect(panel(page, '342')).toBeHidden();
  await page.keyboard.press('Escape');

  // Third view: the popup is spent; the bottom bar's turn.
  await reload(page);
  await expect(panel(page, '341')).toBeHidden();
  await expect(panel(page, '342')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await stored(page, '341')).toMatchObject({ open_count: 2, close_count: 2 });
  expect(await stored(page, '342')).toMatchObject({ page_views: 3, open_count: 1 });
  await expect(page.locator('#counters')).toContainText('"open_count":2');
});

test('[OFF-026] a new browser session shows the once-per-session bar again; the counters in localStorage carry over', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoReady(page, '/off-canvas/rules.html');
  await expect(panel(page, '344')).toBeVisible();
  const state = await context.storageState();
  await context.close();

  // Same visitor, new session: localStorage kept, sessionStorage gone.
  const next = await browser.newContext({ storageState: state });
  const again = await next.newPage();
  await gotoReady(again, '/off-canvas/rules.html');
  await expect(panel(again, '344')).toBeVisible();
  expect(await again.evaluate(() => JSON.parse(localStorage.getItem('off_canvas_344') ?? 'null').open_count)).toBe(2);
  await next.close();
});

test('[OFF-027] visitors arriving from a search engine see the searcher bar; others do not', async ({ page }) => {
  await page.goto('/off-canvas/rules.html', { referer: 'https://www.google.com/' });
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  expect(await page.evaluate(() => document.referrer)).toBe('https://www.google.com/');
  await expect(panel(page, '343')).toBeVisible();
  await page.goto('/off-canvas/rules.html', { referer: 'https://news.example.org/' });
  await page.waitForFunction(() => window.siteRuntime?.stats?.().ready && window.siteRuntime.stats().pending === 0);
  await page.waitForTimeout(400);
  await expect(panel(page, '343')).toBeHidden();
});
