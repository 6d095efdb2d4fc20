// Email Before Download in chromium: a CF7 form mailed, then ebd_inline_links on the reference server.
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

/**
 * The npm packages bundled in the chunks at these paths, read from each chunk's source map
 * (the chunks that bundle npm code are named by a hash, not by the package).
 * @param {import('@playwright/test').APIRequestContext} request
 * @param {string[]} paths
 */
async function packagesIn(request, paths) {
  const names = new Set();
  for (const path of paths) {
    const map = await (await request.get(`${path}.map`)).json();
    for (const source of map.sources) names.add(/node_modules\/([^/]+)\//.exec(source)?.[1]);
  }
  names.delete(undefined);
  return names;
}

test.beforeEach(async ({ request }) => {
  await setSwitch(request, 'cf7_feedback', 'normal');
  await setSwitch(request, 'cf7_delay_ms', '0');
});

test('[EBD-001] [EBD-003] [EBD-004] [EBD-007] after the form is mailed, the download links appear under it', async ({ page, request }) => {
  await gotoReady(page, '/contact-form/email-download.html');
  await page.getByLabel('Your email').fill('reader@example.com');
  await page.getByRole('button', { name: 'Get the files' }).click();
  const wrapper = page.locator('#wpcf7-f103-p47-o1');
  await expect(wrapper.locator('> .ebd_results a.ebd_link')).toHaveText(['Annual report 2025', 'Price list']);
  const [call] = await readRows(request, 'ebd_requests', { email: 'reader@example.com' });
  expect(call?.downloads).toEqual([['42', 'Annual report 2025'], ['43', 'Price list']]);
  expect(call?.settings).toMatchObject({ delivered_as: 'inline link', form_id: 'wpcf7-f103-p47-o1' });
  const [log] = await readRows(request, 'requests', { action: 'ebd_inline_links' });
  expect(log?.status).toBe(200);
});

test('[EBD-006] a forced download takes the browser to the file', async ({ page }) => {
  await gotoReady(page, '/contact-form/email-download-forced.html');
  await page.getByLabel('Your email').fill('sheet@example.com');
  await page.getByRole('button', { name: 'Get the files' }).click();
  await page.waitForURL(/\/contact-form\/download\.html\?download=44&ebduid=[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: 'Your download' })).toBeVisible();
});

test('neither yup nor DOMPurify comes with the page; the sanitizer comes with the links call, and the links show', async ({ page }) => {
  /** @type {string[]} */
  const chunks = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/dist\/chunks\/[\w-]+\.js$/.test(pathname)) chunks.push(pathname);
  });
  await gotoReady(page, '/contact-form/email-download.html');
  const atMount = await packagesIn(page.request, chunks);
  expect(atMount.has('yup')).toBe(false);
  expect(atMount.has('dompurify')).toBe(false);
  await page.getByLabel('Your email').fill('mount@example.com');
  await page.getByRole('button', { name: 'Get the files' }).click();
  await expect(page.locator('#wpcf7-f103-p47-o1 > .ebd_results a.ebd_link')).toHaveText(['Annual report 2025', 'Price list']);
  expect((await packagesIn(page.request, chunks)).has('dompurify')).toBe(true);
});
