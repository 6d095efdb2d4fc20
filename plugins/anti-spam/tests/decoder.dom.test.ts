import { fireEvent, screen } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamDecoder } from '../decoder/definition';
import type { RuntimeErrorInfo } from '../../../kernel/events';
import { DECODE_FAILURE_HIDE_MS, DECODE_REVEAL_MS, FILL_TEXT_MS } from '../../../machines/anti-spam/email-decoder-delays';
import { json, networkError, openTestbed, text, type Answer, type Testbed, type Routes, type SentRequest } from '../../../test/support';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

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

let testbed: Testbed;
const node = (encoded: string) => document.querySelector<HTMLElement>(`[data-original-string="${encoded}"]`)!;
const popup = () => document.getElementById('apbct_popup');

async function open(answer: Answer, functions: Record<string, unknown> = {}, more: Routes = {}) {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/decoder.html'], [antiSpam, antiSpamDecoder], {
    globals: cleantalkGlobals(functions),
    routes: { ...endpoints({ apbct_decode_email: answer, alt_sessions: json({ success: true }), apbct_alt_session__save__AJAX: json({ success: true }) }), ...more },
    quiet: true,
  });
}

beforeEach(() => {
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterEach(() => testbed?.close());

describe('e-mail decoder on ContactsEncoder markup', () => {
  it('[SPAM-001][SPAM-002] a click on an encoded address opens the popup with the wait message and the animation', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const dialog = screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
    expect(dialog).toHaveAttribute('id', 'apbct_popup');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('The magic is on the way!');
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_second')).toHaveTextContent('Please wait a few seconds while we decode the contact data.');
    expect(dialog.querySelectorAll('.apbct-ee-animation-wrapper .apbct_dog')).toHaveLength(3);
    expect(document.body).toHaveClass('apbct-popup-fade');
    expect(document.activeElement).toBe(dialog);
  });

  it('[SPAM-001] the wait text is drawn in the click itself, before anything loads or answers, and the failure replaces it', async () => {
    await open(json({ success: false, data: rows(false, 'Connection failed') }));
    fireEvent.click(node(JOHN));
    // No await: no view, React or portal to load first.
    expect(screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The magic is on the way!');
    await testbed.settle();
    expect(screen.getByRole('status')).toHaveTextContent('CleanTalk email decoder: Cannot connect: Connection failed');
  });

  it('[SPAM-001] a click on an encoded phone number opens the popup too', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(PHONE));
    await testbed.settle();
    expect(popup()).not.toBeNull();
  });

  it('[SPAM-006][SPAM-007] sends post_url, referrer, the JSON map of every encoded node and the JS client data', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const call = sentTo(testbed, 'apbct_decode_email')[0]!;
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
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/decoder.html'], [antiSpam, antiSpamDecoder], {
      globals: cleantalkGlobals({}, { bot_detector_enabled: '1' }),
      routes: endpoints({ apbct_decode_email: json({ success: true, data: rows(true) }) }),
      quiet: true,
    });
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const call = sentTo(testbed, 'apbct_decode_email')[0]!;
    expect(call.fields.event_token).toBe(token);
    expect(call.fields).not.toHaveProperty('event_javascript_data');
    localStorage.clear();
  });

  it('[NET-002] over admin-ajax the decode call carries action and _ajax_nonce', async () => {
    await open(json({ success: true, data: rows(true) }), { data__ajax_type: 'admin_ajax' });
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const call = sentTo(testbed, 'apbct_decode_email')[0]!;
    expect(call.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(call.fields._ajax_nonce).toBe('aaaaaaaaaa');
  });

  it('[SPAM-003][SPAM-004][SPAM-008] 3 s after opening it shows the decoded address with the click-to-select title and Got it', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(SUPPORT));
    await testbed.settle(DECODE_REVEAL_MS - 100);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toBeNull();
    await testbed.settle(100);
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
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    await testbed.settle(DECODE_REVEAL_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await testbed.settle();
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    expect(node(JOHN)).toHaveClass('no-blur');
    // The mailto link is a real link again straight away.
    expect(node(SUPPORT)).toHaveAttribute('href', 'mailto:support@example.net?subject=Hello');
    expect(node(SUPPORT)).toHaveTextContent(/^support@example\.net$/);
    await testbed.settle(FILL_TEXT_MS - 100);
    expect(node(JOHN).textContent).not.toBe('john.doe@example.com');
    await testbed.settle(100);
    expect(node(JOHN).textContent).toBe('john.doe@example.com');
    expect(node(JOHN)).toHaveAttribute('title', '');
    expect(node(PHONE).textContent).toBe('+1 555 010 7788');
    expect(node(SALES).textContent).toBe('sales@example.org');
    // Decoded nodes are plain text again: clicking one asks nothing and opens nothing.
    fireEvent.click(node(PHONE));
    await testbed.settle();
    expect(popup()).toBeNull();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
  });

  it('[SPAM-009] blocked: the popup shows the blocked text with the comment, hides after 3 s, and the nodes can be clicked again', async () => {
    await open(json({ success: true, data: rows(false, 'Blocked by the cloud') }));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent('CleanTalk email decoder: Blocked: Blocked by the cloud');
    expect(node(JOHN).textContent).not.toContain('john');
    await testbed.settle(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
    fireEvent.click(node(PHONE));
    await testbed.settle();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(2);
  });

  it('[SPAM-010] cannot connect: the popup shows the cannot-connect text with the comment', async () => {
    await open(json({ success: false, data: rows(false, 'Connection to the CleanTalk cloud failed: timeout') }));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(
      'CleanTalk email decoder: Cannot connect: Connection to the CleanTalk cloud failed: timeout',
    );
  });

  it.each([
    ['an empty data[]', json({ success: true, data: [] })],
    ['data false', json({ success: true, data: false })],
    ['a row without is_allowed', json({ success: true, data: [{ encoded_email: JOHN, decoded_email: 'x@y.z', comment: '' }] })],
  ])('[SPAM-011] %s: the popup says it cannot decode and hides after 3 s', async (_name, answer) => {
    await open(answer as Answer);
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent('Can not decode email. Unknown reason');
    await testbed.settle(DECODE_FAILURE_HIDE_MS - 100);
    expect(popup()).not.toBeNull();
    await testbed.settle(100);
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
  });

  it.each([
    ['a 500', text('There has been a critical error on this website.', 500), 'Internal server error.'],
    ['an answer that is not JSON', text('<p>Warning</p>'), 'Unexpected response from server. See console for details.'],
  ])('[SPAM-010] %s ends in the catalogue message, then the popup hides', async (_name, answer, message) => {
    await open(answer as Answer);
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(`CleanTalk email decoder: Cannot connect: ${message}`);
    await testbed.settle(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
  });

  it.each([
    ['blocked', json({ success: true, data: rows(false, 'Blocked by the cloud') }), 'CleanTalk email decoder: Blocked: Blocked by the cloud'],
    ['cannot connect', json({ success: false, data: rows(false, 'timeout') }), 'CleanTalk email decoder: Cannot connect: timeout'],
    ['cannot decode', json({ success: true, data: false }), 'Can not decode email. Unknown reason'],
  ])('[SPAM-009][SPAM-010][SPAM-011] %s: the page is no longer darkened while the message shows, nor after it hides', async (_name, answer, message) => {
    await open(answer);
    fireEvent.click(node(JOHN));
    expect(document.body).toHaveClass('apbct-popup-fade');
    await testbed.settle();
    expect(document.getElementById('apbct_popup_text')).toHaveTextContent(message);
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    await testbed.settle(DECODE_FAILURE_HIDE_MS);
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
  });

  it('[SPAM-011] a dropped connection (no answer at all) shows the cannot-decode fallback, not cannot-connect, and hides 3 s later', async () => {
    await open(networkError());
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const status = document.getElementById('apbct_popup_text')!;
    expect(status).toHaveTextContent(/^Can not decode email\. Unknown reason$/);
    expect(status).not.toHaveTextContent('Cannot connect');
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    await testbed.settle(DECODE_FAILURE_HIDE_MS - 100);
    expect(popup()).not.toBeNull();
    await testbed.settle(100);
    expect(popup()).toBeNull();
  });

  it('[SPAM-008][SPAM-011] a row without is_allowed warns once, naming the endpoint and the field', async () => {
    await open(json({ success: true, data: [{ encoded_email: JOHN, decoded_email: 'x@y.z', comment: '' }] }));
    for (const encoded of [JOHN, PHONE]) {
      fireEvent.click(node(encoded));
      await testbed.settle();
      expect(document.getElementById('apbct_popup_text')).toHaveTextContent('Can not decode email. Unknown reason');
      await testbed.settle(DECODE_FAILURE_HIDE_MS);
    }
    const warnings = testbed.console.warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.filter((line) => line.includes('apbct_decode_email'))).toEqual([
      expect.stringMatching(/anti-spam\/decoder.*apbct_decode_email answer: field data\[0\]\.is_allowed: .*; the answer is not used$/),
    ]);
  });

  it('[SPAM-001] every encoded node of the page shares ONE document keydown listener (for Escape)', async () => {
    // The decoder alone: the page plugin has keyboard listeners of its own (the modal's Escape, typing signals).
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/decoder.html'], [antiSpamDecoder], {
      globals: cleantalkGlobals(),
      routes: endpoints({ apbct_decode_email: json({ success: true, data: rows(true) }) }),
      quiet: true,
    });
    expect(testbed.runtime.stats().mounts).toBeGreaterThan(3);
    const keydown = testbed.leaks.check().filter((line) => line.includes('"keydown"') && line.endsWith('on document'));
    expect(keydown).toEqual(['1 "keydown" listener on document']);
    // That one listener closes whichever node's popup is open.
    fireEvent.click(node(PHONE));
    await testbed.settle();
    fireEvent.keyDown(document, { key: 'Escape' });
    await testbed.settle();
    expect(popup()).toBeNull();
  });

  it('Escape closes the popup and returns focus to the link that opened it', async () => {
    await open(json({ success: true, data: rows(true) }));
    node(SUPPORT).focus();
    fireEvent.click(node(SUPPORT));
    await testbed.settle(DECODE_REVEAL_MS);
    fireEvent.keyDown(document, { key: 'Escape' });
    await testbed.settle();
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(node(SUPPORT));
  });

  it('sets the e-mail encoder pass cookie after an answer', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.cookie).toContain('apbct_email_encoder_passed=5f2c1e0b9a7d4c3e8b6a1f0d2c4e6a8b');
  });

  it('[SPAM-041] the JS client data carries the checked e-mails with their results and the logged JS errors', async () => {
    await open(json({ success: true, data: rows(true) }));
    // What the e-mail check and the error log leave behind during the visit.
    document.cookie = `ct_checked_emails=${encodeURIComponent(JSON.stringify({ 'a@b.co': { result: { result: 'EXISTS' }, timestamp: 1 } }))}; path=/`;
    localStorage.setItem('ct_js_errors', JSON.stringify([{ err: { msg: 'apbct failed', file: 'x.js' }, url: 'http://localhost/', userAgent: 'ua' }]));
    fireEvent.click(node(JOHN));
    await testbed.settle();
    const data = JSON.parse(sentTo(testbed, 'apbct_decode_email')[0]!.fields.event_javascript_data!);
    expect(data.ct_checked_emails).toEqual({ 'a@b.co': { result: { result: 'EXISTS' }, timestamp: 1 } });
    expect(data.apbct_ct_js_errors).toEqual([{ err: { msg: 'apbct failed', file: 'x.js' }, url: 'http://localhost/', userAgent: 'ua' }]);
    localStorage.clear();
  });

  it('[SPAM-061] a 403 nonce failure fetches a fresh nonce from the host URL and retries the call with it', async () => {
    let attempts = 0;
    await open((sent: SentRequest) => {
      attempts += 1;
      return sent.headers['x-wp-nonce'] === 'cccccccccc'
        ? json({ success: true, data: rows(true) })
        : json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);
    }, {}, { 'http://localhost/': json({ wpnonce: 'cccccccccc' }) });
    fireEvent.click(node(JOHN));
    await testbed.settle(DECODE_REVEAL_MS);
    const refresh = testbed.site.requests.find((s) => s.url === 'http://localhost/')!;
    expect(refresh.fields).toMatchObject({ spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', nonce_prev: 'bbbbbbbbbb' });
    expect(attempts).toBe(2);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });

  it('[SPAM-012] on an admin page (ctAdminCommon, no ctPublicFunctions) it decodes over admin-ajax with the admin nonce and texts', async () => {
    const { ctPublic } = cleantalkGlobals();
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/decoder.html'], [antiSpamDecoder], {
      globals: { ctPublic, ctAdminCommon: { _ajax_nonce: 'dddddddddd', _ajax_url: '/wp-admin/admin-ajax.php', text__ee_wait_for_decoding: 'Admin: decoding...' } },
      routes: endpoints({ apbct_decode_email: json({ success: true, data: rows(true) }) }),
      quiet: true,
    });
    fireEvent.click(node(JOHN));
    await testbed.settle();
    expect(document.getElementById('apbct_email_ecoder__popup_text_node_first')).toHaveTextContent('Admin: decoding...');
    const call = sentTo(testbed, 'apbct_decode_email')[0]!;
    expect(call.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(call.fields._ajax_nonce).toBe('dddddddddd');
  });
});

describe("the decoder's actor, made at the first click", () => {
  const wait = () => expect(screen.getByRole('status')).toHaveTextContent('The magic is on the way!');

  it('[SPAM-001][SPAM-002] mounts without actors; a click shows the wait text before its actor exists, then makes it', async () => {
    await open(json({ success: true, data: rows(true) }));
    expect(testbed.runtime.stats().actors).toBe(0);
    fireEvent.click(node(JOHN));
    wait();
    expect(screen.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' })).toHaveFocus();
    expect(document.body).toHaveClass('apbct-popup-fade');
    expect(testbed.runtime.stats().actors).toBe(0);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    wait();
    await testbed.settle(DECODE_REVEAL_MS);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });

  it('[SPAM-003] the 3 s before the address count from the click, the time its actor took to load included', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    // A second of the wait goes by before the actor is in.
    testbed.clock.advance(1000);
    expect(testbed.runtime.stats().actors).toBe(0);
    await testbed.settle(DECODE_REVEAL_MS - 1000 - 100);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toBeNull();
    await testbed.settle(100);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });

  it('Escape while the actor loads closes the popup at once; the actor arriving later neither reopens it nor asks', async () => {
    await open(json({ success: true, data: rows(true) }));
    node(SUPPORT).focus();
    fireEvent.click(node(SUPPORT));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    expect(document.activeElement).toBe(node(SUPPORT));
    await testbed.settle(DECODE_REVEAL_MS);
    expect(popup()).toBeNull();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(0);
  });

  it('clicks made while the actor loads are carried out in order when it arrives: opened, closed, opened again asks once', async () => {
    await open(json({ success: true, data: rows(true) }));
    fireEvent.click(node(JOHN));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(node(JOHN));
    wait();
    expect(testbed.runtime.stats().actors).toBe(0);
    await testbed.settle();
    expect(document.querySelectorAll('#apbct_popup')).toHaveLength(1);
    wait();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
    await testbed.settle(DECODE_REVEAL_MS);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });

  it('when its code fails to load: reported once, the wait text then what a request without an answer shows, hidden 3 s later; the next click loads it again', async () => {
    await open(json({ success: true, data: rows(true) }));
    const errors: RuntimeErrorInfo[] = [];
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    jest.doMock('../decoder/decoder-actor', () => {
      throw new Error('chunk failed to load');
    });
    fireEvent.click(node(JOHN));
    wait();
    await testbed.settle();
    expect(errors.map((info) => [info.plugin, (info.error as Error).message])).toEqual([['anti-spam/decoder', 'chunk failed to load']]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Can not decode email\. Unknown reason$/);
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(0);
    await testbed.settle(DECODE_FAILURE_HIDE_MS - 100);
    expect(popup()).not.toBeNull();
    await testbed.settle(100);
    expect(popup()).toBeNull();
    jest.dontMock('../decoder/decoder-actor');
    fireEvent.click(node(JOHN));
    wait();
    await testbed.settle(DECODE_REVEAL_MS);
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
    expect(document.querySelector('.apbct-email-encoder-select-whole-email')).toHaveTextContent('john.doe@example.com');
  });
});
