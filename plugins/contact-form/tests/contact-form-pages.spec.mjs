// The other contact-form demo pages in chromium: every field type, several forms, add-ons, the wrong place.
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

test.beforeEach(async ({ request }) => {
  await setSwitch(request, 'cf7_feedback', 'normal');
  await setSwitch(request, 'cf7_delay_ms', '0');
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

test('[CF-020] [CF-055] every field type: filled, sent with a file, stored; the quiz comes back with the next question', async ({ page, request }) => {
  await gotoReady(page, '/contact-form/all-fields.html');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your email').fill('fields@example.com');
  await page.getByLabel('Website').fill('example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0958');
  await expect(page.getByLabel('Website')).toHaveValue('http://example.com');
  await page.getByLabel('How many (1 to 10)').fill('3');
  await page.getByLabel('A weekday in 2026').fill('2026-03-04');
  await page.getByLabel('Time (HH:MM)').fill('09:30');
  await page.getByLabel('Topic').selectOption('Sales');
  await page.getByLabel('Red').check();
  await page.getByLabel('Green').check();
  await page.getByLabel('About you (5 to 50 characters)').fill('Mathematician');
  await page.getByLabel('A picture or a PDF (1 MB at most)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('The capital of Japan?').fill('Tokyo');
  await page.getByLabel('I agree to the terms.').check();
  await expect(send).toBeEnabled();
  await send.click();
  const form = page.locator('#wpcf7-f102-p46-o1 > form');
  await expect(form).toHaveAttribute('data-status', 'sent');
  await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  await expect(page.locator('.wpcf7-quiz-label')).toHaveText('2 + 3 =');
  const [row] = await readRows(request, 'cf7_submissions', { email: 'fields@example.com' });
  expect(row?.status).toBe('mail_sent');
  expect(row?.fields).toMatchObject({ 'your-website': 'http://example.com', 'your-colours': ['Red', 'Green'], 'your-topic': 'Sales', 'your-date': '2026-03-04' });
  expect(row?.files).toEqual([{ field: 'your-file', filename: 'me.png', size: PNG.length }]);
});

test('[CF-003] [CF-022] [CF-024] [CF-020] values that break the rules get their tips as the visitor leaves the field', async ({ page }) => {
  await gotoReady(page, '/contact-form/all-fields.html');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('A weekday in 2026').fill('2026-03-08');
  await page.getByLabel('A weekday in 2026').blur();
  await expect(page.locator('[data-name="your-date"] .wpcf7-not-valid-tip')).toHaveText('Please choose a weekday.');
  for (const colour of ['Red', 'Green', 'Blue']) await page.getByLabel(colour).check();
  await expect(page.locator('[data-name="your-colours"] .wpcf7-not-valid-tip')).toHaveText('Please choose at most 2.');
  await page.getByLabel('A picture or a PDF (1 MB at most)').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.locator('[data-name="your-file"] .wpcf7-not-valid-tip')).toHaveText('You are not allowed to upload files of this type.');
  await expect(page.getByLabel('A picture or a PDF (1 MB at most)')).toHaveAttribute('aria-invalid', 'true');
});

test('[CF-043] [CF-044] [CF-045] inverted acceptance and the character counter in the browser', async ({ page }) => {
  await gotoReady(page, '/contact-form/all-fields.html');
  await page.getByLabel('I agree to the terms.').check();
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  await page.getByLabel('I am a robot.').check();
  await expect(send).toBeDisabled();
  await page.getByLabel('I am a robot.').uncheck();
  await expect(send).toBeEnabled();
  const counter = page.locator('.wpcf7-character-count');
  await page.getByLabel('About you (5 to 50 characters)').pressSequentially('abc');
  await expect(counter).toHaveText('3');
  await expect(counter).toHaveClass(/too-short/);
  await page.getByLabel('About you (5 to 50 characters)').pressSequentially('defgh');
  await expect(counter).not.toHaveClass(/too-short/);
});

test('[CF-002] several forms: one schema request per form id, at the first focus in one of them; each form with its own status', async ({ page, request }) => {
  const schemaCalls = async (/** @type {number} */ id) => (await readRows(request, 'requests', { route: `contact-form-7/v1/contact-forms/${id}/feedback/schema` })).length;
  const before101 = await schemaCalls(101);
  const before104 = await schemaCalls(104);
  await gotoReady(page, '/contact-form/several-forms.html');
  await page.waitForLoadState('networkidle');
  // A page nobody fills asks nothing.
  expect([await schemaCalls(101), await schemaCalls(104)]).toEqual([before101, before104]);
  for (const form of ['#wpcf7-f101-p45-o1', '#wpcf7-f101-p45-o2', '#wpcf7-f104-p49-o1']) {
    await page.locator(`${form} input[type="email"]`).focus();
    await page.waitForLoadState('networkidle');
  }
  await expect.poll(async () => [await schemaCalls(101), await schemaCalls(104)]).toEqual([before101 + 1, before104 + 1]);
  const second = page.locator('#wpcf7-f101-p45-o2');
  await second.getByLabel('Your name').fill('Second');
  await second.getByLabel('Your email').fill('second@example.com');
  await second.getByLabel('Subject').fill('Hello');
  await second.getByLabel('I agree to the terms.').check();
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.locator('form')).toHaveAttribute('data-status', 'sent');
  await expect(page.locator('#wpcf7-f101-p45-o1 form')).toHaveAttribute('data-status', 'init');
  const [row] = await readRows(request, 'cf7_submissions', { email: 'second@example.com' });
  expect(row?.unit_tag).toBe('wpcf7-f101-p45-o2');
});

test('[CF-060] [CF-061] [CF-066] popup after 1 s, closed and removed 4 s later, then the redirect', async ({ page }) => {
  await gotoReady(page, '/contact-form/redirect-popup.html');
  await page.getByLabel('Your name').fill('Popup');
  await page.getByLabel('Your email').fill('popup@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  const popup = page.locator('body > .wpcf7r-modal');
  await expect(popup).toHaveCount(1);
  await expect(page.locator('body')).toHaveAttribute('data-firescript', 'ran');
  await expect(popup).toHaveClass(/is-open/);
  const dialog = page.getByRole('dialog', { name: 'Thank you!' });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveClass(/fade/);
  await expect(popup).toHaveCount(1);
  await expect(popup).toHaveCount(0, { timeout: 6000 });
  await page.waitForURL('**/contact-form/thank-you.html', { timeout: 10000 });
});

test('[CF-047] a form inside another form shows the wrong-place error', async ({ page }) => {
  await gotoReady(page, '/contact-form/wrong-place.html');
  await expect(page.locator('p.wpcf7-form-in-wrong-place')).toHaveText('Error: This contact form is placed in the wrong place.');
  await expect(page.locator('.wpcf7')).toHaveCount(0);
});

test('typing the last field and clicking Submit at once still sends', async ({ page, request }, testInfo) => {
  // One address per run, so a repeated run counts its own row.
  const address = `quick-${testInfo.repeatEachIndex}-${testInfo.retry}-${Date.now()}@example.com`;
  await gotoReady(page, '/contact-form/contact.html');
  await page.waitForLoadState('networkidle');
  // Every field valid before the last edit: a tip that went away between the press and the release on
  // Submit would move the button from under the pointer (with CF7's own script too), which is not what
  // this test is about.
  await page.getByLabel('Your name').fill('Quick');
  await page.getByLabel('Your email').fill(address);
  await page.getByLabel('Subject').fill('Blur');
  await page.getByLabel('I agree to the terms.').check();
  await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  // The last field typed, then Submit at once: its change (the blur of the press) starts a check the submit overtakes.
  await page.getByLabel('Subject').fill('Blur and click');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
  expect(await readRows(request, 'cf7_submissions', { email: address })).toHaveLength(1);
});
