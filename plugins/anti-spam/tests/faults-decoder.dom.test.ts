/**
 * CleanTalk's contact decoder under every fault of docs/reliability.md, and the fresh-nonce request a
 * 403 starts: the popup's live status ends in a failure text (never the wait text for ever), the page
 * is no longer darkened, the popup goes 3 s later, and the contact stays encoded and can be clicked
 * again.
 */
import { fireEvent, screen } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamDecoder } from '../decoder/definition';
import { DECODE_FAILURE_HIDE_MS } from '../../../machines/anti-spam/email-decoder-delays';
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { cleantalkGlobals, endpoints, FUNCTIONS, sentTo } from './cleantalk';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const JOHN = 'd2J1YS5xYnJAcmtuemN5ci5wYno=';
const HOME = 'http://localhost/';
let testbed: Testbed;
const contact = () => document.querySelector<HTMLElement>(`[data-original-string="${JOHN}"]`)!;
const status = () => screen.getByRole('status');
const cannotConnect = (why: string) => `${FUNCTIONS.text__ee_email_decoder}: ${FUNCTIONS.text__ee_cannot_connect}: ${why}`;

/** What the popup's status says for each fault. */
const SHOWN: Record<FaultName, string> = {
  'time-out': cannotConnect('Server response timeout'),
  '500': cannotConnect('Internal server error.'),
  '403 / nonce': cannotConnect('Unexpected response code'),
  'invalid JSON': cannotConnect('Unexpected response from server. See console for details.'),
  'HTML for JSON': cannotConnect('Unexpected response from server. See console for details.'),
  // No answer at all says nothing the visitor can act on (plugins/anti-spam/decoder/plugin.ts).
  offline: FUNCTIONS.text__ee_cannot_decode,
};

async function open(decode: Answer, home: Answer = json({})) {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/decoder.html'], [antiSpam, antiSpamDecoder], {
    globals: cleantalkGlobals(),
    routes: { ...endpoints({ apbct_decode_email: decode, alt_sessions: json({ success: true }) }), [HOME]: home },
    quiet: true,
  });
}

/** After a failure: the popup goes, the page is not darkened, the contact is still encoded and asks again on a click. */
async function expectRecovered() {
  expect(document.body).not.toHaveClass('apbct-popup-fade');
  await testbed.settle(DECODE_FAILURE_HIDE_MS);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(contact()).toHaveAttribute('data-original-string', JOHN);
  expect(contact()).not.toHaveTextContent('john.doe@example.com');
  const asked = sentTo(testbed, 'apbct_decode_email').length;
  fireEvent.click(contact());
  await testbed.settle();
  expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(asked + 1);
}

afterEach(() => testbed?.close());

describe('apbct_decode_email under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'apbct_decode_email, time-out: the popup says it cannot connect (time-out), then goes; the contact stays encoded and clickable' },
    { fault: '500', title: 'apbct_decode_email, 500: the popup says it cannot connect (server error), then goes; the contact stays encoded and clickable' },
    { fault: '403 / nonce', title: 'apbct_decode_email, 403 / nonce: no fresh nonce to be had, the popup says it cannot connect, then goes; the contact stays encoded and clickable' },
    { fault: 'invalid JSON', title: 'apbct_decode_email, invalid JSON: the popup says it cannot connect (unexpected answer), then goes; the contact stays encoded and clickable' },
    { fault: 'HTML for JSON', title: 'apbct_decode_email, HTML for JSON: the popup says it cannot connect (unexpected answer), then goes; the contact stays encoded and clickable' },
    { fault: 'offline', title: 'apbct_decode_email, offline: the popup says it cannot decode, then goes; the contact stays encoded and clickable' },
  ])('$title', async ({ fault }) => {
    await open(faultAnswer(fault, 'rest'), faultAnswer('HTML for JSON'));
    fireEvent.click(contact());
    expect(status()).toHaveTextContent(FUNCTIONS.text__ee_wait_for_decoding);
    await meetFault(testbed, fault);
    expect(status()).toHaveTextContent(SHOWN[fault]);
    await expectRecovered();
  });

  it('apbct_decode_email, aborted: Escape while decoding closes the popup at once; the late answer shows nothing and the contact can be clicked again', async () => {
    await open({ ...json({ success: true, data: [] }), delay: 2000 });
    fireEvent.click(contact());
    // The request is in flight (the HTTP client's code loads at its first call).
    await testbed.settle(50);
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    await testbed.settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('apbct-popup-fade');
    expect(sentTo(testbed, 'apbct_decode_email')[0]!.signal?.aborted).toBe(true);
    await testbed.settle(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    const asked = sentTo(testbed, 'apbct_decode_email').length;
    fireEvent.click(contact());
    await testbed.settle();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(asked + 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('get_fresh_wpnonce under faults (asked after a decode call failed its nonce)', () => {
  const NONCE_FAILURE = faultAnswer('403 / nonce', 'rest');
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'get_fresh_wpnonce, time-out: the decode call is not repeated and ends in its 403: the popup says it cannot connect, then goes' },
    { fault: '500', title: 'get_fresh_wpnonce, 500: the decode call is not repeated and ends in its 403: the popup says it cannot connect, then goes' },
    { fault: 'invalid JSON', title: 'get_fresh_wpnonce, invalid JSON: the decode call is not repeated and ends in its 403: the popup says it cannot connect, then goes' },
    { fault: 'HTML for JSON', title: 'get_fresh_wpnonce, HTML for JSON: the home page is no nonce; the decode call ends in its 403: the popup says it cannot connect, then goes' },
    { fault: 'offline', title: 'get_fresh_wpnonce, offline: the decode call is not repeated and ends in its 403: the popup says it cannot connect, then goes' },
  ])('$title', async ({ fault }) => {
    await open(NONCE_FAILURE, faultAnswer(fault));
    fireEvent.click(contact());
    await meetFault(testbed, fault);
    expect(testbed.site.requestsTo(HOME)).toHaveLength(1);
    expect(testbed.site.requestsTo(HOME)[0]!.fields).toMatchObject({ spbc_remote_call_action: 'get_fresh_wpnonce', nonce_prev: FUNCTIONS._rest_nonce });
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
    expect(status()).toHaveTextContent(SHOWN['403 / nonce']);
    await expectRecovered();
  });

  it('get_fresh_wpnonce, aborted: Escape while the fresh nonce is asked for closes the popup; the nonce that comes later starts no second decode', async () => {
    await open(NONCE_FAILURE, { ...json({ wpnonce: 'cccccccccc' }), delay: 2000 });
    fireEvent.click(contact());
    await testbed.settle();
    expect(testbed.site.requestsTo(HOME)).toHaveLength(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    await testbed.settle(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(testbed, 'apbct_decode_email')).toHaveLength(1);
  });
});
