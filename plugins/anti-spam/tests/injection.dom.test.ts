import { antiSpam } from '../definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { NO_COOKIE_PREFIX } from '../client-data';
import { cleantalkGlobals, endpoints, jQuery } from './cleantalk';

let testbed: Testbed;
const win = window as unknown as { fetch: jest.Mock; jQuery?: unknown; $?: unknown };
const realFetch = window.fetch;
const TOKEN = 'f'.repeat(64);

async function start(pub: Record<string, unknown> = {}, functions: Record<string, unknown> = {}) {
  upstream = jest.fn(async () => new Response('{}'));
  win.fetch = upstream;
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/third-party-forms.html'], [antiSpam], {
    globals: cleantalkGlobals(functions, pub),
    routes: endpoints({ alt_sessions: json({ success: true }) }),
    quiet: true,
  });
}

const announce = (token: string) => window.dispatchEvent(new CustomEvent('botDetectorEventTokenUpdated', { detail: { eventToken: token } }));
/** The fetch the page had before the runtime: what reaches it is what went out. */
let upstream: jest.Mock;
const sentBody = (call = 0) => (upstream.mock.calls[call] as [unknown, RequestInit])[1].body;

afterEach(() => {
  testbed?.close();
  win.fetch = realFetch as unknown as jest.Mock;
  localStorage.clear();
  document.cookie = 'ct_bot_detector_event_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** Records what XMLHttpRequest.send is given (jQuery.ajax ends there), without sending it. */
function captureXhrBodies() {
  const sent: string[] = [];
  const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
    sent.push(String(body));
  });
  return { sent, send };
}

describe('token injection into other plugins\' requests', () => {
  it('[SPAM-055][SPAM-045] a fetch with FormData gets the 64-character token appended to a copy; the page\'s FormData is untouched', async () => {
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    const form = new FormData();
    form.append('mf-listing-fname', 'Ada');
    await window.fetch('/wp-json/metform/v1/entries/insert/7', { method: 'POST', body: form });
    const body = sentBody() as FormData;
    expect([...body.entries()]).toEqual([
      ['mf-listing-fname', 'Ada'],
      ['ct_bot_detector_event_token', TOKEN],
    ]);
    expect([...form.entries()]).toEqual([['mf-listing-fname', 'Ada']]);
    expect(document.cookie).toContain(`ct_bot_detector_event_token=${TOKEN}`);
  });

  it('[SPAM-045] a token that is not 64 characters long is ignored: the no-cookie data goes instead', async () => {
    await start({ bot_detector_enabled: '1' });
    announce('f'.repeat(63));
    await window.fetch('/wp-json/wc/store/v1/cart/add-item', { method: 'POST', body: JSON.stringify({ id: 65, quantity: 1 }) });
    const body = JSON.parse(sentBody() as string);
    expect(body).toMatchObject({ id: 65, quantity: 1 });
    expect(body).not.toHaveProperty('ct_bot_detector_event_token');
    expect(body.ct_no_cookie_hidden_field).toMatch(new RegExp(`^${NO_COOKIE_PREFIX}`));
  });

  it('[SPAM-053] without the bot detector the no-cookie data (base64 JSON of the ct_/apbct_ storage) is injected', async () => {
    await start({ bot_detector_enabled: '0' });
    localStorage.setItem('ct_timezone', JSON.stringify({ value: '3', timestamp: 1 }));
    localStorage.setItem('product_viewed', 'not ours');
    await window.fetch('/wp-json/wc/store/v1/cart/add-item', { method: 'POST', body: JSON.stringify({ id: 65 }) });
    const value: string = JSON.parse(sentBody() as string).ct_no_cookie_hidden_field;
    const data = JSON.parse(Buffer.from(value.slice(NO_COOKIE_PREFIX.length), 'base64').toString('utf8'));
    expect(data).toMatchObject({ ct_timezone: 3 });
    expect(data).not.toHaveProperty('product_viewed');
  });

  it('[SPAM-055] requests to another origin, or without a body, pass unchanged', async () => {
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    await window.fetch('https://recipes.example.net/wp-json/wp-recipe-maker/v1/rating', { method: 'POST', body: '{"rating":5}' });
    await window.fetch('/wp-json/metform/v1/entries/insert/7');
    expect(sentBody(0)).toBe('{"rating":5}');
    expect((upstream.mock.calls[1] as unknown[])[1]).toBeUndefined();
  });

  it('[SPAM-054][SPAM-056] jQuery.ajax prepends the field once; the XMLHttpRequest underneath does not add it again', async () => {
    win.jQuery = jQuery;
    const { sent, send } = captureXhrBodies();
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: 'action=mailpoet&method=subscribe&data%5Bemail%5D=a%40b.co' });
    await testbed.settle();
    expect(sent).toEqual([`data%5Bct_bot_detector_event_token%5D=${TOKEN}&action=mailpoet&method=subscribe&data%5Bemail%5D=a%40b.co`]);
    send.mockRestore();
    delete win.jQuery;
  });

  it('[SPAM-056] a plain XMLHttpRequest MailPoet subscription gets the wrapped field appended', async () => {
    const sent: string[] = [];
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
      sent.push(String(body));
    });
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/wp-admin/admin-ajax.php');
    xhr.send('action=mailpoet&endpoint=subscribers&method=subscribe');
    xhr.open('POST', '/wp-admin/admin-ajax.php');
    xhr.send('action=other_plugin');
    expect(sent).toEqual([
      `action=mailpoet&endpoint=subscribers&method=subscribe&data%5Bct_bot_detector_event_token%5D=${TOKEN}`,
      // A plugin off CleanTalk's list gets the plain key.
      `action=other_plugin&ct_bot_detector_event_token=${TOKEN}`,
    ]);
    send.mockRestore();
  });

  it('puts fetch, XMLHttpRequest and jQuery.ajax back when the runtime stops', async () => {
    win.jQuery = jQuery;
    const fetchBefore = jest.fn(async () => new Response('{}'));
    const ajaxBefore = (jQuery as unknown as { ajax: unknown }).ajax;
    const sendBefore = XMLHttpRequest.prototype.send;
    win.fetch = fetchBefore;
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/third-party-forms.html'], [antiSpam], { globals: cleantalkGlobals(), quiet: true });
    expect(window.fetch).not.toBe(fetchBefore);
    expect(XMLHttpRequest.prototype.send).not.toBe(sendBefore);
    expect((jQuery as unknown as { ajax: unknown }).ajax).not.toBe(ajaxBefore);
    testbed.runtime.stop();
    expect(window.fetch).toBe(fetchBefore);
    expect(XMLHttpRequest.prototype.send).toBe(sendBefore);
    expect((jQuery as unknown as { ajax: unknown }).ajax).toBe(ajaxBefore);
    delete win.jQuery;
  });

  it('[SPAM-053] add-to-cart links carry the token in their query after a click, once however often clicked', async () => {
    await start({ bot_detector_enabled: '1', wc_ajax_add_to_cart: false });
    announce(TOKEN);
    document.body.insertAdjacentHTML('beforeend', '<a href="/shop/?add-to-cart=65" class="button product_type_simple add_to_cart_button">Add</a>');
    const link = document.querySelector<HTMLAnchorElement>('a.add_to_cart_button')!;
    testbed.leaks.untracked(() => link.addEventListener('click', (event) => event.preventDefault()));
    link.click();
    link.click();
    const url = new URL(link.href);
    expect(url.searchParams.get('add-to-cart')).toBe('65');
    expect(url.searchParams.getAll('ct_bot_detector_event_token')).toEqual([TOKEN]);
  });

  it('[SPAM-054] a MailPoet subscription through jQuery also carries its form\'s apbct_visible_fields, after the token', async () => {
    win.jQuery = jQuery;
    const { sent, send } = captureXhrBodies();
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    await testbed.settle(1000);
    const visible = document.querySelector<HTMLInputElement>('#mailpoet_form_1 input[id^="apbct_visible_fields_"]')!.value;
    jQuery.ajax({ url: '/wp-admin/admin-ajax.php', type: 'POST', data: 'action=mailpoet&method=subscribe&data%5Bform_id%5D=1&data%5Bemail%5D=a%40b.co' });
    await testbed.settle();
    expect(sent).toEqual([
      `data%5Bct_bot_detector_event_token%5D=${TOKEN}&apbct_visible_fields=${encodeURIComponent(visible)}&action=mailpoet&method=subscribe&data%5Bform_id%5D=1&data%5Bemail%5D=a%40b.co`,
    ]);
    send.mockRestore();
    delete win.jQuery;
  });

  it('[SPAM-053] WooCommerce blocks\' wp.apiFetch: the add-to-cart batch and the checkout carry the token', async () => {
    const middlewares: ((options: Record<string, unknown>, next: (o: unknown) => unknown) => unknown)[] = [];
    (window as unknown as Record<string, unknown>).wp = { apiFetch: { use: (m: (typeof middlewares)[number]) => middlewares.push(m) } };
    await start({ bot_detector_enabled: '1' });
    announce(TOKEN);
    const run = (options: Record<string, unknown>) => middlewares[0]!(options, (o) => o) as Record<string, any>;
    const batch = run({ path: '/wc/store/v1/batch', data: { requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: 65, quantity: 1 } }] } });
    expect(batch.data.requests[0].body).toEqual({ id: 65, quantity: 1, ct_bot_detector_event_token: TOKEN });
    const checkout = run({ path: '/wc/store/v1/checkout?__experimental_calc_totals=false', data: { payment_method: 'cod' } });
    expect(checkout.data).toEqual({ payment_method: 'cod', ct_bot_detector_event_token: TOKEN });
    const other = { path: '/wp/v2/posts', data: { title: 'x' } };
    expect(run(other)).toBe(other);
    delete (window as unknown as Record<string, unknown>).wp;
  });
});
