// Contact Form 7's default form in chromium against the reference server: the built bundle, real endpoints.
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';
/** @import { Page } from '@playwright/test' */

/**
 * What CF7's DOM events carry in `detail`.
 * @typedef {CustomEvent<{ unitTag: string, contactFormId: number, status: string }>} Cf7Event
 */

const PAGE = '/contact-form/contact.html';
const form = (/** @type {Page} */ page) => page.locator('#wpcf7-f101-p45-o1 > form');

/**
 * @param {Page} page
 * @param {{ name?: string, email?: string, subject?: string, message?: string }} [values]
 */
async function fill(page, { name = 'Ada Lovelace', email = 'ada@example.com', subject = 'Engines', message = 'About the analytical engine.' } = {}) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Your message (optional)').fill(message);
  await page.getByLabel('I agree to the terms.').check();
}

test.beforeEach(async ({ request }) => {
  await setSwitch(request, 'cf7_feedback', 'normal');
  await setSwitch(request, 'cf7_delay_ms', '0');
});

test('[CF-062] [CF-054] [CF-058] fills and submits the form; the server stores it and the form shows sent', async ({ page, request }) => {
  await gotoReady(page, PAGE);
  await expect(page.locator('#wpcf7-f101-p45-o1')).toHaveClass(/\bjs\b/);
  await fill(page, { email: 'ada.sent@example.com' });
  const events = page.evaluate(() => {
    /** @type {{ name: string, unitTag: string, contactFormId: number, status: string }[]} */
    const seen = [];
    /** @type {Promise<typeof seen>} */
    const done = new Promise((resolve) => {
      for (const name of ['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']) {
        document.addEventListener(name, (event) => {
          const { detail } = /** @type {Cf7Event} */ (event);
          seen.push({ name, unitTag: detail.unitTag, contactFormId: detail.contactFormId, status: detail.status });
          if (name === 'wpcf7reset') resolve(seen);
        });
      }
    });
    return done;
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(form(page).locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(form(page).locator('.wpcf7-response-output')).toHaveCSS('border-top-color', 'rgb(70, 180, 80)');
  expect((await events).map((e) => e.name)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
  expect((await events)[1]).toMatchObject({ unitTag: 'wpcf7-f101-p45-o1', contactFormId: 101, status: 'mail_sent' });

  // Reset after mail_sent: the fields are empty again.
  await expect(page.getByLabel('Your name')).toHaveValue('');
  const [row] = await readRows(request, 'cf7_submissions', { email: 'ada.sent@example.com' });
  expect(row).toMatchObject({ form_id: 101, status: 'mail_sent', unit_tag: 'wpcf7-f101-p45-o1' });
  expect(row?.fields).toMatchObject({ 'your-name': 'Ada Lovelace', 'your-subject': 'Engines', 'your-consent': '1' });
  await expect(form(page).locator('input[name="_wpcf7_posted_data_hash"]')).toHaveValue(row?.posted_data_hash);
});

test('[CF-063] [CF-057] a submission the server finds invalid shows its invalid_fields as tips with aria-invalid and aria-describedby', async ({ page, request }) => {
  await gotoReady(page, PAGE);
  await fill(page, { name: 'Grace', email: 'grace@localhost', subject: 'Compilers' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  const email = page.getByLabel('Your email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', 'wpcf7-f101-p45-o1-ve-your-email');
  await expect(page.locator('[data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText('Please enter an email address.');
  await expect(page.locator('.screen-reader-response li#wpcf7-f101-p45-o1-ve-your-email')).toHaveText('Please enter an email address.');
  await expect(form(page).locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  await expect(form(page).locator('.wpcf7-response-output')).toHaveCSS('border-top-color', 'rgb(255, 185, 0)');
  // Input kept: the visitor corrects only the address.
  await expect(page.getByLabel('Your name')).toHaveValue('Grace');
  const rows = await readRows(request, 'cf7_submissions', { email: 'grace@localhost' });
  expect(rows.map((r) => r.status)).toEqual(['validation_failed']);
});

for (const [mode, status, event, colour] of /** @type {const} */ ([
  ['spam', 'spam', 'wpcf7spam', 'rgb(244, 102, 36)'],
  ['mail_failed', 'failed', 'wpcf7mailfailed', 'rgb(220, 50, 50)'],
])) {
  test(`[CF-057] the ${mode} switch answers ${mode}: status ${status}, ${event} fired, error styling`, async ({ page, request }) => {
    await setSwitch(request, 'cf7_feedback', mode);
    await gotoReady(page, PAGE);
    await fill(page, { email: `${mode}@example.com` });
    const fired = page.evaluate((name) => new Promise((resolve) => document.addEventListener(name, (e) => resolve(/** @type {Cf7Event} */ (e).detail.status))), event);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await fired).toBe(mode);
    await expect(form(page)).toHaveAttribute('data-status', status);
    await expect(form(page).locator('.wpcf7-response-output')).toHaveText('There was an error trying to send your message. Please try again later.');
    await expect(form(page).locator('.wpcf7-response-output')).toHaveCSS('border-top-color', colour);
    const rows = await readRows(request, 'cf7_submissions', { email: `${mode}@example.com` });
    expect(rows.map((r) => r.status)).toEqual([mode]);
  });
}

test.describe('failed calls', () => {
  test.use({ allowedConsoleErrors: [/status of 500|Unexpected response from server|ERR_INTERNET_DISCONNECTED/] });

  for (const [mode, message, ids] of /** @type {const} */ ([
    ['server_error', 'Internal server error.', ''],
    ['invalid_json', 'The response is not a valid JSON response.', '[CF-068] '],
  ])) {
    test(`${ids}a ${mode} answer keeps the input and the form can be sent again`, async ({ page, request }) => {
      await setSwitch(request, 'cf7_feedback', mode);
      await gotoReady(page, PAGE);
      await fill(page, { email: `${mode}@example.com` });
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(form(page).locator('.wpcf7-response-output')).toHaveText(message);
      await expect(page.getByLabel('Your email')).toHaveValue(`${mode}@example.com`);
      await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
      await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();

      await setSwitch(request, 'cf7_feedback', 'normal');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(form(page)).toHaveAttribute('data-status', 'sent');
      const rows = await readRows(request, 'cf7_submissions', { email: `${mode}@example.com` });
      expect(rows.map((r) => r.status)).toEqual(['mail_sent']);
    });
  }

  test('[CF-067] offline: fetch_error shows "You are probably offline." and keeps the input', async ({ page, context }) => {
    await gotoReady(page, PAGE);
    await fill(page, { email: 'offline@example.com' });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).locator('.wpcf7-response-output')).toHaveText('You are probably offline.');
    await expect(page.getByLabel('Your email')).toHaveValue('offline@example.com');
    await context.setOffline(false);
  });
});

test('a double click sends the form once', async ({ page, request }) => {
  await setSwitch(request, 'cf7_delay_ms', '600');
  await gotoReady(page, PAGE);
  await fill(page, { email: 'twice@example.com' });
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  const rows = await readRows(request, 'cf7_submissions', { email: 'twice@example.com' });
  expect(rows).toHaveLength(1);
});

test("[CF-051] [CF-065] CF7's events reach siteRuntime.bus listeners in the built bundle, with the form's detail", async ({ page }) => {
  await gotoReady(page, PAGE);
  await fill(page, { email: 'ada.bus@example.com' });
  const heard = page.evaluate(() => {
    /** @type {{ name: string, unitTag: string, status: string }[]} */
    const seen = [];
    /** @type {Promise<typeof seen>} */
    const done = new Promise((resolve) => {
      for (const name of /** @type {const} */ (['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset'])) {
        window.siteRuntime.bus.on(name, (detail) => {
          seen.push({ name, unitTag: detail.unitTag, status: detail.status });
          if (name === 'wpcf7reset') resolve(seen);
        });
      }
    });
    return done;
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await heard).map((event) => event.name)).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);
  expect((await heard)[1]).toEqual({ name: 'wpcf7mailsent', unitTag: 'wpcf7-f101-p45-o1', status: 'mail_sent' });
});

test('[CF-046] the character counter follows text inserted without a key press (as paste and drop do) and a script that fires input', async ({ page }) => {
  await gotoReady(page, PAGE);
  const counter = form(page).locator('.wpcf7-character-count.down');
  const message = page.getByLabel('Your message (optional)');
  await message.focus();
  // An input event and no keyup, as a paste, a drop or autofill gives.
  await page.keyboard.insertText('Pasted words');
  await expect(counter).toHaveText('1988');
  await message.evaluate((element) => {
    /** @type {HTMLTextAreaElement} */ (element).value = 'Set by a script';
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(counter).toHaveText('1985');
});
