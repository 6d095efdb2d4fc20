import { fireEvent, screen } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamDecoder } from '../decoder/definition';
import type { Runtime } from '../../../kernel/runtime';
import { DECODE_FAILURE_HIDE_MS, DECODE_REVEAL_MS, FILL_TEXT_MS } from '../../../machines/anti-spam/email-decoder';
import { clearGlobals, fakeSite, quietEnvironment, setGlobals, startPage, tick, type Answer, type Sent } from './support';

const JOHN = 'd2J1YS5xYnJAcmtuemN5ci5wYno=';
const PHONE = 'KzEgNTU1IDAxMCA3Nzg4';
const SALES = 'Zm55cmZAcmtuemN5ci5iZXQ=';
const SUPPORT = 'ZmhjY2JlZ0Bya256Y3lyLmFyZz9maG93cnBnPVVyeXli';
const DECODED: Record<string, string> = {
  [JOHN]: 'john.doe@example.com',
  [PHONE]: '+1 555 010 7788',
  [SALES]: 'sales@example.org',
  [SUPPORT]: 'support@example.net?subject=Hello',
};

const rows = (allowed: boolean, comment = allowed ? 'Allowed' : 'Blocked') =>
  Object.keys(DECODED).map((encoded) => ({
    is_allowed: allowed,
    show_comment: !allowed,
    comment,
    encoded_email: encoded,
    decoded_email: allowed ? DECODED[encoded] : '',
  }));

let runtime: Runtime;
const node = (encoded: string) => document.querySelector<HTMLElement>(`[data-original-string="${encoded}"]`)!;
const popup = () => document.getElementById('apbct_popup');

async function open(answer: Answer | ((sent: Sent) => Answer), functions: Record<string, unknown> = {}, more: Record<string, Answer> = {}) {
  setGlobals(functions);
  const site = fakeSite({ apbct_decode_email: answer, alt_sessions: { body: { success: true } }, apbct_alt_session__save__AJAX: { body: { success: true } }, ...more });
  const env = quietEnvironment(site.fetch as unknown as typeof fetch);
  runtime = await startPage(['cleantalk-decoder.html'], [antiSpam, antiSpamDecoder], env);
  return { site, env };
}

beforeEach(() => {
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterEach(() => {
  runtime?.stop();
  clearGlobals();
});

describe('e-mail decoder on ContactsEncoder markup', () => {
  it('[SPAM-001][SPAM-002] a click on an encoded address opens the popup with the wait message and the animation', async () => {
    await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(JOHN));
    await tick();
    const dialog = screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
    expect(dialog).toHaveAttribute('id', 'apbct_popup');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('The magic is on the way!');
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_second')).toHaveTextContent('Please wait a few seconds while we decode the contact data.');
    expect(dialog.querySelectorAll('.apbct-ee-animation-wrapper .apbct_dog')).toHaveLength(3);
    expect(document.body).toHaveClass('apbct-popup-fade');
    expect(document.activeElement).toBe(dialog);
  });

  it('[SPAM-001] a click on an encoded phone number opens the popup too', async () => {
    await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(PHONE));
    await tick();
    expect(popup()).not.toBeNull();
  });

  it('[SPAM-006][SPAM-007] sends post_url, referrer, the JSON map of every encoded node and the JS client data', async () => {
    const { site } = await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(JOHN));
    await tick();
    const call = site.sent.find((s) => s.name === 'apbct_decode_email')!;
    expect(call.url).toBe('http://localhost/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(call.headers['x-wp-nonce']).toBe('bbbbbbbbbb');
    expect(call.fields.post_url).toBe(window.location.href);
    expect(call.fields).toHaveProperty('referrer', document.referrer);
    expect(JSON.parse(call.fields.encodedEmails!)).toEqual({ '0': JOHN, '1': PHONE, '2': SALES, '3': SUPPORT });
    expect(typeof JSON.parse(call.fields.event_javascript_data!)).toBe('object');
    expect(call.fields).not.toHaveProperty('event_token');
  });

  it('[SPAM-007] with the bot detector on, sends the stored event token instead of the client data', async () => {
    const token = 'a'.repeat(64);
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: JSON.stringify(token), timestamp: Math.floor(Date.now() / 1000) }));
    setGlobals();
    (window as unknown as { ctPublic: Record<string, unknown> }).ctPublic.bot_detector_enabled = '1';
    const site = fakeSite({ apbct_decode_email: { body: { success: true, data: rows(true) } } });
    runtime = await startPage(['cleantalk-decoder.html'], [antiSpam, antiSpamDecoder], quietEnvironment(site.fetch as unknown as typeof fetch));
    fireEvent.click(node(JOHN));
    await tick();
    const call = site.sent.find((s) => s.name === 'apbct_decode_email')!;
    expect(call.fields.event_token).toBe(token);
    expect(call.fields).not.toHaveProperty('event_javascript_data');
    localStorage.clear();
  });

  it('[NET-002] over admin-ajax the decode call carries action and _ajax_nonce', async () => {
    const { site } = await open({ body: { success: true, data: rows(true) } }, { data__ajax_type: 'admin_ajax' });
    fireEvent.click(node(JOHN));
    await tick();
    const call = site.sent.find((s) => s.name === 'apbct_decode_email')!;
    expect(call.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(call.fields._ajax_nonce).toBe('aaaaaaaaaa');
  });

  it('[SPAM-003][SPAM-004][SPAM-008] 3 s after opening it shows the decoded address with the click-to-select title and Got it', async () => {
    await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(SUPPORT));
    await tick(DECODE_REVEAL_MS - 100);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toBeNull();
    await tick(100);
    const address = document.querySelector('.apbct-email-encoder-select-whole-email')!;
    // The mailto row's ?subject= part is not shown.
    expect(address).toHaveTextContent(/^support@example\.net$/);
    expect(address).toHaveAttribute('title', 'Click to select the whole data');
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('The complete one is support@example.net');
    expect(document.querySelector('.apbct-ee-animation-wrapper')).toBeNull();
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    expect(gotIt).toHaveClass('apbct-email-encoder-got-it-button');
    expect(document.activeElement).toBe(gotIt);
  });

  it('[SPAM-004][SPAM-005] Got it closes the popup; the nodes unblur at once and their text is filled 2 s later', async () => {
    const { site } = await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(JOHN));
    await tick(DECODE_REVEAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await tick();
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    expect(node(JOHN)).toHaveClass('no-blur');
    // The mailto link is a real link again straight away.
    expect(node(SUPPORT)).toHaveAttribute('href', 'mailto:support@example.net?subject=Hello');
    expect(node(SUPPORT)).toHaveTextContent(/^support@example\.net$/);
    await tick(FILL_TEXT_MS - 100);
    expect(node(JOHN).textContent).not.toBe('john.doe@example.com');
    await tick(100);
    expect(node(JOHN).textContent).toBe('john.doe@example.com');
    expect(node(JOHN)).toHaveAttribute('title', '');
    expect(node(PHONE).textContent).toBe('+1 555 010 7788');
    expect(node(SALES).textContent).toBe('sales@example.org');
    // Decoded nodes are plain text again: clicking one asks nothing and opens nothing.
    fireEvent.click(node(PHONE));
    await tick();
    expect(popup()).toBeNull();
    expect(site.sent.filter((s) => s.name === 'apbct_decode_email')).toHaveLength(1);
  });

  it('[SPAM-009] blocked: the popup shows the blocked text with the comment, hides after 3 s, and the nodes can be clicked again', async () => {
    const { site } = await open({ body: { success: true, data: rows(false, 'Blocked by the cloud') } });
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent('CleanTalk email decoder: Blocked: Blocked by the cloud');
    expect(node(JOHN).textContent).not.toContain('john');
    await tick(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
    fireEvent.click(node(PHONE));
    await tick();
    expect(site.sent.filter((s) => s.name === 'apbct_decode_email')).toHaveLength(2);
  });

  it('[SPAM-010] cannot connect: the popup shows the cannot-connect text with the comment', async () => {
    await open({ body: { success: false, data: rows(false, 'Connection to the CleanTalk cloud failed: timeout') } });
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(
      'CleanTalk email decoder: Cannot connect: Connection to the CleanTalk cloud failed: timeout',
    );
  });

  it.each([
    ['an empty data[]', { body: { success: true, data: [] } }],
    ['data false', { body: { success: true, data: false } }],
    ['a row without is_allowed', { body: { success: true, data: [{ encoded_email: JOHN, decoded_email: 'x@y.z', comment: '' }] } }],
  ])('[SPAM-011] %s: the popup says it cannot decode and hides after 3 s', async (_name, answer) => {
    await open(answer as Answer);
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent('Can not decode email. Unknown reason');
    await tick(DECODE_FAILURE_HIDE_MS - 100);
    expect(popup()).not.toBeNull();
    await tick(100);
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
  });

  it.each([
    ['a 500', { status: 500, body: 'There has been a critical error on this website.' }, 'Internal server error.'],
    ['an answer that is not JSON', { body: '<p>Warning</p>' }, 'Unexpected response from server. See console for details.'],
  ])('[SPAM-010] %s ends in the catalogue message, then the popup hides', async (_name, answer, message) => {
    await open(answer as Answer);
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(`CleanTalk email decoder: Cannot connect: ${message}`);
    await tick(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
  });

  it.each([
    ['blocked', { body: { success: true, data: rows(false, 'Blocked by the cloud') } }, 'CleanTalk email decoder: Blocked: Blocked by the cloud'],
    ['cannot connect', { body: { success: false, data: rows(false, 'timeout') } }, 'CleanTalk email decoder: Cannot connect: timeout'],
    ['cannot decode', { body: { success: true, data: false } }, 'Can not decode email. Unknown reason'],
  ])('[SPAM-009][SPAM-010][SPAM-011] %s: the page is no longer darkened while the message shows, nor after it hides', async (_name, answer, message) => {
    await open(answer as Answer);
    fireEvent.click(node(JOHN));
    expect(document.body).toHaveClass('apbct-popup-fade');
    await tick();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(message);
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    await tick(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
  });

  it('[SPAM-011] a dropped connection (no answer at all) shows the cannot-decode fallback, not cannot-connect, and hides 3 s later', async () => {
    await open(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(node(JOHN));
    await tick();
    const text = document.getElementById('apbct_popup_text')!;
    expect(text).toHaveTextContent(/^Can not decode email\. Unknown reason$/);
    expect(text).not.toHaveTextContent('Cannot connect');
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    await tick(DECODE_FAILURE_HIDE_MS - 100);
    expect(popup()).not.toBeNull();
    await tick(100);
    expect(popup()).toBeNull();
  });

  it('[SPAM-008][SPAM-011] a row without is_allowed warns once, naming the endpoint and the field', async () => {
    const bad = { body: { success: true, data: [{ encoded_email: JOHN, decoded_email: 'x@y.z', comment: '' }] } };
    const { env } = await open(bad);
    for (const encoded of [JOHN, PHONE]) {
      fireEvent.click(node(encoded));
      await tick();
      expect(document.getElementById('apbct_popup_text')).toHaveTextContent('Can not decode email. Unknown reason');
      await tick(DECODE_FAILURE_HIDE_MS);
    }
    const warnings = env.console.warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.filter((text) => text.includes('apbct_decode_email'))).toEqual([
      expect.stringMatching(/anti-spam\/decoder.*apbct_decode_email.*"data\[0\]\.is_allowed"/),
    ]);
  });

  it('[SPAM-001] every encoded node of the page shares ONE document keydown listener (for Escape)', async () => {
    const add = jest.spyOn(document, 'addEventListener');
    setGlobals();
    const site = fakeSite({ apbct_decode_email: { body: { success: true, data: rows(true) } } });
    runtime = await startPage(['cleantalk-decoder.html'], [antiSpamDecoder], quietEnvironment(site.fetch as unknown as typeof fetch));
    expect(document.querySelectorAll('[data-original-string]').length).toBeGreaterThan(2);
    expect(runtime.stats().mounts).toBeGreaterThan(2);
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    add.mockRestore();
    // That one listener still closes whichever node's popup is open.
    fireEvent.click(node(PHONE));
    await tick();
    fireEvent.keyDown(document, { key: 'Escape' });
    await tick();
    expect(popup()).toBeNull();
  });

  it('Escape closes the popup and returns focus to the link that opened it', async () => {
    await open({ body: { success: true, data: rows(true) } });
    node(SUPPORT).focus();
    fireEvent.click(node(SUPPORT));
    await tick(DECODE_REVEAL_MS);
    fireEvent.keyDown(document, { key: 'Escape' });
    await tick();
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(node(SUPPORT));
  });

  it('sets the e-mail encoder pass cookie after an answer', async () => {
    await open({ body: { success: true, data: rows(true) } });
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.cookie).toContain('apbct_email_encoder_passed=5f2c1e0b9a7d4c3e8b6a1f0d2c4e6a8b');
  });

  it('[SPAM-041] the JS client data carries the checked e-mails with their results and the logged JS errors', async () => {
    const { site } = await open({ body: { success: true, data: rows(true) } });
    // What the e-mail check and the error log leave behind during the visit.
    document.cookie = `ct_checked_emails=${encodeURIComponent(JSON.stringify({ 'a@b.co': { result: { result: 'EXISTS' }, timestamp: 1 } }))}; path=/`;
    localStorage.setItem('ct_js_errors', JSON.stringify([{ err: { msg: 'apbct failed', file: 'x.js' }, url: 'http://localhost/', userAgent: 'ua' }]));
    fireEvent.click(node(JOHN));
    await tick();
    const data = JSON.parse(site.sent.find((s) => s.name === 'apbct_decode_email')!.fields.event_javascript_data!);
    expect(data.ct_checked_emails).toEqual({ 'a@b.co': { result: { result: 'EXISTS' }, timestamp: 1 } });
    expect(data.apbct_ct_js_errors).toEqual([{ err: { msg: 'apbct failed', file: 'x.js' }, url: 'http://localhost/', userAgent: 'ua' }]);
    localStorage.clear();
  });

  it('[SPAM-061] a 403 nonce failure fetches a fresh nonce from the host URL and retries the call with it', async () => {
    let attempts = 0;
    const { site } = await open((sent: Sent) => {
      attempts += 1;
      return sent.headers['x-wp-nonce'] === 'cccccccccc'
        ? { body: { success: true, data: rows(true) } }
        : { status: 403, body: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } } };
    }, {}, { 'http://localhost/': { body: { wpnonce: 'cccccccccc' } } });
    fireEvent.click(node(JOHN));
    await tick(DECODE_REVEAL_MS);
    const refresh = site.sent.find((s) => s.url === 'http://localhost/')!;
    expect(refresh.fields).toMatchObject({ spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', nonce_prev: 'bbbbbbbbbb' });
    expect(attempts).toBe(2);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });

  it('[SPAM-012] on an admin page (ctAdminCommon, no ctPublicFunctions) it decodes over admin-ajax with the admin nonce and texts', async () => {
    const win = window as unknown as Record<string, unknown>;
    setGlobals();
    delete win.ctPublicFunctions;
    win.ctAdminCommon = { _ajax_nonce: 'dddddddddd', _ajax_url: '/wp-admin/admin-ajax.php', text__ee_wait_for_decoding: 'Admin: decoding...' };
    const site = fakeSite({ apbct_decode_email: { body: { success: true, data: rows(true) } } });
    runtime = await startPage(['cleantalk-decoder.html'], [antiSpamDecoder], quietEnvironment(site.fetch as unknown as typeof fetch));
    fireEvent.click(node(JOHN));
    await tick();
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('Admin: decoding...');
    const call = site.sent.find((s) => s.name === 'apbct_decode_email')!;
    expect(call.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(call.fields._ajax_nonce).toBe('dddddddddd');
    delete win.ctAdminCommon;
  });
});
