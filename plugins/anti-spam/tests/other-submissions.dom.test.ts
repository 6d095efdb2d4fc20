// Every same-origin submission of another plugin carries the bot token once, whatever carried it and whatever its
// body; block answers show the modal whatever carried them (docs/plugins/anti-spam.md#injection-into-other-plugins-requests).
import { antiSpam } from '../definition';
import { openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals, jQuery } from './cleantalk';

let testbed: Testbed;
const win = window as unknown as { fetch: typeof fetch; jQuery?: unknown };
const realFetch = window.fetch;
const TOKEN = 'c'.repeat(64);
const FIELD = 'ct_bot_detector_event_token';
const BLOCKED = JSON.stringify({ apbct: { blocked: true, comment: 'Forbidden. Sender blacklisted.', stop_script: 0 } });
// The data.message shape wins over apbct.comment; only answers that mention "apbct" are CleanTalk's.
const DATA_BLOCKED = JSON.stringify({ apbct: { blocked: true, comment: 'Blocked' }, success: false, data: { message: 'Spam is not welcome here.', stop_script: 0 } });

/** The fetch the page had before the runtime: what reaches it is what went out. */
let upstream: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
const upstreamBody = (call = 0) => upstream.mock.calls[call]![1]!.body;
const count = (text: string, part: string) => text.split(part).length - 1;

/** XMLHttpRequest.send records its body and, given an answer, loads it as a server would (jQuery reads the same). */
function fakeXhr(answer?: string) {
  const bodies: (string | null)[] = [];
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
    bodies.push(body == null ? null : String(body));
    if (answer === undefined) return;
    for (const [key, value] of Object.entries({ readyState: 4, status: 200, statusText: 'OK', responseText: answer, response: answer })) {
      Object.defineProperty(this, key, { configurable: true, value });
    }
    this.getAllResponseHeaders = () => 'content-type: application/json; charset=UTF-8\r\n';
    setTimeout(() => {
      this.dispatchEvent(new Event('readystatechange'));
      this.dispatchEvent(new ProgressEvent('load'));
      this.dispatchEvent(new ProgressEvent('loadend'));
    }, 0);
  });
  return { bodies, restore: () => send.mockRestore() };
}

async function start(options: { jquery?: boolean } = {}) {
  upstream = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{"success":true}', { headers: { 'content-type': 'application/json' } }));
  win.fetch = upstream as unknown as typeof fetch;
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/third-party-forms.html'], [antiSpam], {
    globals: { ...cleantalkGlobals({}, { bot_detector_enabled: '1' }), ...(options.jquery ? { jQuery } : {}) },
    quiet: true,
  });
  window.dispatchEvent(new CustomEvent('botDetectorEventTokenUpdated', { detail: { eventToken: TOKEN } }));
}

const modalText = () => document.getElementById('cleantalk-modal-content')?.textContent ?? null;
const serialize = (form: Element) => (jQuery as unknown as (f: Element) => { serialize(): string })(form).serialize();

afterEach(() => {
  testbed?.close();
  win.fetch = realFetch;
  delete win.jQuery;
  localStorage.clear();
  document.cookie = `${FIELD}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the token in other plugins\' submissions', () => {
  it('[SPAM-056][SPAM-053] Amelia: an XMLHttpRequest with a JSON body to admin-ajax?action=wpamelia_api gets the key once', async () => {
    const xhr = fakeXhr();
    await start();
    const request = new XMLHttpRequest();
    request.open('POST', '/wp-admin/admin-ajax.php?action=wpamelia_api&call=/api/v1/bookings');
    request.setRequestHeader('Content-Type', 'application/json');
    request.send(JSON.stringify({ type: 'appointment', bookings: [{ customer: { firstName: 'Ada' } }] }));
    xhr.restore();
    expect(JSON.parse(xhr.bodies[0]!)).toEqual({ type: 'appointment', bookings: [{ customer: { firstName: 'Ada' } }], [FIELD]: TOKEN });
    expect(count(xhr.bodies[0]!, FIELD)).toBe(1);
  });

  it('[SPAM-054][SPAM-056] HappyForms: jQuery.ajax with the serialized form gets data[ct_bot_detector_event_token] first, once', async () => {
    const xhr = fakeXhr();
    await start({ jquery: true });
    const serialized = serialize(document.querySelector('#happyforms-12 form')!);
    expect(serialized).toContain('action=happyforms_message');
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: serialized });
    await testbed.settle();
    xhr.restore();
    expect(xhr.bodies).toEqual([`data%5B${FIELD}%5D=${TOKEN}&${serialized}`]);
  });

  it('[SPAM-054] HappyForms: jQuery.ajax with a data object is urlencoded by jQuery with the key first, once', async () => {
    const xhr = fakeXhr();
    await start({ jquery: true });
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: { action: 'happyforms_message', happyforms_form_id: '12', 'happyforms-12_single_line_text_1': 'Ada L' } });
    await testbed.settle();
    xhr.restore();
    expect(xhr.bodies).toEqual([`data%5B${FIELD}%5D=${TOKEN}&action=happyforms_message&happyforms_form_id=12&happyforms-12_single_line_text_1=Ada+L`]);
  });

  it('[SPAM-054][SPAM-056] a jQuery that arrived after the runtime is served at its XMLHttpRequest: same key, same place, once', async () => {
    const xhr = fakeXhr();
    await start();
    win.jQuery = jQuery;
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: 'happyforms_form_id=12&action=happyforms_message' });
    await testbed.settle();
    xhr.restore();
    expect(xhr.bodies).toEqual([`data%5B${FIELD}%5D=${TOKEN}&happyforms_form_id=12&action=happyforms_message`]);
  });

  it('[SPAM-055] WPForms: a fetch with FormData to admin-ajax (wpforms_submit) gets the key appended once; the page\'s FormData is untouched', async () => {
    await start();
    const form = new FormData(document.getElementById('wpforms-form-90') as HTMLFormElement);
    form.append('action', 'wpforms_submit');
    const before = [...form.entries()];
    await window.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: form });
    const sent = upstreamBody() as FormData;
    expect([...sent.entries()]).toEqual([...before, [FIELD, TOKEN]]);
    expect([...form.entries()]).toEqual(before);
  });

  it('[SPAM-055] WP Recipe Maker off CleanTalk\'s list, a REST JSON submission: the plain key is added', async () => {
    await start();
    await window.fetch('/wp-json/wp-recipe-maker/v1/rating', { method: 'POST', body: '{"rating":5}' });
    expect(JSON.parse(upstreamBody() as string)).toEqual({ rating: 5, [FIELD]: TOKEN });
  });

  it('[SPAM-053] never to another origin, to CleanTalk\'s own calls, to background calls, to reads or to bodies without named values', async () => {
    await start();
    const untouched: [string, RequestInit][] = [
      ['https://forms.example.net/subscribe', { method: 'POST', body: 'email=a%40b.co' }],
      ['/wp-json/cleantalk-antispam/v1/alt_sessions', { method: 'POST', body: 'cookies=%7B%7D' }],
      ['/?rest_route=/cleantalk-antispam/v1/check_email_exist_post', { method: 'POST', body: 'email=a%40b.co' }],
      ['/wp-admin/admin-ajax.php', { method: 'POST', body: 'action=apbct_email_check_before_post&email=a%40b.co' }],
      ['/wp-admin/admin-ajax.php', { method: 'POST', body: 'action=cleantalk_force_ajax_check&email=a%40b.co' }],
      ['/', { method: 'POST', body: 'spbc_remote_call_action=get_fresh_wpnonce&plugin_name=antispam' }],
      ['/wp-admin/admin-ajax.php', { method: 'POST', body: 'action=heartbeat&interval=60' }],
      ['/?wc-ajax=get_refreshed_fragments', { method: 'POST', body: 'time=1717000000' }],
      ['/wp-json/analytics/v1/hit', { method: 'POST', body: 'page view from the home page' }],
      ['/wp-json/analytics/v1/batch', { method: 'POST', body: '[{"page":"/"}]' }],
    ];
    for (const [url, init] of untouched) await window.fetch(url, init);
    untouched.forEach(([, init], call) => expect(upstreamBody(call)).toBe(init.body));
  });

  it('[SPAM-053] never twice: a body that already has either key, in any style, at any depth, is sent as it is', async () => {
    await start();
    const bodies = [
      `action=mailpoet&data%5B${FIELD}%5D=${TOKEN}`,
      `action=other&ct_no_cookie_hidden_field=_ct_no_cookie_data_e30%3D`,
      JSON.stringify({ requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: 65, [FIELD]: TOKEN } }] }),
    ];
    for (const body of bodies) await window.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body });
    bodies.forEach((body, call) => expect(upstreamBody(call)).toBe(body));
  });
});

describe('block answers to other plugins\' submissions', () => {
  it('[SPAM-059][SPAM-057] an apbct.blocked answer to a fetch shows the modal; the page still reads its answer', async () => {
    await start();
    upstream.mockResolvedValueOnce(new Response(BLOCKED, { headers: { 'content-type': 'application/json; charset=UTF-8' } }));
    const answer = await (await window.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new FormData() })).json();
    await testbed.settle();
    expect(answer).toEqual(JSON.parse(BLOCKED));
    expect(modalText()).toBe('Forbidden. Sender blacklisted.');
  });

  it('[SPAM-059][SPAM-058] a data.message answer to a plain XMLHttpRequest (no jQuery on the page) shows the modal', async () => {
    const xhr = fakeXhr(DATA_BLOCKED);
    await start();
    const request = new XMLHttpRequest();
    request.open('POST', '/wp-admin/admin-ajax.php?action=wpamelia_api&call=/api/v1/bookings');
    request.send('{"type":"appointment"}');
    await testbed.settle();
    xhr.restore();
    expect(modalText()).toBe('Spam is not welcome here.');
  });

  it('[SPAM-059][SPAM-057] an answer to jQuery.ajax shows the modal; the page\'s own success callback still gets its data', async () => {
    const xhr = fakeXhr(BLOCKED);
    await start({ jquery: true });
    const success = jest.fn();
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: 'action=happyforms_message', dataType: 'json', success });
    await testbed.settle();
    xhr.restore();
    expect(modalText()).toBe('Forbidden. Sender blacklisted.');
    expect(success.mock.calls[0]![0]).toEqual(JSON.parse(BLOCKED));
  });

  it('[SPAM-059] a block-shaped answer from another origin is not shown', async () => {
    await start();
    upstream.mockResolvedValueOnce(new Response(BLOCKED, { headers: { 'content-type': 'application/json' } }));
    await window.fetch('https://forms.example.net/subscribe', { method: 'POST', body: 'email=a%40b.co' });
    await testbed.settle();
    expect(modalText()).toBeNull();
  });
});
