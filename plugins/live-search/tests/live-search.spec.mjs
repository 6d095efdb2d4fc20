// Avada's live search in chromium against the reference server: real typing, keys and hover, the request log,
// the server's answer switches, and an accessibility scan with the results list open.
import { axeViolations, expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

const THEME_INPUT = '#fusion-live-search-input-0';
const ELEMENT_INPUT = '#fusion-live-search-input-1';
const themeList = (page) => page.locator('form:has(#fusion-live-search-input-0) .fusion-search-results');
const elementList = (page) => page.locator('form:has(#fusion-live-search-input-1) .fusion-search-results');

/** The live-search requests the server logged, oldest first. */
const searches = async (request) => (await readRows(request, 'requests', { action: 'live_search_retrieve_posts' })).map((row) => row.body);

test.afterEach(async ({ request }) => setSwitch(request, 'live_search_answer', 'normal'));

test('[SRCH-001] [SRCH-002] [SRCH-004] [SRCH-009] [SRCH-010] typing past the minimum lists the server\'s results under the field', async ({ page, request }) => {
  const before = (await searches(request)).length;
  await gotoReady(page, '/live-search/');
  await page.locator(THEME_INPUT).pressSequentially('lam', { delay: 50 });
  await page.waitForTimeout(800);
  expect((await searches(request)).length).toBe(before);
  await expect(themeList(page)).not.toHaveClass(/suggestions-added/);

  await page.locator(THEME_INPUT).press('p');
  await expect(themeList(page)).toHaveClass(/suggestions-added/);
  await expect(themeList(page).locator('a.fusion-search-result').first()).toBeVisible();
  await expect(themeList(page).locator('.fusion-search-post-title', { hasText: 'Lamps & shades gift card' })).toHaveCount(1);
  const sent = (await searches(request)).slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ action: 'live_search_retrieve_posts', search: 'lamp', per_page: '100', show_feat_img: '1', display_post_type: '0', search_limit_to_post_titles: '', add_woo_product_skus: '' });
});

test('[SRCH-007] [SRCH-014] one request per pause in typing, and none for a text already answered', async ({ page, request }) => {
  await gotoReady(page, '/live-search/');
  const before = (await searches(request)).length;
  const input = page.locator(THEME_INPUT);
  await input.pressSequentially('wool', { delay: 80 });
  await expect(themeList(page)).toHaveClass(/suggestions-added/);
  await input.press('Backspace');
  await expect(themeList(page)).not.toHaveClass(/suggestions-added/);
  await input.press('l');
  await expect(themeList(page)).toHaveClass(/suggestions-added/);
  await page.waitForTimeout(700);
  expect((await searches(request)).slice(before).map((body) => body.search)).toEqual(['wool']);
});

test('[SRCH-010] [SRCH-011] the Search element sends its post types, term filter and SKU flag, and the server honours them', async ({ page, request }) => {
  await gotoReady(page, '/live-search/');
  const before = (await searches(request)).length;
  await page.locator(ELEMENT_INPUT).pressSequentially('LMP', { delay: 50 });
  await expect(elementList(page).locator('.fusion-search-post-title')).toHaveText(['Walnut floor lamp', 'Brass desk lamp']);
  await expect(elementList(page).locator('.fusion-search-post-type').first()).toHaveText('Product');
  const [sent] = (await searches(request)).slice(before);
  expect(sent).toMatchObject({ search: 'LMP', per_page: '5', post_type: ['product', 'post'], include_terms: 'guides,lighting', add_woo_product_skus: '1' });
});

test('[SRCH-005] arrow keys pick a result, Escape and a blur close the list, Enter follows the picked one', async ({ page }) => {
  await gotoReady(page, '/live-search/');
  const input = page.locator(THEME_INPUT);
  await input.pressSequentially('wool', { delay: 50 });
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(themeList(page)).toBeHidden();
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('ArrowDown');
  const active = await input.getAttribute('aria-activedescendant');
  await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
  await page.click('h1');
  await expect(themeList(page)).toBeHidden();
  await input.focus();
  await expect(themeList(page)).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.waitForURL(/\/live-search\/post\?p=\d+$/);
  await expect(page.locator('h1')).toContainText(/wool|throw/i);
});

test('a click on a result follows it (the list stays while the pointer is over it)', async ({ page }) => {
  await gotoReady(page, '/live-search/');
  await page.locator(THEME_INPUT).pressSequentially('bookshelf', { delay: 40 });
  const result = themeList(page).locator('a.fusion-search-result', { hasText: 'Oak bookshelf' });
  await result.hover();
  await result.click();
  await page.waitForURL(/\/live-search\/post\?p=6$/);
});

test('[SRCH-012] a map answer (keyed by post id) lists its items', async ({ page, request }) => {
  await setSwitch(request, 'live_search_answer', 'map');
  await gotoReady(page, '/live-search/');
  await page.locator(THEME_INPUT).pressSequentially('candle', { delay: 40 });
  await expect(themeList(page).locator('.fusion-search-post-title')).toHaveText(['Candle holder', 'Candles and safety']);
});

test('[SRCH-015] an empty answer shows the no-results text of the page variables', async ({ page, request }) => {
  await setSwitch(request, 'live_search_answer', 'empty');
  await gotoReady(page, '/live-search/');
  await page.locator(THEME_INPUT).pressSequentially('lamp', { delay: 40 });
  await expect(themeList(page)).toHaveClass(/suggestions-empty/);
  await expect(themeList(page)).toHaveText('No search results match your query. Please try again');
});

test.describe('when the server fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('[SRCH-015] a 500 or an answer that is no JSON ends in the no-results text, and the page keeps working', async ({ page, request }) => {
    await setSwitch(request, 'live_search_answer', 'server_error');
    await gotoReady(page, '/live-search/');
    const input = page.locator(THEME_INPUT);
    await input.pressSequentially('lamp', { delay: 40 });
    await expect(themeList(page)).toHaveClass(/suggestions-empty/);
    await setSwitch(request, 'live_search_answer', 'not_json');
    await input.pressSequentially('s', { delay: 40 });
    await expect(themeList(page).locator('.fusion-search-result')).toHaveText('No search results match your query. Please try again');
    await setSwitch(request, 'live_search_answer', 'normal');
    await input.press('Backspace');
    await expect(themeList(page).locator('a.fusion-search-result').first()).toBeVisible();
  });
});

test('the last query wins: a slow answer overtaken by new typing never shows', async ({ page, request }) => {
  await setSwitch(request, 'live_search_answer', 'slow');
  await gotoReady(page, '/live-search/');
  const input = page.locator(THEME_INPUT);
  await input.pressSequentially('lamp', { delay: 40 });
  await expect(page.locator('form:has(#fusion-live-search-input-0) .fusion-slider-loading')).toBeVisible();
  await setSwitch(request, 'live_search_answer', 'normal');
  await input.fill('wool');
  await expect(themeList(page).locator('.fusion-search-post-title').first()).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(themeList(page).locator('.fusion-search-post-title')).not.toContainText(['Brass desk lamp']);
  await expect(themeList(page).locator('.fusion-search-post-title').first()).toContainText(/wool|throw/i);
});

test('the page and the open results list pass an axe scan', async ({ page }) => {
  await gotoReady(page, '/live-search/');
  expect((await axeViolations(page))).toEqual([]);
  const input = page.locator(THEME_INPUT);
  await input.pressSequentially('lamp', { delay: 40 });
  await expect(themeList(page)).toHaveClass(/suggestions-added/);
  await input.press('ArrowDown');
  expect((await axeViolations(page))).toEqual([]);
});
