import { antiSpam } from '../definition';
import type { Runtime } from '../../../kernel/runtime';
import { clearGlobals, fakeSite, quietEnvironment, setGlobals, startPage, tick, type Sent } from './support';

type Fn = (...args: unknown[]) => unknown;
const win = window as unknown as Record<string, Fn | undefined>;
let runtime: Runtime;
let sent: Sent[];

beforeEach(async () => {
  setGlobals({ data__ajax_type: 'admin_ajax' });
  const site = fakeSite({ js_keys__get: { body: { js_key: '987654321' } }, apbct_js_keys__get: { body: { js_key: '123123123' } } });
  sent = site.sent;
  runtime = await startPage(['cleantalk-email-forms.html'], [antiSpam], quietEnvironment(site.fetch as unknown as typeof fetch));
});
afterEach(() => {
  runtime.stop();
  clearGlobals();
});

describe('helper globals that PHP-printed snippets call', () => {
  it('apbct_public_sendREST always goes to the REST route and hands the answer to the callback', async () => {
    win.apbct_public_sendREST!('js_keys__get', { callback: win.apbct_js_keys__set_input_value });
    await tick();
    expect(sent.at(-1)!.url).toBe('http://localhost/wp-json/cleantalk-antispam/v1/js_keys__get');
    expect(sent.at(-1)!.headers['x-wp-nonce']).toBe('bbbbbbbbbb');
    expect(document.querySelector<HTMLInputElement>('input[name="ct_checkjs"]')!.value).toBe('987654321');
  });

  it('apbct_public_sendAJAX posts the action with the AJAX nonce', async () => {
    const callback = jest.fn();
    win.apbct_public_sendAJAX!({ action: 'apbct_js_keys__get' }, { callback });
    await tick();
    expect(sent.at(-1)!.fields).toMatchObject({ action: 'apbct_js_keys__get', _ajax_nonce: 'aaaaaaaaaa' });
    expect(callback).toHaveBeenCalledWith({ js_key: '123123123' }, {}, { callback });
  });

  it('ctSetCookie and ctGetCookie use the prefixed jar; the helpers go away with the runtime', () => {
    win.ctSetCookie!('ct_has_key_up', 'true');
    expect(win.ctGetCookie!('ct_has_key_up')).toBe('true');
    runtime.stop();
    expect(win.apbct_public_sendREST).toBeUndefined();
    expect(win.ctSetCookie).toBeUndefined();
  });
});
