import { antiSpam } from '../definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals, endpoints } from './cleantalk';

type Fn = (...args: unknown[]) => unknown;
const win = window as unknown as Record<string, Fn | undefined>;
let testbed: Testbed;

beforeEach(async () => {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/email-forms.html'], [antiSpam], {
    globals: cleantalkGlobals({ data__ajax_type: 'admin_ajax' }),
    routes: endpoints({ js_keys__get: json({ js_key: '987654321' }), apbct_js_keys__get: json({ js_key: '123123123' }) }),
    quiet: true,
  });
});
afterEach(() => testbed.close());

describe('helper globals that PHP-printed snippets call', () => {
  it('apbct_public_sendREST always goes to the REST route and hands the answer to the callback', async () => {
    win.apbct_public_sendREST!('js_keys__get', { callback: win.apbct_js_keys__set_input_value });
    await testbed.settle();
    expect(testbed.site.requests.at(-1)!.url).toBe('http://localhost/wp-json/cleantalk-antispam/v1/js_keys__get');
    expect(testbed.site.requests.at(-1)!.headers['x-wp-nonce']).toBe('bbbbbbbbbb');
    expect(document.querySelector<HTMLInputElement>('input[name="ct_checkjs"]')!.value).toBe('987654321');
  });

  it('apbct_public_sendAJAX posts the action with the AJAX nonce', async () => {
    const callback = jest.fn();
    win.apbct_public_sendAJAX!({ action: 'apbct_js_keys__get' }, { callback });
    await testbed.settle();
    expect(testbed.site.requests.at(-1)!.fields).toMatchObject({ action: 'apbct_js_keys__get', _ajax_nonce: 'aaaaaaaaaa' });
    expect(callback).toHaveBeenCalledWith({ js_key: '123123123' }, {}, { callback });
  });

  it('ctSetCookie and ctGetCookie use the prefixed jar; the helpers go away with the runtime', () => {
    win.ctSetCookie!('ct_has_key_up', 'true');
    expect(win.ctGetCookie!('ct_has_key_up')).toBe('true');
    testbed.runtime.stop();
    expect(win.apbct_public_sendREST).toBeUndefined();
    expect(win.ctSetCookie).toBeUndefined();
  });
});
