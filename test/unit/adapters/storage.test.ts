import { createStoredValues, DEFAULT_FRESHNESS_SECONDS } from '../../../adapters/storage';
import { testEnvironment } from '../../support';
import { MemoryStorage } from './memory-storage';

const NOW_MS = 1_717_000_000_000;
const NOW_S = NOW_MS / 1000;

function setup(options: { local?: () => Storage | null; now?: number } = {}) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  let now = options.now ?? NOW_MS;
  const base = testEnvironment();
  const env = testEnvironment({
    localStorage: options.local ?? (() => local),
    sessionStorage: () => session,
    timers: { ...base.timers, now: () => now },
  });
  return { env, local, session, stored: createStoredValues(env), advanceSeconds: (s: number) => (now += s * 1000) };
}

describe('stored values: the wrapper format', () => {
  it('writes {"value": JSON.stringify(v), "timestamp": unix seconds}, the value being a JSON string', () => {
    const { stored, local } = setup();
    expect(stored.local.set('apbct_pixel_url', 'https://example.test/pixel/abc.gif')).toBe(true);
    expect(stored.local.set('ct_screen_info', { fullWidth: 1200 })).toBe(true);
    expect(local.getItem('apbct_pixel_url')).toBe(
      `{"value":"\\"https://example.test/pixel/abc.gif\\"","timestamp":${NOW_S}}`,
    );
    expect(JSON.parse(local.getItem('ct_screen_info')!)).toEqual({ value: '{"fullWidth":1200}', timestamp: NOW_S });
  });

  it('reads back what it wrote, objects and primitives alike', () => {
    const { stored } = setup();
    stored.local.set('n', 3);
    stored.local.set('o', { a: [1, 2] });
    stored.local.set('b', false);
    expect(stored.local.get('n')).toBe(3);
    expect(stored.local.get('o')).toEqual({ a: [1, 2] });
    expect(stored.local.get('b')).toBe(false);
    expect(stored.local.record('n')).toEqual({ value: 3, timestamp: NOW_S });
  });

  it("reads the bot detector's token, whether its value is JSON-encoded or bare", () => {
    const { stored, local } = setup();
    const token = 'a'.repeat(64);
    local.setItem('bot_detector_event_token', JSON.stringify({ value: JSON.stringify(token), timestamp: NOW_S }));
    expect(stored.local.get('bot_detector_event_token')).toBe(token);
    local.setItem('bot_detector_event_token', JSON.stringify({ value: token, timestamp: NOW_S }));
    expect(stored.local.get('bot_detector_event_token')).toBe(token);
  });

  it('gives undefined for a missing key, malformed JSON, or a wrapper without value or timestamp', () => {
    const { stored, local } = setup();
    local.setItem('broken', '{"value":');
    local.setItem('no_value', JSON.stringify({ timestamp: NOW_S }));
    local.setItem('no_time', JSON.stringify({ value: '1' }));
    local.setItem('bare', '"just text"');
    expect(stored.local.get('missing')).toBeUndefined();
    expect(stored.local.get('broken')).toBeUndefined();
    expect(stored.local.get('no_value')).toBeUndefined();
    expect(stored.local.get('no_time')).toBeUndefined();
    expect(stored.local.get('bare')).toBeUndefined();
    expect(stored.local.readRaw('broken')).toBe('{"value":');
  });

  it('keeps session and local apart, and lists keys', () => {
    const { stored } = setup();
    stored.session.writeRaw('apbct_session_id', 'abcdefghij');
    stored.local.set('ct_checkjs', '123');
    expect(stored.session.readRaw('apbct_session_id')).toBe('abcdefghij');
    expect(stored.local.readRaw('apbct_session_id')).toBeNull();
    expect(stored.local.keys()).toEqual(['ct_checkjs']);
    stored.local.remove('ct_checkjs');
    expect(stored.local.keys()).toEqual([]);
  });
});

describe('stored values: freshness', () => {
  it('[SPAM-047] a stored value is fresh for 86400 s by default and stale at 86401 s', () => {
    const { stored, advanceSeconds } = setup();
    expect(DEFAULT_FRESHNESS_SECONDS).toBe(86400);
    stored.local.set('ct_checkjs', 'key');
    advanceSeconds(86400);
    expect(stored.local.get('ct_checkjs')).toBe('key');
    advanceSeconds(1);
    expect(stored.local.get('ct_checkjs')).toBeUndefined();
    // The record is still there, with its age visible to callers that want it.
    expect(stored.local.record('ct_checkjs')).toEqual({ value: 'key', timestamp: NOW_S });
  });

  it('honours a caller maxAgeSeconds (the pixel URL lives 10800 s)', () => {
    const { stored, advanceSeconds } = setup();
    stored.local.set('apbct_pixel_url', 'https://x.test/p.gif');
    advanceSeconds(10800);
    expect(stored.local.get('apbct_pixel_url', { maxAgeSeconds: 10800 })).toBe('https://x.test/p.gif');
    advanceSeconds(1);
    expect(stored.local.get('apbct_pixel_url', { maxAgeSeconds: 10800 })).toBeUndefined();
  });
});

describe('stored values: storage that refuses', () => {
  it('returns false when setItem throws QuotaExceededError, and does not throw', () => {
    const { stored, local } = setup();
    local.full = true;
    expect(() => stored.local.set('k', 'v')).not.toThrow();
    expect(stored.local.set('k', 'v')).toBe(false);
    expect(stored.local.writeRaw('k', 'v')).toBe(false);
    expect(stored.local.get('k')).toBeUndefined();
  });

  it('works as an empty store when storage is disabled (null) or throws on access', () => {
    for (const local of [() => null, () => { throw new DOMException('denied', 'SecurityError'); }]) {
      const { stored } = setup({ local });
      expect(stored.local.set('k', 1)).toBe(false);
      expect(stored.local.get('k')).toBeUndefined();
      expect(stored.local.readRaw('k')).toBeNull();
      expect(stored.local.keys()).toEqual([]);
      expect(() => stored.local.remove('k')).not.toThrow();
    }
  });

  it('returns false for values JSON cannot hold (cycles, undefined) and stores nothing', () => {
    const { stored, local } = setup();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stored.local.set('c', cyclic)).toBe(false);
    expect(stored.local.set('u', undefined)).toBe(false);
    expect(local.length).toBe(0);
  });
});
