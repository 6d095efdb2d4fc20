// The reference server's CF7 endpoints, called as the runtime calls them (multipart, no nonce).
import { expect, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

const FEEDBACK = '/wp-json/contact-form-7/v1/contact-forms/101/feedback';
const hidden = { _wpcf7: '101', _wpcf7_version: '6.2-dev', _wpcf7_locale: 'en_US', _wpcf7_unit_tag: 'wpcf7-f101-p45-o1', _wpcf7_container_post: '45', _wpcf7_posted_data_hash: '' };
const valid = { ...hidden, 'your-name': 'Server', 'your-email': 'server@example.com', 'your-subject': 'Protocol', 'your-consent': '1' };

test.beforeEach(async ({ request }) => {
  await setSwitch(request, 'cf7_feedback', 'normal');
});

test('[CF-063] the feedback answer carries status, message, invalid_fields with field and message, posted_data_hash and into', async ({ request }) => {
  const bad = await (await request.post(FEEDBACK, { multipart: { ...valid, 'your-email': 'server@localhost', 'your-subject': '' } })).json();
  expect(bad).toEqual({
    contact_form_id: 101,
    status: 'validation_failed',
    message: 'One or more fields have an error. Please check and try again.',
    posted_data_hash: '',
    into: '#wpcf7-f101-p45-o1',
    invalid_fields: [
      { field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f101-p45-o1-ve-your-email' },
      { field: 'your-subject', message: 'Please fill out this field.', idref: null, error_id: 'wpcf7-f101-p45-o1-ve-your-subject' },
    ],
  });
  const good = await (await request.post(FEEDBACK, { multipart: valid })).json();
  expect(good).toMatchObject({ status: 'mail_sent', message: 'Thank you for your message. It has been sent.', invalid_fields: [] });
  expect(good.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
});

test('an unticked acceptance answers acceptance_missing and is stored so', async ({ request }) => {
  const { 'your-consent': _consent, ...unticked } = { ...valid, 'your-email': 'unticked@example.com' };
  const answer = await (await request.post(FEEDBACK, { multipart: unticked })).json();
  expect(answer).toMatchObject({ status: 'acceptance_missing', message: 'You must accept the terms and conditions before sending your message.' });
  expect((await readRows(request, 'cf7_submissions', { email: 'unticked@example.com' })).map((r) => r.status)).toEqual(['acceptance_missing']);
});

test('requests CF7 refuses: not multipart (415), unknown form (404), no unit tag (400)', async ({ request }) => {
  expect((await request.post(FEEDBACK, { form: valid })).status()).toBe(415);
  expect((await request.post('/wp-json/contact-form-7/v1/contact-forms/999/feedback', { multipart: valid })).status()).toBe(404);
  const { _wpcf7_unit_tag: _tag, ...untagged } = valid;
  const missing = await request.post(FEEDBACK, { multipart: untagged });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ code: 'wpcf7_unit_tag_not_found' });
});

test('[CF-064] refill is a GET of contact-forms/{id}/refill: [] without add-ons, the quiz for a form with one', async ({ request }) => {
  expect(await (await request.get('/wp-json/contact-form-7/v1/contact-forms/101/refill')).json()).toEqual([]);
  const refill = await (await request.get('/wp-json/contact-form-7/v1/contact-forms/102/refill')).json();
  expect(refill.quiz['your-quiz']).toEqual([expect.any(String), expect.stringMatching(/^[0-9a-f]{64}$/)]);
});
