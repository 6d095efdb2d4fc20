// Copy page link in chromium: a real click, the real clipboard, the visible confirmation, axe.
import { axeViolations, expect, gotoReady, test } from '../../../../test/browser/support.mjs';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('[WDG-009] the button copies origin and path (no query, no hash) and confirms it for a few seconds', async ({ page, baseURL }) => {
  await gotoReady(page, '/widgets/copy-link?utm_source=newsletter#share');
  await page.click('.awb-copy-page-link');
  const status = page.locator('.awb-copy-page-link__status');
  await expect(status).toHaveText('Link copied to the clipboard');
  await expect(status).toHaveAttribute('role', 'status');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/widgets/copy-link', baseURL).href);
  expect((await axeViolations(page))).toEqual([]);
  await expect(status).toHaveText('', { timeout: 5000 });
});
