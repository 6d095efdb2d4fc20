import { openPage, type Page } from '../../../test/support';
import { orderAttribution } from '../definition';
import { DEFAULT_FIELDS } from '../settings';

const SB_COOKIES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo'];

interface AttributionGlobal {
  params: Record<string, unknown>;
  fields: Record<string, string>;
  getAttributionData?: () => Record<string, string | null>;
  setOrderTracking?: (allow: boolean) => void;
}

/** WooCommerce's printed global (OrderAttributionController), with sourcebuster defaults unless overridden. */
function attributionGlobal(params: Record<string, unknown> = {}): AttributionGlobal {
  return {
    params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true, ...params },
    fields: { ...DEFAULT_FIELDS },
  };
}

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((part) => decodeURIComponent(part.split('=')[0]!));

let page: Page | undefined;
/** The checkout page at /checkout/{search}, with the printed global unless it is left out. */
async function start(markup: string, search: string, global?: AttributionGlobal): Promise<void> {
  page = await openPage(markup, [orderAttribution], { url: `/checkout/${search}`, globals: global ? { wc_order_attribution: global } : {} });
}

const input = (field: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)!;

beforeEach(() => clearCookies());
afterEach(() => {
  page?.close();
  clearCookies();
});

describe('order attribution on the WooCommerce checkout', () => {
  it('[ATTR-001] [ATTR-002] fills the checkout with one hidden input per field, in field order', async () => {
    await start('attribution-checkout.html', '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_id=77', attributionGlobal());
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input'));
    expect(inputs.map((i) => i.name)).toEqual(Object.keys(DEFAULT_FIELDS).map((f) => `wc_order_attribution_${f}`));
    expect(inputs.every((i) => i.type === 'hidden')).toBe(true);
    expect(input('source_type').value).toBe('utm');
    expect(input('utm_source').value).toBe('newsletter');
    expect(input('utm_medium').value).toBe('email');
    expect(input('utm_campaign').value).toBe('autumn');
    expect(input('utm_id').value).toBe('77');
    expect(input('utm_term').value).toBe('(none)');
    expect(input('session_entry').value).toBe('http://localhost/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_id=77');
    expect(input('session_pages').value).toBe('1');
    expect(input('session_count').value).toBe('1');
    expect(input('user_agent').value).toBe(navigator.userAgent);
    expect(input('session_start_time').value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const form = new FormData(document.querySelector('form')!);
    expect(form.get('wc_order_attribution_utm_source')).toBe('newsletter');
  });

  it('[ATTR-008] writes the sourcebuster cookies on the page', async () => {
    await start('attribution-checkout.html', '?gclid=xyz', attributionGlobal());
    expect(cookieNames()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations']));
    expect(input('utm_source').value).toBe('google');
    expect(input('utm_medium').value).toBe('cpc');
  });

  it('visitor-controlled values reach the inputs as text, never as markup', async () => {
    await start('attribution-checkout.html', '?utm_source=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&utm_campaign=a%26b', attributionGlobal());
    expect(input('utm_source').value).toBe('"><img src=x onerror=alert(1)>');
    expect(input('utm_campaign').value).toBe('a&b');
    expect(document.querySelector('wc-order-attribution-inputs img')).toBeNull();
    expect(document.querySelectorAll('wc-order-attribution-inputs > *')).toHaveLength(16);
  });

  it('[ATTR-020] [ATTR-021] tracking not allowed: the cookies are deleted and every value is empty', async () => {
    for (const name of SB_COOKIES) document.cookie = `${name}=typ%3Dutm; path=/`;
    const global = attributionGlobal({ allowTracking: false });
    await start('attribution-checkout.html', '?utm_source=newsletter', global);
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([]);
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input'));
    expect(inputs).toHaveLength(16);
    expect(inputs.map((i) => i.value)).toEqual(new Array(16).fill(''));
    expect(Object.values(global.getAttributionData!())).toEqual(new Array(16).fill(null));
  });

  it('[ATTR-022] attribution through the consent toggle (setOrderTracking) is active only while tracking is allowed', async () => {
    const global = attributionGlobal({ allowTracking: false });
    await start('attribution-checkout.html', '?utm_source=partner', global);
    expect(input('utm_source').value).toBe('');
    global.setOrderTracking!(true);
    expect(input('utm_source').value).toBe('partner');
    expect(global.getAttributionData!().utm_source).toBe('partner');
    expect(cookieNames()).toContain('sbjs_current');
    global.setOrderTracking!(false);
    expect(input('utm_source').value).toBe('');
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([]);
  });

  it('fills the plain inputs of the 8.5 generation', async () => {
    await start('attribution-register-8.5.html', '?yclid=5', attributionGlobal());
    expect(input('source_type').value).toBe('utm');
    expect(input('utm_source').value).toBe('yandex');
    expect(input('session_pages').value).toBe('1');
  });

  it('does nothing on a page without the wc_order_attribution global', async () => {
    await start('attribution-checkout.html', '?utm_source=x');
    expect(document.querySelectorAll('wc-order-attribution-inputs input')).toHaveLength(0);
    expect(cookieNames()).toEqual([]);
  });
});
