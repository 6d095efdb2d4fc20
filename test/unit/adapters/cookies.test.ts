import { createCookies } from '../../../adapters/cookies';
import { testEnvironment } from '../../support';

/** A document whose cookie jar is only a log of writes and a fixed read value. */
function fakeDocument(read = '') {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return read;
    },
    set cookie(text: string) {
      writes.push(text);
    },
  };
  return { doc: doc as unknown as Document, writes };
}

function clearJsdomCookies() {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

afterEach(clearJsdomCookies);

describe('cookies', () => {
  it('prepends the prefix and writes path=/ and samesite=lax, no secure on http', () => {
    const { doc, writes } = fakeDocument();
    const cookies = createCookies(testEnvironment({ document: doc }), { prefix: 'wp_' });
    cookies.set('ct_timezone', '3');
    expect(writes).toEqual(['wp_ct_timezone=3; path=/; samesite=lax']);
  });

  it('round-trips through a real document: get and all() see prefixed names without the prefix', () => {
    document.cookie = 'unrelated=1; path=/';
    const env = testEnvironment();
    const cookies = createCookies(env, { prefix: 'wp_' });
    cookies.set('ct_screen_info', '{"fullWidth":1200,"a b":"x;y"}');
    cookies.set('ct_timezone', '3');
    expect(document.cookie).toContain('wp_ct_timezone=3');
    expect(cookies.get('ct_screen_info')).toBe('{"fullWidth":1200,"a b":"x;y"}');
    expect(cookies.get('unrelated')).toBeUndefined();
    expect(cookies.all()).toEqual({ ct_screen_info: '{"fullWidth":1200,"a b":"x;y"}', ct_timezone: '3' });
    expect(createCookies(env).get('unrelated')).toBe('1');
  });

  it('reads env.document, not the global document', () => {
    document.cookie = 'ct_checkjs=global; path=/';
    const { doc } = fakeDocument('ct_checkjs=from-env; other=2');
    expect(createCookies(testEnvironment({ document: doc })).get('ct_checkjs')).toBe('from-env');
  });

  it('raw: values go out and come back byte for byte, for owners that encode their cookies themselves', () => {
    const { doc, writes } = fakeDocument('sbjs_current=typ%3Dutm%7C%7C%7Ccmp%3Dspring%2520sale');
    const cookies = createCookies(testEnvironment({ document: doc }), { raw: true });
    cookies.set('sbjs_current', 'typ%3Dutm%7C%7C%7Ccmp%3Dspring%2520sale');
    expect(writes[0]!.split(';')[0]).toBe('sbjs_current=typ%3Dutm%7C%7C%7Ccmp%3Dspring%2520sale');
    expect(cookies.get('sbjs_current')).toBe('typ%3Dutm%7C%7C%7Ccmp%3Dspring%2520sale');
  });

  it('encodes values the way js-cookie does, and decodes percent-escapes on read', () => {
    const { doc, writes } = fakeDocument('k=a%20b%3Bc');
    const cookies = createCookies(testEnvironment({ document: doc }));
    cookies.set('k', 'a b;c{"x"}');
    expect(writes[0]!.split(';')[0]).toBe('k=a%20b%3Bc{%22x%22}');
    expect(cookies.get('k')).toBe('a b;c');
  });

  it('sets expires from expiresDays on the env clock, or from a Date', () => {
    const { doc, writes } = fakeDocument();
    const base = testEnvironment({ document: doc });
    const now = Date.UTC(2024, 0, 1);
    const cookies = createCookies({ ...base, timers: { ...base.timers, now: () => now } });
    cookies.set('a', '1', { expiresDays: 30 });
    cookies.set('b', '1', { expires: new Date(Date.UTC(2030, 5, 1)) });
    expect(writes[0]).toContain(`expires=${new Date(now + 30 * 864e5).toUTCString()}`);
    expect(writes[1]).toContain('expires=Sat, 01 Jun 2030 00:00:00 GMT');
  });

  it('removes a cookie (prefixed) by expiring it, on the given path and domain', () => {
    document.cookie = 'wp_gone=1; path=/';
    const cookies = createCookies(testEnvironment(), { prefix: 'wp_' });
    expect(cookies.get('gone')).toBe('1');
    cookies.remove('gone');
    expect(cookies.get('gone')).toBeUndefined();

    const { doc, writes } = fakeDocument();
    createCookies(testEnvironment({ document: doc }), { prefix: 'wp_' }).remove('x', { path: '/shop', domain: '.example.test' });
    expect(writes[0]).toBe('wp_x=; path=/shop; domain=.example.test; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax');
  });

  it('adds secure on https pages, and for SameSite=None', () => {
    const { doc, writes } = fakeDocument();
    const https = testEnvironment({ document: doc, location: () => ({ protocol: 'https:' }) as Location });
    createCookies(https).set('a', '1');
    createCookies(testEnvironment({ document: doc }), { sameSite: 'None' }).set('b', '1');
    createCookies(testEnvironment({ document: doc }), { sameSite: 'Strict', secure: false }).set('c', '1');
    expect(writes).toEqual([
      'a=1; path=/; samesite=lax; secure',
      'b=1; path=/; samesite=none; secure',
      'c=1; path=/; samesite=strict',
    ]);
  });

  it('never throws when the document refuses cookie access', () => {
    const doc = {
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_text: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    } as unknown as Document;
    const cookies = createCookies(testEnvironment({ document: doc }));
    expect(cookies.get('a')).toBeUndefined();
    expect(cookies.all()).toEqual({});
    expect(() => cookies.set('a', '1')).not.toThrow();
  });
});
