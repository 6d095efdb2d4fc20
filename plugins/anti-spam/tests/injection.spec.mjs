// Other plugins' fetch, XMLHttpRequest and jQuery.ajax submissions carry the bot token exactly once,
// read back from what the reference server stored.
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';
/** @import { APIRequestContext } from '@playwright/test' */

/**
 * @param {APIRequestContext} request
 * @param {string} endpoint
 */
async function lastRow(request, endpoint) {
  const rows = await readRows(request, 'antispam_third_party', { endpoint });
  return rows.at(-1);
}

test('[SPAM-053][SPAM-054][SPAM-055][SPAM-056][SPAM-045] the token goes into every submission once, bodies intact', async ({ page, request }) => {
  await page.goto('/anti-spam/sign-up.html', { waitUntil: 'networkidle' });
  await page.waitForLoadState('load');
  const token = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('bot_detector_event_token') ?? 'null').value));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  const status = page.locator('#third-party-status');

  await page.locator('#form_email_1').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe (XMLHttpRequest)' }).click();
  await expect(status).toHaveText('MailPoet (XMLHttpRequest) sent');
  await page.getByRole('button', { name: 'Subscribe (jQuery.ajax)' }).click();
  await expect(status).toHaveText('MailPoet (jQuery.ajax) sent');
  await page.locator('#mf-input-name-7').fill('Ada');
  await page.locator('#mf-input-message-7').fill('Hello & welcome');
  await page.getByRole('button', { name: 'Send (fetch, FormData)' }).click();
  await expect(status).toHaveText('Metform (fetch) sent');
  await page.locator('#quantity_65').fill('3');
  await page.getByRole('button', { name: 'Add to cart (fetch, JSON)' }).click();
  await expect(status).toHaveText('Add to cart (fetch) sent');

  const mailpoet = (await readRows(request, 'antispam_third_party', { endpoint: 'mailpoet' })).slice(-2);
  expect(mailpoet.map((row) => row.fields.via)).toEqual(['xhr', 'jquery']);
  for (const row of mailpoet) {
    // MailPoet's style: data[ct_bot_detector_event_token], once, beside the untouched subscription fields.
    expect(row.token_count).toBe(1);
    expect(row.fields.data).toEqual({ form_id: '1', email: 'reader@example.com', ct_bot_detector_event_token: token });
    expect(row.fields).toMatchObject({ action: 'mailpoet', endpoint: 'subscribers', method: 'subscribe', token: 'b3c1d2e4f5' });
    expect(row.content_type).toContain('application/x-www-form-urlencoded');
  }
  // The jQuery hook puts the field first; the XMLHttpRequest hook appends it.
  expect(mailpoet[1]?.raw_body.startsWith('data%5Bct_bot_detector_event_token%5D=')).toBe(true);
  expect(mailpoet[0]?.raw_body.endsWith(`data%5Bct_bot_detector_event_token%5D=${token}`)).toBe(true);

  const metform = await lastRow(request, 'metform');
  expect(metform?.token_count).toBe(1);
  expect(metform?.content_type).toContain('multipart/form-data');
  expect(metform?.fields).toEqual({ 'mf-listing-fname': 'Ada', 'mf-textarea': 'Hello & welcome', ct_bot_detector_event_token: token });

  const cart = await lastRow(request, 'wc-store-add-item');
  expect(cart?.token_count).toBe(1);
  expect(cart?.content_type).toContain('application/json');
  expect(cart?.fields).toEqual({ id: 65, quantity: 3, ct_bot_detector_event_token: token });
});

test('[SPAM-059][SPAM-013][SPAM-057] a blocked sign-up shows CleanTalk\'s message in the generic modal; Escape closes it', async ({ page, request }) => {
  await setSwitch(request, 'antispam_answer', 'blocked');
  try {
    await page.goto('/anti-spam/sign-up.html', { waitUntil: 'networkidle' });
    await page.locator('#form_email_1').fill('spammer@example.com');
    const button = page.getByRole('button', { name: 'Subscribe (jQuery.ajax)' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Forbidden. Sender blacklisted. Anti-Spam by CleanTalk.');
    await expect(page.locator('#cleantalk-modal-overlay')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  } finally {
    await setSwitch(request, 'antispam_answer', 'allowed');
  }
});

test('[SPAM-053][SPAM-054][SPAM-055][SPAM-056] HappyForms (jQuery.ajax), WPForms (fetch, FormData) and Amelia (XHR, JSON) carry the token once', async ({ page, request }) => {
  await gotoReady(page, '/anti-spam/sign-up.html');
  await page.waitForLoadState('load');
  const token = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('bot_detector_event_token') ?? 'null').value));
  const status = page.locator('#third-party-status');

  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Send (jQuery.ajax, urlencoded)' }).click();
  await expect(status).toHaveText('HappyForms (jQuery.ajax) sent');
  await page.locator('#wpforms-90-field_1').fill('Ada');
  await page.getByRole('button', { name: 'Contact us (fetch, FormData)' }).click();
  await expect(status).toHaveText('WPForms (fetch) sent');
  await page.getByLabel('Name for the booking').fill('Ada');
  await page.getByRole('button', { name: 'Book (XMLHttpRequest, JSON)' }).click();
  await expect(status).toHaveText('Amelia (XMLHttpRequest) sent');

  // HappyForms is on CleanTalk's jQuery list: data[ct_bot_detector_event_token], first.
  const happyforms = await lastRow(request, 'happyforms');
  expect(happyforms?.token_count).toBe(1);
  expect(happyforms?.raw_body.startsWith(`data%5Bct_bot_detector_event_token%5D=${token}&`)).toBe(true);
  expect(happyforms?.fields).toMatchObject({ action: 'happyforms_message', happyforms_form_id: '12', 'happyforms-12_single_line_text_1': 'Ada', data: { ct_bot_detector_event_token: token } });

  // Any other submission: the plain key, appended.
  const wpforms = await lastRow(request, 'wpforms');
  expect(wpforms?.token_count).toBe(1);
  expect(wpforms?.content_type).toContain('multipart/form-data');
  expect(wpforms?.fields).toMatchObject({ action: 'wpforms_submit', wpforms: { id: '90', fields: { 1: 'Ada' } }, ct_bot_detector_event_token: token });

  const amelia = await lastRow(request, 'amelia');
  expect(amelia?.token_count).toBe(1);
  expect(amelia?.content_type).toContain('application/json');
  expect(amelia?.fields).toEqual({ type: 'appointment', bookings: [{ customer: { firstName: 'Ada' } }], ct_bot_detector_event_token: token });

  // CleanTalk's own calls never carry it.
  const own = await readRows(request, 'requests');
  const cleantalk = own.filter((row) => /cleantalk-antispam\/v1|apbct_/.test(`${row.path} ${row.action ?? ''}`));
  expect(cleantalk.length).toBeGreaterThan(0);
  for (const row of cleantalk) expect(JSON.stringify(row.body)).not.toContain('ct_bot_detector_event_token":"');
});

test('[SPAM-059][SPAM-057] a block answer to a fetch (WPForms) or a plain XMLHttpRequest (Amelia) shows CleanTalk\'s message in the modal', async ({ page, request }) => {
  await setSwitch(request, 'antispam_answer', 'blocked');
  try {
    await gotoReady(page, '/anti-spam/sign-up.html');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Contact us (fetch, FormData)' }).click();
    await expect(dialog).toContainText('Forbidden. Sender blacklisted. Anti-Spam by CleanTalk.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Book (XMLHttpRequest, JSON)' }).click();
    await expect(dialog).toContainText('Forbidden. Sender blacklisted. Anti-Spam by CleanTalk.');
  } finally {
    await setSwitch(request, 'antispam_answer', 'allowed');
  }
});

