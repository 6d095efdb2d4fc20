/**
 * CleanTalk's page-wide calls under every fault of docs/reliability.md: the alternative sessions and
 * the pixel URL (the visitor never sees them: a failure must stay silent and leave nothing behind),
 * the generic modal's template (the dialog must end in a message, never "Loading..." for ever), and
 * the legacy helpers inline scripts call (the caller's onErrorCallback gets the catalogue text and the
 * js-key fields keep their value).
 */
import { fireEvent, screen } from '@testing-library/dom';
import { antiSpam } from '../definition';
import type { CleantalkModalApi } from '../modal';
import { faultAnswer, json, meetFault, openTestbed, text, type FaultName, type Testbed, type Routes } from '../../../test/support';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

type Fn = (...args: unknown[]) => unknown;
const win = window as unknown as Record<string, Fn | undefined> & { cleantalkModal: CleantalkModalApi };
let testbed: Testbed;

/** What the catalogue says for each fault (adapters/http-error.ts), as callers show it. */
const MESSAGE: Record<FaultName, string> = {
  'time-out': 'Server response timeout',
  '500': 'Internal server error.',
  '403 / nonce': 'Unexpected response code',
  'invalid JSON': 'Unexpected response from server. See console for details.',
  'HTML for JSON': 'Unexpected response from server. See console for details.',
  offline: 'Network error: the server could not be reached.',
};

async function open(routes: Routes, functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}) {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/email-forms.html'], [antiSpam], { globals: cleantalkGlobals(functions, pub), routes, quiet: true });
}

afterEach(() => {
  testbed?.close();
  localStorage.clear();
  for (const name of ['apbct_pixel_url', 'ct_ps_timestamp', 'ct_timezone', 'ct_checkjs']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('alt_sessions under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'alt_sessions, time-out: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
    { fault: '500', title: 'alt_sessions, 500: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
    { fault: '403 / nonce', title: 'alt_sessions, 403 / nonce: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
    { fault: 'invalid JSON', title: 'alt_sessions, invalid JSON: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
    { fault: 'HTML for JSON', title: 'alt_sessions, HTML for JSON: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
    { fault: 'offline', title: 'alt_sessions, offline: nothing shown, no signal falls back to a cookie, the next signal is posted again' },
  ])('$title', async ({ fault }) => {
    await open(endpoints({ alt_sessions: faultAnswer(fault, 'rest') }), { data__cookies_type: 'alternative' }, { data__cookies_type: 'alternative' });
    await meetFault(testbed, fault);
    const first = sentTo(testbed, 'alt_sessions').length;
    expect(first).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.cookie).not.toContain('ct_ps_timestamp');

    Object.assign(testbed.site.routes, endpoints({ alt_sessions: json({ success: true }) }));
    win.ctSetCookie!('ct_has_input_focused', 'true');
    await testbed.settle();
    expect(sentTo(testbed, 'alt_sessions')).toHaveLength(first + 1);
    expect(JSON.parse(sentTo(testbed, 'alt_sessions').at(-1)!.fields.cookies!)).toMatchObject({ ct_has_input_focused: 'true' });
  });
});

describe('apbct_get_pixel_url under faults', () => {
  const pixel = () => document.getElementById('apbct_pixel');
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'apbct_get_pixel_url, time-out: no pixel drawn, nothing stored' },
    { fault: '500', title: 'apbct_get_pixel_url, 500: no pixel drawn, nothing stored' },
    { fault: '403 / nonce', title: 'apbct_get_pixel_url, 403 / nonce: no pixel drawn, nothing stored' },
    { fault: 'HTML for JSON', title: 'apbct_get_pixel_url, HTML for JSON: the page is no https URL, so no pixel is drawn and nothing stored' },
    { fault: 'offline', title: 'apbct_get_pixel_url, offline: no pixel drawn, nothing stored' },
  ])('$title', async ({ fault }) => {
    await open(endpoints({ apbct_get_pixel_url: faultAnswer(fault, 'rest') }), {}, { pixel__setting: '2', pixel__enabled: true });
    await meetFault(testbed, fault);
    expect(sentTo(testbed, 'apbct_get_pixel_url')).toHaveLength(1);
    expect(pixel()).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.cookie).not.toContain('apbct_pixel_url');
    expect(localStorage.getItem('apbct_pixel_url')).toBeNull();
  });
});

describe('get_options_template under faults', () => {
  const content = () => document.getElementById('cleantalk-modal-content');
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'get_options_template, time-out: the dialog replaces Loading... with the time-out message and still closes' },
    { fault: '500', title: 'get_options_template, 500: the dialog replaces Loading... with the server error message and still closes' },
    { fault: '403 / nonce', title: 'get_options_template, 403 / nonce: the dialog replaces Loading... with the refusal message and still closes' },
    { fault: 'invalid JSON', title: 'get_options_template, invalid JSON: the dialog replaces Loading... with the unexpected-answer message and still closes' },
    { fault: 'HTML for JSON', title: 'get_options_template, HTML for JSON: the dialog shows the unexpected-answer message, not the page, and still closes' },
    { fault: 'offline', title: 'get_options_template, offline: the dialog replaces Loading... with the network message and still closes' },
  ])('$title', async ({ fault }) => {
    await open(endpoints({ get_options_template: faultAnswer(fault, 'admin_ajax') }));
    win.cleantalkModal.open();
    await meetFault(testbed, fault);
    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGE[fault]);
    expect(content()).not.toHaveTextContent('Loading...');
    expect(content()!.querySelector('h1')).toBeNull();
    expect(win.cleantalkModal.loading).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await testbed.settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('get_options_template, aborted: closing the dialog while it loads aborts the request; nothing opens when the answer would have come', async () => {
    let aborted = false;
    await open(
      endpoints({
        get_options_template: (sent) => {
          sent.signal?.addEventListener('abort', () => (aborted = true));
          return { ...text('<p>Late template</p>'), delay: 5000 };
        },
      }),
    );
    win.cleantalkModal.open();
    await testbed.settle();
    expect(content()).toHaveTextContent('Loading...');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await testbed.settle(6000);
    expect(aborted).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent('Late template');
  });
});

describe('the legacy helpers under faults', () => {
  const jsKeyField = () => document.querySelector<HTMLInputElement>('input[name="ct_checkjs"]')!;
  const REST = 'apbct_public_sendREST';
  const AJAX = 'apbct_public_sendAJAX';

  it.each<{ helper: string; fault: FaultName; title: string }>([
    { helper: REST, fault: 'time-out', title: 'apbct_public_sendREST, time-out: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: REST, fault: '500', title: 'apbct_public_sendREST, 500: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: REST, fault: '403 / nonce', title: 'apbct_public_sendREST, 403 / nonce: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: REST, fault: 'invalid JSON', title: 'apbct_public_sendREST, invalid JSON: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: REST, fault: 'HTML for JSON', title: 'apbct_public_sendREST, HTML for JSON: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: REST, fault: 'offline', title: 'apbct_public_sendREST, offline: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: 'time-out', title: 'apbct_public_sendAJAX, time-out: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: '500', title: 'apbct_public_sendAJAX, 500: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: '403 / nonce', title: 'apbct_public_sendAJAX, 403 / nonce: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: 'invalid JSON', title: 'apbct_public_sendAJAX, invalid JSON: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: 'HTML for JSON', title: 'apbct_public_sendAJAX, HTML for JSON: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
    { helper: AJAX, fault: 'offline', title: 'apbct_public_sendAJAX, offline: onErrorCallback gets the catalogue text, callback not called, the js-key field keeps its value' },
  ])('$title', async ({ helper, fault }) => {
    await open(endpoints({ js_keys__get: faultAnswer(fault, 'rest'), apbct_js_keys__get: faultAnswer(fault, 'admin_ajax') }));
    const before = jsKeyField().value;
    const callback = jest.fn();
    const onErrorCallback = jest.fn();
    if (helper === REST) win.apbct_public_sendREST!('js_keys__get', { callback, onErrorCallback });
    else win.apbct_public_sendAJAX!({ action: 'apbct_js_keys__get' }, { callback, onErrorCallback });
    await meetFault(testbed, fault);
    expect(onErrorCallback.mock.calls).toEqual([[MESSAGE[fault]]]);
    expect(callback).not.toHaveBeenCalled();
    expect(jsKeyField().value).toBe(before);
  });
});
