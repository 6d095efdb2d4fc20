import type { Cookies } from '../../../adapters/cookies';
import { createCodec, unpack } from '../codec';
import { DEFAULT_LIFETIME_MONTHS, DEFAULT_PROMO, DEFAULT_SESSION_MINUTES } from '../settings';
import { COOKIES, deleteVisit, fireDate, promoCode, runVisit, valueAt, type PageFacts, type VisitOptions } from '../visit';

const NOW = Date.UTC(2026, 10, 21, 9, 5, 7);
const DAY_MS = 864e5;

/** A cookie jar with the adapter's interface, remembering each cookie's expiry as written. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const expiry = new Map<string, Date | 'session'>();
  const removed: { name: string; domain?: string }[] = [];
  const cookies: Cookies = {
    get: (name) => values.get(name),
    set(name, value, when) {
      values.set(name, value);
      expiry.set(name, when?.expires ?? (when?.expiresDays !== undefined ? new Date(NOW + when.expiresDays * DAY_MS) : 'session'));
    },
    remove(name, where) {
      values.delete(name);
      removed.push({ name, domain: where?.domain });
    },
    all: () => Object.fromEntries(values),
  };
  return { cookies, values, expiry, removed };
}

/** A stored cookie as packed text (`key=value|||…`), and as the values sbjs.get hands out. */
const packed = (values: Map<string, string>, name: string) => createCodec(false).read(values.get(name));
const stored = (values: Map<string, string>, name: string) => unpack(packed(values, name));

const options = (extra: Partial<VisitOptions> = {}): VisitOptions => ({
  domain: 'shop.test',
  lifetimeMonths: DEFAULT_LIFETIME_MONTHS,
  sessionMinutes: DEFAULT_SESSION_MINUTES,
  base64: false,
  userIp: '(none)',
  ...extra,
});

const page = (extra: Partial<PageFacts> = {}): PageFacts => ({
  href: 'https://shop.test/?utm_source=news&utm_campaign=spring%20sale',
  search: '?utm_source=news&utm_campaign=spring%20sale',
  referrer: 'https://mail.example/',
  userAgent: 'Mozilla/5.0 Test',
  now: NOW,
  random: () => 0.5,
  ...extra,
});

describe('a sourcebuster page view', () => {
  it('[ATTR-008] [ATTR-002] writes current, first, their extra data, user data and session cookies in sbjs format', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page());
    expect(packed(values, 'sbjs_current')).toBe(
      'typ=utm|||src=news|||mdm=(none)|||cmp=spring%20sale|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
    expect(values.get('sbjs_first')).toBe(values.get('sbjs_current'));
    expect(packed(values, 'sbjs_current_add')).toBe('fd=2026-11-21 09:05:07|||ep=https://shop.test/?utm_source=news&utm_campaign=spring%20sale|||rf=https://mail.example/');
    expect(values.get('sbjs_first_add')).toBe(values.get('sbjs_current_add'));
    expect(packed(values, 'sbjs_udata')).toBe('vst=1|||uip=(none)|||uag=Mozilla/5.0 Test');
    expect(packed(values, 'sbjs_session')).toBe('pgs=1|||cpg=https://shop.test/?utm_source=news&utm_campaign=spring%20sale');
    expect(packed(values, 'sbjs_migrations')).toBe('1418474375998=1');
    expect(values.has('sbjs_promo')).toBe(false);
  });

  it('[ATTR-003] [ATTR-004] [ATTR-005] hands back the extra, session and user data, values decoded as sbjs.get does', () => {
    const values = runVisit(jar().cookies, options({ userIp: '203.0.113.9' }), page());
    expect(values.current.cmp).toBe('spring sale');
    expect(values.current_add).toEqual({ fd: '2026-11-21 09:05:07', ep: 'https://shop.test/?utm_source=news&utm_campaign=spring sale', rf: 'https://mail.example/' });
    expect(values.session).toEqual({ pgs: '1', cpg: 'https://shop.test/?utm_source=news&utm_campaign=spring sale' });
    expect(values.udata).toEqual({ vst: '1', uip: '203.0.113.9', uag: 'Mozilla/5.0 Test' });
    expect(valueAt(values, 'current.src')).toBe('news');
    expect(valueAt(null, 'current.src')).toBeNull();
  });

  it('[ATTR-003] without a referrer the extra data says (none); the first visit date stays with the first source', () => {
    const first = jar();
    runVisit(first.cookies, options(), page({ referrer: '', search: '', href: 'https://shop.test/' }));
    expect(stored(first.values, 'sbjs_first_add')).toMatchObject({ rf: '(none)', ep: 'https://shop.test/' });
    const firstAdd = first.values.get('sbjs_first_add');
    runVisit(first.cookies, options(), page({ now: NOW + 3 * DAY_MS }));
    expect(first.values.get('sbjs_first_add')).toBe(firstAdd);
    expect(stored(first.values, 'sbjs_current_add').fd).toBe(fireDate(NOW + 3 * DAY_MS));
    expect(stored(first.values, 'sbjs_first').typ).toBe('typein');
    expect(stored(first.values, 'sbjs_current').typ).toBe('utm');
  });

  it('[ATTR-004] [ATTR-005] counts pages within a session and visits across sessions', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page());
    runVisit(cookies, options(), page({ search: '', referrer: 'https://shop.test/', href: 'https://shop.test/cart/' }));
    expect(stored(values, 'sbjs_session')).toEqual({ pgs: '2', cpg: 'https://shop.test/cart/' });
    expect(stored(values, 'sbjs_udata').vst).toBe('1');
    values.delete('sbjs_session'); // the 30 minutes went by
    runVisit(cookies, options(), page({ search: '', referrer: '' }));
    expect(stored(values, 'sbjs_udata').vst).toBe('2');
    expect(stored(values, 'sbjs_session').pgs).toBe('1');
    // An internal page view keeps the utm source.
    expect(stored(values, 'sbjs_current').typ).toBe('utm');
  });

  it('[ATTR-009] [ATTR-010] cookies last 6 months of 30 days, the session 30 minutes', () => {
    const { cookies, expiry } = jar();
    runVisit(cookies, options(), page());
    expect(DEFAULT_LIFETIME_MONTHS).toBe(6);
    expect(DEFAULT_SESSION_MINUTES).toBe(30);
    for (const name of ['sbjs_current', 'sbjs_first', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_udata', 'sbjs_migrations']) {
      expect((expiry.get(name) as Date).getTime() - NOW).toBe(180 * DAY_MS);
    }
    expect((expiry.get('sbjs_session') as Date).getTime() - NOW).toBe(30 * 60_000);
  });

  it("[ATTR-009] WooCommerce's 0.00001 months make session cookies (the integer part of the months counts)", () => {
    const { cookies, expiry } = jar();
    runVisit(cookies, options({ lifetimeMonths: 0.00001 }), page());
    expect(expiry.get('sbjs_current')).toBe('session');
    expect(expiry.get('sbjs_session')).toBeInstanceOf(Date);
  });

  it('[ATTR-011] base64 is off by default; on, values are Base64 without padding, and either form reads back', () => {
    const plain = jar();
    runVisit(plain.cookies, options(), page());
    expect(plain.values.get('sbjs_current')).toContain('%7C%7C%7C');
    const encoded = jar();
    runVisit(encoded.cookies, options({ base64: true }), page());
    const raw = encoded.values.get('sbjs_current')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+$/);
    // Sourcebuster Base64-encodes its percent-encoded text.
    expect(raw).toBe(Buffer.from(plain.values.get('sbjs_current')!).toString('base64').replace(/=+$/, ''));
    const codec = createCodec(false);
    expect(codec.read(raw)).toEqual(codec.read(plain.values.get('sbjs_current')));
    expect(unpack(codec.read(raw)).cmp).toBe('spring sale');
  });

  it('[ATTR-006] [ATTR-007] the optional promo code is random within the range, 100000-999999 by default, written once', () => {
    expect(DEFAULT_PROMO).toEqual({ min: 100000, max: 999999 });
    expect(promoCode(100000, 999999, () => 0)).toBe('100000');
    expect(promoCode(100000, 999999, () => 0.999999999)).toBe('999999');
    expect(promoCode(5, 120, () => 0)).toBe('005');
    const { cookies, values } = jar();
    runVisit(cookies, options({ promo: { ...DEFAULT_PROMO } }), page({ random: () => 0.25 }));
    expect(packed(values, 'sbjs_promo')).toBe('code=325000');
    runVisit(cookies, options({ promo: { ...DEFAULT_PROMO } }), page({ random: () => 0.75 }));
    expect(packed(values, 'sbjs_promo')).toBe('code=325000');
  });

  it('[ATTR-020] deleting removes all eight sourcebuster cookies, on the given domain too', () => {
    const { cookies, values, removed } = jar(Object.fromEntries(Object.values(COOKIES).map((name) => [name, 'x=1'])));
    deleteVisit(cookies, '.shop.test');
    expect(values.size).toBe(0);
    expect(new Set(removed.filter((r) => r.domain === '.shop.test').map((r) => r.name))).toEqual(new Set(Object.values(COOKIES)));
    expect(Object.values(COOKIES)).toHaveLength(8);
  });
});

describe('sourcebuster cookie bytes', () => {
  // What sourcebuster writes for ?utm_source=news&utm_campaign=spring%20sale: the packed text percent-encoded
  // once as a whole, `=` as %3D, `|||` as %7C%7C%7C, parentheses as %28 %29; the campaign is the address's text.
  const SBJS_CURRENT =
    'typ%3Dutm%7C%7C%7Csrc%3Dnews%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3Dspring%2520sale%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29' +
    '%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29';

  it('[ATTR-008] are written byte for byte as sourcebuster writes them', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page());
    expect(values.get('sbjs_current')).toBe(SBJS_CURRENT);
    expect(values.get('sbjs_first')).toBe(SBJS_CURRENT);
    expect(values.get('sbjs_session')).toBe('pgs%3D1%7C%7C%7Ccpg%3Dhttps%3A%2F%2Fshop.test%2F%3Futm_source%3Dnews%26utm_campaign%3Dspring%2520sale');
    expect(values.get('sbjs_migrations')).toBe('1418474375998%3D1');
  });

  it('[ATTR-008] a kept source is written back with the same bytes, each field value encoded once, however many page views follow', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page({ search: '?utm_source=news&utm_campaign=a%7C%7C%7Cb%3Dc', href: 'https://shop.test/?utm_campaign=a%7C%7C%7Cb%3Dc' }));
    const first = values.get('sbjs_current');
    expect(first).toContain('cmp%3Da%257C%257C%257Cb%253Dc');
    for (const href of ['https://shop.test/cart/', 'https://shop.test/checkout/']) {
      const seen = runVisit(cookies, options(), page({ search: '', referrer: 'https://shop.test/', href }));
      expect(values.get('sbjs_current')).toBe(first);
      expect(seen.current.cmp).toBe('a|||b=c');
      expect(seen.current.cnt).toBe('(none)');
    }
  });

  it('[ATTR-008] [ATTR-004] [ATTR-005] cookies the runtime wrote before (js-cookie encoding, `|||` and `=` literal) are still read', () => {
    const { cookies, values } = jar({
      sbjs_current: 'typ=utm|||src=news|||mdm=email|||cmp=spring%2520sale|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
      sbjs_first: 'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
      sbjs_current_add: 'fd=2026-11-20 08:00:00|||ep=https://shop.test/?utm_campaign=spring%2520sale|||rf=(none)',
      sbjs_session: 'pgs=3|||cpg=https://shop.test/cart/',
      sbjs_udata: 'vst=4|||uip=(none)|||uag=Mozilla/5.0 Test',
    });
    const seen = runVisit(cookies, options(), page({ search: '', referrer: 'https://shop.test/cart/', href: 'https://shop.test/checkout/' }));
    expect(seen.current).toMatchObject({ typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring sale' });
    expect(seen.first.typ).toBe('typein');
    expect(seen.current_add.ep).toBe('https://shop.test/?utm_campaign=spring sale');
    expect(seen.session.pgs).toBe('4');
    expect(seen.udata.vst).toBe('4');
    // Rewritten the way sourcebuster writes.
    expect(values.get('sbjs_current')).toBe(SBJS_CURRENT.replace('mdm%3D%28none%29', 'mdm%3Demail'));
  });
});

describe('a new source inside an active session', () => {
  const campaign = '?utm_source=news&utm_medium=email&utm_campaign=autumn&utm_term=boots&utm_content=hero';
  const inSession = (search: string, referrer = 'https://shop.test/') => page({ search, referrer, href: `https://shop.test/shop/${search}`, now: NOW + 60_000 });

  it('[ATTR-013] a utm arrival replaces the current source; utm keys its address lacks become (none)', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page({ search: campaign }));
    const seen = runVisit(cookies, options(), inSession('?utm_source=partner'));
    expect(seen.current).toEqual({ typ: 'utm', src: 'partner', mdm: '(none)', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
    expect(stored(values, 'sbjs_current')).toEqual(seen.current);
    expect(seen.current_add.ep).toBe('https://shop.test/shop/?utm_source=partner');
    // The first source and the session stay.
    expect(seen.first).toMatchObject({ src: 'news', cmp: 'autumn', trm: 'boots' });
    expect(seen.session.pgs).toBe('2');
    expect(seen.udata.vst).toBe('1');
  });

  it('[ATTR-014] a gclid or yclid arrival replaces it too', () => {
    const { cookies } = jar();
    runVisit(cookies, options(), page({ search: campaign }));
    expect(runVisit(cookies, options(), inSession('?gclid=abc')).current).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc', trm: '(none)', cnt: '(none)' });
    expect(runVisit(cookies, options(), inSession('?yclid=42')).current).toMatchObject({ typ: 'utm', src: 'yandex', mdm: 'cpc', cmp: 'yandex_cpc', trm: '(none)' });
  });

  it('[ATTR-017] a referral does not replace it; without a session it would', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page({ search: campaign }));
    const before = { current: values.get('sbjs_current'), extra: values.get('sbjs_current_add') };
    const seen = runVisit(cookies, options(), inSession('', 'https://blog.example/posts/boots'));
    expect(seen.current).toMatchObject({ typ: 'utm', src: 'news', cmp: 'autumn' });
    expect(values.get('sbjs_current')).toBe(before.current);
    expect(values.get('sbjs_current_add')).toBe(before.extra);
    values.delete('sbjs_session'); // the 30 minutes went by
    expect(runVisit(cookies, options(), inSession('', 'https://blog.example/posts/boots')).current).toMatchObject({ typ: 'referral', src: 'blog.example', cnt: '/posts/boots' });
  });
});
