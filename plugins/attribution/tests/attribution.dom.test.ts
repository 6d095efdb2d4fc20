import { openTestbed, type Testbed } from '../../../test/support';
import { createCodec, unpack } from '../codec';
import { attribution } from '../definition';
import { attributionFields } from '../fields/definition';
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

/** A cookie's bytes as the browser holds them. */
const rawCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
/** A sourcebuster cookie's values, as sbjs.get hands them out. */
const sbjs = (name: string) => unpack(createCodec(false).read(rawCookie(name)));

const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((part) => decodeURIComponent(part.split('=')[0]!));

interface Visit {
  /** The page's path ('/checkout/' unless given); the search is added to it. */
  path?: string;
  referrer?: string;
  bodyClass?: string;
  /** Other page globals (wp). */
  globals?: Record<string, unknown>;
}

let testbed: Testbed | undefined;
/** A page view at {path}{search} (the checkout unless told), with the printed global unless it is left out. */
async function start(markup: string, search: string, global?: AttributionGlobal, visit: Visit = {}): Promise<void> {
  testbed?.close();
  Object.defineProperty(document, 'referrer', { get: () => visit.referrer ?? '', configurable: true });
  testbed = await openTestbed(markup, [attribution, attributionFields], {
    url: `${visit.path ?? '/checkout/'}${search}`,
    globals: { ...(global ? { wc_order_attribution: global } : {}), ...visit.globals },
    start: false,
  });
  if (visit.bodyClass) document.body.className = visit.bodyClass;
  await testbed.start();
}

const input = (field: string) => document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)!;

beforeEach(() => clearCookies());
afterEach(() => {
  testbed?.close();
  testbed = undefined;
  delete (document as unknown as Record<string, unknown>).referrer;
  clearCookies();
});

describe('order attribution on the WooCommerce checkout', () => {
  it('[ATTR-001] [ATTR-002] fills the checkout with one hidden input per field, in field order', async () => {
    await start('attribution/checkout.html', '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_id=77', attributionGlobal());
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
    await start('attribution/checkout.html', '?gclid=xyz', attributionGlobal());
    expect(cookieNames()).toEqual(expect.arrayContaining(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations']));
    expect(input('utm_source').value).toBe('google');
    expect(input('utm_medium').value).toBe('cpc');
  });

  it('visitor-controlled values reach the inputs as text, never as markup', async () => {
    await start('attribution/checkout.html', '?utm_source=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&utm_campaign=a%26b', attributionGlobal());
    expect(input('utm_source').value).toBe('"><img src=x onerror=alert(1)>');
    expect(input('utm_campaign').value).toBe('a&b');
    expect(document.querySelector('wc-order-attribution-inputs img')).toBeNull();
    expect(document.querySelectorAll('wc-order-attribution-inputs > *')).toHaveLength(16);
  });

  it('[ATTR-020] [ATTR-021] tracking not allowed: the cookies are deleted and every value is empty', async () => {
    for (const name of SB_COOKIES) document.cookie = `${name}=typ%3Dutm; path=/`;
    const global = attributionGlobal({ allowTracking: false });
    await start('attribution/checkout.html', '?utm_source=newsletter', global);
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([]);
    const inputs = Array.from(document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input'));
    expect(inputs).toHaveLength(16);
    expect(inputs.map((i) => i.value)).toEqual(new Array(16).fill(''));
    expect(Object.values(global.getAttributionData!())).toEqual(new Array(16).fill(null));
  });

  it('[ATTR-022] attribution through the consent toggle (setOrderTracking) is active only while tracking is allowed', async () => {
    const global = attributionGlobal({ allowTracking: false });
    await start('attribution/checkout.html', '?utm_source=partner', global);
    expect(input('utm_source').value).toBe('');
    global.setOrderTracking!(true);
    expect(input('utm_source').value).toBe('partner');
    expect(global.getAttributionData!().utm_source).toBe('partner');
    expect(cookieNames()).toContain('sbjs_current');
    global.setOrderTracking!(false);
    expect(input('utm_source').value).toBe('');
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([]);
  });

  it('hands the visit\'s values to a script that asks as soon as getAttributionData is there', async () => {
    const global = attributionGlobal();
    // A script that polls for the function and reads the values at once (the demo page's table does).
    let asked: Record<string, string | null> | undefined;
    let getAttributionData: (() => Record<string, string | null>) | undefined;
    Object.defineProperty(global, 'getAttributionData', {
      configurable: true,
      get: () => getAttributionData,
      set: (given: () => Record<string, string | null>) => {
        getAttributionData = given;
        asked = given();
      },
    });
    await start('attribution/checkout.html', '?utm_source=partner', global);
    expect(asked?.utm_source).toBe('partner');
    expect(asked?.source_type).toBe('utm');
    expect(cookieNames()).toContain('sbjs_current');
  });

  it("lets a consent tool's call made before the visit runs win over the printed allowTracking", async () => {
    const global = attributionGlobal({ allowTracking: true });
    // A consent tool that answers as soon as the function is there, in the mount's own task.
    let setOrderTracking: ((allow: boolean) => void) | undefined;
    Object.defineProperty(global, 'setOrderTracking', {
      configurable: true,
      get: () => setOrderTracking,
      set: (given: (allow: boolean) => void) => {
        setOrderTracking = given;
        given(false);
      },
    });
    await start('attribution/checkout.html', '?utm_source=partner', global);
    expect(cookieNames().filter((n) => n.startsWith('sbjs_'))).toEqual([]);
    expect(input('utm_source').value).toBe('');
    expect(global.getAttributionData!().utm_source).toBeNull();
  });

  it('fills the plain inputs of the 8.5 generation', async () => {
    await start('attribution/register-8.5.html', '?yclid=5', attributionGlobal());
    expect(input('source_type').value).toBe('utm');
    expect(input('utm_source').value).toBe('yandex');
    expect(input('session_pages').value).toBe('1');
  });

  it('does nothing on a page without the wc_order_attribution global', async () => {
    await start('attribution/checkout.html', '?utm_source=x');
    expect(document.querySelectorAll('wc-order-attribution-inputs input')).toHaveLength(0);
    expect(cookieNames()).toEqual([]);
  });
});

describe('order attribution on every page of the visit', () => {
  it('[ATTR-004] [ATTR-005] a shop archive without the woocommerce-js body class counts as a page of the visit', async () => {
    await start('attribution/checkout.html', '?utm_source=news', attributionGlobal(), { path: '/' });
    expect(sbjs('sbjs_session').pgs).toBe('1');
    const global = attributionGlobal();
    await start('attribution/shop-archive.html', '', global, { path: '/shop/', referrer: 'http://localhost/', bodyClass: 'archive post-type-archive post-type-archive-product' });
    expect(document.body).not.toHaveClass('woocommerce-js');
    expect(sbjs('sbjs_session')).toEqual({ pgs: '2', cpg: 'http://localhost/shop/' });
    expect(sbjs('sbjs_udata').vst).toBe('1');
    expect(sbjs('sbjs_current').src).toBe('news');
    expect(global.getAttributionData!().session_pages).toBe('2');
  });

  it('[ATTR-001] a checkout form that arrives after the page view (a fragment refresh) is filled too', async () => {
    await start('attribution/shop-archive.html', '?utm_source=news', attributionGlobal());
    const holder = document.createElement('div');
    holder.innerHTML = '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    document.body.append(holder);
    await testbed!.settle();
    expect(input('utm_source').value).toBe('news');
    expect(input('session_pages').value).toBe('1');
  });

  it('[ATTR-008] the cookies hold the bytes sourcebuster writes: the whole value percent-encoded once', async () => {
    await start('attribution/shop-archive.html', '?utm_source=news&utm_campaign=spring%20sale', attributionGlobal(), { path: '/' });
    expect(rawCookie('sbjs_current')).toBe(
      'typ%3Dutm%7C%7C%7Csrc%3Dnews%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3Dspring%2520sale%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29' +
        '%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
    );
    expect(sbjs('sbjs_current').cmp).toBe('spring sale');
  });

  it('stop leaves nothing behind: no listeners or timers, and the global loses the two functions', async () => {
    const global = attributionGlobal();
    await start('attribution/checkout.html', '?utm_source=news', global);
    expect(typeof global.getAttributionData).toBe('function');
    testbed!.runtime.stop();
    expect(testbed!.leaks.check()).toEqual([]);
    expect(global.getAttributionData).toBeUndefined();
    expect(global.setOrderTracking).toBeUndefined();
  });
});

describe('order attribution on the block checkout', () => {
  type Setter = jest.Mock<unknown, [string, Record<string, unknown>, boolean?]>;
  /** wp.data with a checkout store whose actions are `actions` (none: the store is not registered yet). */
  function wpData(actions: Record<string, Setter> | undefined) {
    const listeners: (() => void)[] = [];
    const unsubscribe = jest.fn();
    const store: { actions: Record<string, Setter> | undefined } = { actions };
    const data = {
      dispatch: jest.fn((name: string) => (name === 'wc/store/checkout' ? store.actions : undefined)),
      subscribe: jest.fn((listener: () => void) => {
        listeners.push(listener);
        return unsubscribe;
      }),
    };
    return { globals: { wp: { data } }, store, listeners, unsubscribe, data };
  }

  it('[ATTR-001] WooCommerce 9.9+: the values reach setExtensionData under woocommerce/order-attribution, and again when tracking changes', async () => {
    const setExtensionData: Setter = jest.fn();
    const internal: Setter = jest.fn();
    const wp = wpData({ setExtensionData, __internalSetExtensionData: internal });
    const global = attributionGlobal();
    await start('attribution/block-checkout.html', '?utm_source=news&utm_medium=email', global, { globals: wp.globals });
    expect(setExtensionData).toHaveBeenCalledTimes(1);
    const [namespace, values, replace] = setExtensionData.mock.calls[0]!;
    expect(namespace).toBe('woocommerce/order-attribution');
    expect(replace).toBe(true);
    expect(Object.keys(values)).toEqual(Object.keys(DEFAULT_FIELDS));
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'news', utm_medium: 'email', session_pages: '1' });
    global.setOrderTracking!(false);
    expect(setExtensionData).toHaveBeenCalledTimes(2);
    expect(Object.values(setExtensionData.mock.calls[1]![1])).toEqual(new Array(16).fill(null));
    expect(internal).not.toHaveBeenCalled();
  });

  it('[ATTR-001] before WooCommerce 9.9 the values go through __internalSetExtensionData', async () => {
    const internal: Setter = jest.fn();
    const wp = wpData({ __internalSetExtensionData: internal });
    await start('attribution/block-checkout.html', '?gclid=abc', attributionGlobal(), { globals: wp.globals });
    expect(internal).toHaveBeenCalledTimes(1);
    expect(internal.mock.calls[0]![0]).toBe('woocommerce/order-attribution');
    expect(internal.mock.calls[0]![1]).toMatchObject({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('[ATTR-001] a checkout store that registers later gets the values once it exists, and the wait ends there', async () => {
    const wp = wpData(undefined);
    await start('attribution/block-checkout.html', '?utm_source=news', attributionGlobal(), { globals: wp.globals });
    expect(wp.data.subscribe).toHaveBeenCalledTimes(1);
    wp.listeners[0]!(); // something else changed; still no checkout store
    const setExtensionData: Setter = jest.fn();
    wp.store.actions = { setExtensionData };
    wp.listeners[0]!();
    expect(setExtensionData).toHaveBeenCalledTimes(1);
    expect(setExtensionData.mock.calls[0]![1]).toMatchObject({ utm_source: 'news' });
    expect(wp.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
