// Signals in chromium per cookie mode: native cookies, the server's alternative sessions, or no cookies at all.
import { expect, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

test.afterEach(async ({ request }) => {
  await setSwitch(request, 'cookies_type', 'native');
});

test('[SPAM-034][SPAM-037] native mode: page start, timezone, screen and headless flag are cookies', async ({ page }) => {
  await page.goto('/anti-spam/comments.html', { waitUntil: 'networkidle' });
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(Math.abs(Number(cookies.ct_ps_timestamp) - Date.now() / 1000)).toBeLessThan(60);
  expect(cookies.ct_timezone).toMatch(/^-?\d+(\.\d+)?$/);
  expect(JSON.parse(cookies.ct_screen_info ?? 'null')).toMatchObject({ visibleWidth: expect.any(Number), visibleHeight: expect.any(Number) });
  expect(cookies.apbct_headless).toBe('true');
});

test('[SPAM-049] alternative mode: the signals reach the server through alt_sessions, no cookies are written', async ({ page, request }) => {
  await setSwitch(request, 'cookies_type', 'alternative');
  const before = (await readRows(request, 'antispam_alt_sessions')).length;
  await page.goto('/anti-spam/comments.html', { waitUntil: 'networkidle' });
  const rows = (await readRows(request, 'antispam_alt_sessions')).slice(before);
  const names = rows.map((row) => row.name);
  expect(names).toEqual(expect.arrayContaining(['ct_ps_timestamp', 'ct_timezone', 'ct_screen_info', 'apbct_headless', 'ct_checkjs']));
  expect(names).not.toContain('ct_pointer_data');
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).not.toContain('ct_ps_timestamp');
});

test('[SPAM-043] no-cookie mode: 1 s after load each POST form carries the no-cookie data with the signals', async ({ page, request }) => {
  await setSwitch(request, 'cookies_type', 'none');
  await page.goto('/anti-spam/email-check.html', { waitUntil: 'networkidle' });
  const field = page.locator('#commentform input[name="ct_no_cookie_hidden_field"]');
  await expect(field).toHaveCount(1);
  const value = await field.inputValue();
  expect(value.startsWith('_ct_no_cookie_data_')).toBe(true);
  const data = JSON.parse(Buffer.from(value.slice('_ct_no_cookie_data_'.length), 'base64').toString('utf8'));
  expect(data).toMatchObject({ ct_ps_timestamp: expect.any(Number), ct_cookies_type: 'none', apbct_page_hits: 1 });
  await expect(page.locator('#commentform input[name="apbct_visible_fields"]')).toHaveCount(1);
});
