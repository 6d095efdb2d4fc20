// Order attribution in chromium against the reference site, with the built bundle.
import { expect, gotoReady, readRows, test } from '../../../test/browser/support.mjs';
/** @import { BrowserContext, Page } from '@playwright/test' */

const value = (/** @type {Page} */ page, /** @type {string} */ field) => page.locator(`wc-order-attribution-inputs input[name="wc_order_attribution_${field}"]`);
const shown = (/** @type {Page} */ page, /** @type {string} */ field) => page.locator(`#attribution-values td[data-field="${field}"]`);

/** @param {BrowserContext} context */
async function sbjs(context) {
  return Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('sbjs_')).map((c) => [c.name, decodeURIComponent(c.value)]));
}

/**
 * @param {BrowserContext} context
 * @param {string} name
 */
async function rawCookie(context, name) {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test('[ATTR-001] [ATTR-013] [ATTR-008] a campaign visit is utm, written to the sbjs cookies, shown, and posted with the order', async ({ page, context, request }) => {
  await gotoReady(page, '/attribution/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_content=hero');
  await expect(value(page, 'source_type')).toHaveValue('utm');
  await expect(value(page, 'utm_source')).toHaveValue('newsletter');
  await expect(shown(page, 'utm_campaign')).toHaveText('autumn');
  const cookies = await sbjs(context);
  expect(cookies.sbjs_current).toBe('typ=utm|||src=newsletter|||mdm=email|||cmp=autumn|||cnt=hero|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
  expect(Object.keys(cookies).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);

  const email = `buyer-${Date.now()}@example.test`;
  await page.fill('#billing_email', email);
  await Promise.all([page.waitForURL('**/attribution/checkout'), page.click('#place_order')]);
  await expect(page.locator('h1')).toHaveText('Order received');
  const [order] = await readRows(request, 'attribution_orders', { billing_email: email });
  expect(order?.meta).toMatchObject({
    _wc_order_attribution_source_type: 'utm',
    _wc_order_attribution_utm_source: 'newsletter',
    _wc_order_attribution_utm_medium: 'email',
    _wc_order_attribution_utm_campaign: 'autumn',
    _wc_order_attribution_session_pages: '1',
    _wc_order_attribution_session_count: '1',
  });
  // '(none)' values are not stored, as WooCommerce drops them.
  expect(order?.meta._wc_order_attribution_utm_term).toBeUndefined();
});

test('[ATTR-004] [ATTR-010] [ATTR-012] an internal page view keeps the source and counts the page; the session lasts 30 minutes', async ({ page, context }) => {
  await gotoReady(page, '/attribution/?gclid=abc');
  await expect(value(page, 'utm_source')).toHaveValue('google');
  const session = (await context.cookies()).find((c) => c.name === 'sbjs_session');
  expect(Math.abs((session?.expires ?? 0) - (Date.now() / 1000 + 30 * 60))).toBeLessThan(60);
  // WooCommerce's lifetime (0.00001 months) makes the others session cookies.
  expect((await context.cookies()).find((c) => c.name === 'sbjs_current')?.expires).toBe(-1);
  await gotoReady(page, '/attribution/');
  await expect(value(page, 'source_type')).toHaveValue('utm');
  await expect(value(page, 'utm_campaign')).toHaveValue('google_cpc');
  await expect(value(page, 'session_pages')).toHaveValue('2');
});

test('[ATTR-015] a visitor from Google is organic', async ({ page }) => {
  await gotoReady(page, '/attribution/', { referer: 'https://www.google.com/' });
  await expect(value(page, 'source_type')).toHaveValue('organic');
  await expect(value(page, 'utm_source')).toHaveValue('google');
  await expect(value(page, 'utm_medium')).toHaveValue('organic');
});

test('[ATTR-017] a visitor from another site is a referral', async ({ page }) => {
  await gotoReady(page, '/attribution/', { referer: 'https://blog.example/posts/boots' });
  await expect(value(page, 'source_type')).toHaveValue('referral');
  await expect(value(page, 'utm_source')).toHaveValue('blog.example');
});

test("[ATTR-019] a typed-in first visit is '(direct)' / '(none)'", async ({ page }) => {
  await gotoReady(page, '/attribution/');
  await expect(value(page, 'source_type')).toHaveValue('typein');
  await expect(shown(page, 'utm_source')).toHaveText('(direct)');
  await expect(value(page, 'utm_medium')).toHaveValue('(none)');
});

test('[ATTR-020] [ATTR-021] [ATTR-022] turning tracking off deletes the cookies and empties the values; on again restores them', async ({ page, context }) => {
  await gotoReady(page, '/attribution/?utm_source=partner');
  await expect(value(page, 'utm_source')).toHaveValue('partner');
  await page.uncheck('#allow-tracking');
  await expect(value(page, 'utm_source')).toHaveValue('');
  await expect(shown(page, 'source_type')).toHaveText('(empty)');
  expect(await sbjs(context)).toEqual({});
  await page.check('#allow-tracking');
  await expect(value(page, 'utm_source')).toHaveValue('partner');
  expect(Object.keys(await sbjs(context))).toContain('sbjs_current');
});

test('[ATTR-008] the cookies carry the bytes sourcebuster writes, and the values read back decoded once', async ({ page, context }) => {
  await gotoReady(page, '/attribution/?utm_source=news&utm_campaign=spring%20sale');
  expect(await rawCookie(context, 'sbjs_current')).toBe(
    'typ%3Dutm%7C%7C%7Csrc%3Dnews%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3Dspring%2520sale%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29' +
      '%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
  );
  await expect(value(page, 'utm_campaign')).toHaveValue('spring sale');
  // A second page view of the session writes the same bytes back.
  await gotoReady(page, '/attribution/');
  await expect(value(page, 'utm_campaign')).toHaveValue('spring sale');
  expect(await rawCookie(context, 'sbjs_current')).toContain('cmp%3Dspring%2520sale');
});

test('[ATTR-004] [ATTR-005] a shop page without the woocommerce-js body class or inputs is a page of the visit', async ({ page, context }) => {
  await gotoReady(page, '/attribution/?utm_source=news');
  await gotoReady(page, '/attribution/shop.html');
  await expect(page.locator('#session-pages')).toHaveText('2');
  expect((await sbjs(context)).sbjs_session).toMatch(/^pgs=2\|\|\|cpg=http:\/\/[^/]+\/attribution\/shop\.html$/);
  await gotoReady(page, '/attribution/');
  await expect(value(page, 'session_pages')).toHaveValue('3');
  await expect(value(page, 'session_count')).toHaveValue('1');
  await expect(value(page, 'utm_source')).toHaveValue('news');
});

test('[ATTR-013] [ATTR-017] a campaign arrival inside the session replaces the source; a referral inside it does not', async ({ page }) => {
  await gotoReady(page, '/attribution/?utm_source=news&utm_medium=email&utm_campaign=autumn');
  await gotoReady(page, '/attribution/?utm_source=partner');
  await expect(value(page, 'utm_source')).toHaveValue('partner');
  await expect(value(page, 'utm_medium')).toHaveValue('(none)');
  await expect(value(page, 'utm_campaign')).toHaveValue('(none)');
  await gotoReady(page, '/attribution/', { referer: 'https://blog.example/posts/boots' });
  await expect(value(page, 'source_type')).toHaveValue('utm');
  await expect(value(page, 'utm_source')).toHaveValue('partner');
  await expect(value(page, 'session_pages')).toHaveValue('3');
});
