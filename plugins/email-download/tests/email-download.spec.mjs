// Email Before Download in chromium: a CF7 form mailed, then ebd_inline_links on the reference server.
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

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
