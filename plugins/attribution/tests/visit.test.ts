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

const win = { btoa: (s: string) => Buffer.from(s, 'binary').toString('base64'), atob: (s: string) => Buffer.from(s, 'base64').toString('binary') };

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
  win,
  ...extra,
});

describe('a sourcebuster page view', () => {
  it('[ATTR-008] [ATTR-002] writes current, first, their extra data, user data and session cookies in sbjs format', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page());
    expect(values.get('sbjs_current')).toBe(
      'typ=utm|||src=news|||mdm=(none)|||cmp=spring%20sale|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)',
    );
    expect(values.get('sbjs_first')).toBe(values.get('sbjs_current'));
    expect(values.get('sbjs_current_add')).toBe('fd=2026-11-21 09:05:07|||ep=https://shop.test/?utm_source=news&utm_campaign=spring%20sale|||rf=https://mail.example/');
    expect(values.get('sbjs_first_add')).toBe(values.get('sbjs_current_add'));
    expect(values.get('sbjs_udata')).toBe('vst=1|||uip=(none)|||uag=Mozilla/5.0 Test');
    expect(values.get('sbjs_session')).toBe('pgs=1|||cpg=https://shop.test/?utm_source=news&utm_campaign=spring%20sale');
    expect(values.get('sbjs_migrations')).toBe('1418474375998=1');
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
    expect(unpack(first.values.get('sbjs_first_add'))).toMatchObject({ rf: '(none)', ep: 'https://shop.test/' });
    const firstAdd = first.values.get('sbjs_first_add');
    runVisit(first.cookies, options(), page({ now: NOW + 3 * DAY_MS }));
    expect(first.values.get('sbjs_first_add')).toBe(firstAdd);
    expect(unpack(first.values.get('sbjs_current_add')).fd).toBe(fireDate(NOW + 3 * DAY_MS));
    expect(unpack(first.values.get('sbjs_first')).typ).toBe('typein');
    expect(unpack(first.values.get('sbjs_current')).typ).toBe('utm');
  });

  it('[ATTR-004] [ATTR-005] counts pages within a session and visits across sessions', () => {
    const { cookies, values } = jar();
    runVisit(cookies, options(), page());
    runVisit(cookies, options(), page({ search: '', referrer: 'https://shop.test/', href: 'https://shop.test/cart/' }));
    expect(unpack(values.get('sbjs_session'))).toEqual({ pgs: '2', cpg: 'https://shop.test/cart/' });
    expect(unpack(values.get('sbjs_udata')).vst).toBe('1');
    values.delete('sbjs_session'); // the 30 minutes went by
    runVisit(cookies, options(), page({ search: '', referrer: '' }));
    expect(unpack(values.get('sbjs_udata')).vst).toBe('2');
    expect(unpack(values.get('sbjs_session')).pgs).toBe('1');
    // An internal page view keeps the utm source.
    expect(unpack(values.get('sbjs_current')).typ).toBe('utm');
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
    expect(plain.values.get('sbjs_current')).toContain('|||');
    const encoded = jar();
    runVisit(encoded.cookies, options({ base64: true }), page());
    const raw = encoded.values.get('sbjs_current')!;
    expect(raw).toMatch(/^[A-Za-z0-9+/]+$/);
    const codec = createCodec(false, win);
    expect(codec.read(raw)).toEqual(codec.read(plain.values.get('sbjs_current')));
    expect(codec.read(raw).cmp).toBe('spring sale');
  });

  it('[ATTR-006] [ATTR-007] the optional promo code is random within the range, 100000-999999 by default, written once', () => {
    expect(DEFAULT_PROMO).toEqual({ min: 100000, max: 999999 });
    expect(promoCode(100000, 999999, () => 0)).toBe('100000');
    expect(promoCode(100000, 999999, () => 0.999999999)).toBe('999999');
    expect(promoCode(5, 120, () => 0)).toBe('005');
    const { cookies, values } = jar();
    runVisit(cookies, options({ promo: { ...DEFAULT_PROMO } }), page({ random: () => 0.25 }));
    expect(values.get('sbjs_promo')).toBe('code=325000');
    runVisit(cookies, options({ promo: { ...DEFAULT_PROMO } }), page({ random: () => 0.75 }));
    expect(values.get('sbjs_promo')).toBe('code=325000');
  });

  it('[ATTR-020] deleting removes all eight sourcebuster cookies, on the given domain too', () => {
    const { cookies, values, removed } = jar(Object.fromEntries(Object.values(COOKIES).map((name) => [name, 'x=1'])));
    deleteVisit(cookies, '.shop.test');
    expect(values.size).toBe(0);
    expect(new Set(removed.filter((r) => r.domain === '.shop.test').map((r) => r.name))).toEqual(new Set(Object.values(COOKIES)));
    expect(Object.values(COOKIES)).toHaveLength(8);
  });
});
