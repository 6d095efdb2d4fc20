import { antiSpam } from '../definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

let testbed: Testbed;
let submitted: jest.SpyInstance;

async function start(pub: Record<string, unknown>) {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/search-form.html'], [antiSpam], {
    globals: cleantalkGlobals({}, pub),
    routes: endpoints({ alt_sessions: json({ success: true }) }),
    quiet: true,
  });
}
const form = () => document.querySelector<HTMLFormElement>('form[apbct-form-sign="native_search"]')!;
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

beforeEach(() => {
  submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  testbed.close();
  submitted.mockRestore();
});

describe('signed search forms', () => {
  it('with settings__forms__search_test on, the honeypot value goes to alt sessions first, then the search runs without the honeypot', async () => {
    await start({ settings__forms__search_test: '1' });
    form().querySelector<HTMLInputElement>('[name="apbct__email_id__search_form"]')!.value = 'bot@example.com';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await testbed.settle();
    const call = sentTo(testbed, 'alt_sessions')[0]!;
    expect(JSON.parse(call.fields.cookies!)).toEqual({ apbct_search_form__honeypot_value: 'bot@example.com', apbct_force_alt_cookies: true });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form().querySelector('[name*="apbct__email_id__"], #apbct_submit_id__search_form')).toBeNull();
  });

  it('with the setting off, the search form submits untouched', async () => {
    await start({ settings__forms__search_test: '0' });
    submit();
    await testbed.settle();
    expect(sentTo(testbed, 'alt_sessions').filter((s) => s.fields.cookies!.includes('honeypot'))).toHaveLength(0);
    expect(submitted).not.toHaveBeenCalled();
    expect(form().querySelector('[name*="apbct__email_id__"]')).not.toBeNull();
  });
});
