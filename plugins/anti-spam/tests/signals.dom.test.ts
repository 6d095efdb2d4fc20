import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import type { Environment } from '../../../adapters/environment';
import { json, layoutReports, openTestbed, type Testbed } from '../../../test/support';
import { BOT_DETECTOR_EXIST_SECONDS, POINTER_MAX_SAMPLES, POINTER_SAMPLE_MS, POINTER_WRITE_MS } from '../signals';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

let testbed: Testbed;
const written: string[] = [];
const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

async function start(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}, env: Partial<Environment> = {}) {
  testbed = await openTestbed('anti-spam/globals.html', [antiSpam], {
    globals: cleantalkGlobals(functions, pub),
    routes: endpoints({ alt_sessions: json({ success: true }), apbct_alt_session__save__AJAX: json({ success: true }) }),
    env,
    quiet: true,
  });
  return testbed;
}

function cookie(name: string): string | undefined {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}
const stored = (key: string) => JSON.parse(JSON.parse(localStorage.getItem(key)!).value);

beforeEach(() => {
  written.length = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieProperty.get!.call(document),
    set: (text: string) => {
      written.push(text);
      cookieProperty.set!.call(document, text);
    },
  });
});
afterEach(() => {
  testbed?.close();
  delete (document as unknown as Record<string, unknown>).cookie;
  for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
  sessionStorage.clear();
});

describe('bot-detection signals', () => {
  it('[SPAM-034] page start time at once; the first key or mouse press time once', async () => {
    const { clock } = await start();
    const startedAt = Math.floor(clock.now() / 1000);
    expect(cookie('ct_ps_timestamp')).toBe(String(startedAt));
    expect(cookie('ct_fkp_timestamp')).toBe('0');
    await testbed.settle(5000);
    fireEvent.keyDown(document, { key: 'a' });
    await testbed.settle(5000);
    fireEvent.mouseDown(document);
    await testbed.settle();
    expect(cookie('ct_fkp_timestamp')).toBe(String(startedAt + 5));
  });

  /** Starts the runtime and runs one timer at a time until the session's note; returns the layout reports. */
  async function untilSessionNoted() {
    const layouts = layoutReports(window);
    testbed = await openTestbed('anti-spam/globals.html', [antiSpam], { globals: cleantalkGlobals({}, {}), start: false, quiet: true });
    testbed.runtime.start();
    const noted = () => sessionStorage.getItem('apbct_session_id') !== null;
    for (let turn = 0; turn < 200 && !noted(); turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      testbed.clock.runNext(testbed.clock.now());
    }
    expect(noted()).toBe(true);
    return layouts;
  }

  it('notes the session in the task after the mount and stores the start signals right after the next layout', async () => {
    const layouts = await untilSessionNoted();
    try {
      await testbed.settle(1000);
      expect(cookie('ct_ps_timestamp')).toBeUndefined();
      expect(layouts.waiting).toBe(1);
      layouts.deliver();
      expect(cookie('ct_ps_timestamp')).toBeDefined();
      expect(cookie('ct_screen_info')).toBeDefined();
    } finally {
      layouts.restore();
    }
  });

  it('a key pressed before that layout stores the start signals first, at once; the layout then stores nothing', async () => {
    const layouts = await untilSessionNoted();
    try {
      fireEvent.keyDown(document, { key: 'a' });
      await testbed.settle();
      expect(cookie('ct_ps_timestamp')).toBeDefined();
      expect(cookie('ct_fkp_timestamp')).not.toBe('0');
      expect(layouts.waiting).toBe(0);
    } finally {
      layouts.restore();
    }
  });

  it('[SPAM-035][SPAM-036] pointer samples [y, x, ms] at most one per 150 ms, at most 50, written every 1.2 s', async () => {
    await start();
    fireEvent.mouseMove(document, { clientX: 10, clientY: 20 });
    await testbed.settle(100);
    fireEvent.mouseMove(document, { clientX: 11, clientY: 21 }); // within 150 ms: skipped
    await testbed.settle(50);
    fireEvent.mouseMove(document, { clientX: 12, clientY: 22 });
    expect(cookie('ct_pointer_data')).toBe('0');
    await testbed.settle(POINTER_WRITE_MS - 150 - 1);
    expect(cookie('ct_pointer_data')).toBe('0');
    await testbed.settle(1);
    expect(JSON.parse(cookie('ct_pointer_data')!)).toEqual([
      [20, 10, 0],
      [22, 12, POINTER_SAMPLE_MS],
    ]);
    for (let i = 0; i < 80; i++) {
      fireEvent.mouseMove(document, { clientX: i, clientY: i });
      await testbed.settle(POINTER_SAMPLE_MS);
    }
    await testbed.settle(POINTER_WRITE_MS);
    expect(JSON.parse(cookie('ct_pointer_data')!)).toHaveLength(POINTER_MAX_SAMPLES);
    expect(cookie('ct_mouse_moved')).toBe('true');
  });

  it('[SPAM-037] timezone offset in hours, screen sizes and the headless flag', async () => {
    // A long page in a 1000 x 700 viewport: the full height is the document's, as CleanTalk measures it, not the viewport's.
    const sizes = (element: Element, values: Record<string, number>) => {
      for (const [name, value] of Object.entries(values)) Object.defineProperty(element, name, { configurable: true, value });
    };
    sizes(document.documentElement, { scrollWidth: 1000, scrollHeight: 2400, offsetHeight: 2400, clientWidth: 1000, clientHeight: 700 });
    sizes(document.body, { scrollHeight: 2380, offsetHeight: 2380, clientHeight: 2380 });
    try {
      await start();
    } finally {
      for (const element of [document.documentElement, document.body]) {
        for (const name of ['scrollWidth', 'scrollHeight', 'offsetHeight', 'clientWidth', 'clientHeight']) delete (element as unknown as Record<string, unknown>)[name];
      }
    }
    expect(Number(cookie('ct_timezone'))).toBe(0 - new Date().getTimezoneOffset() / 60);
    expect(JSON.parse(cookie('ct_screen_info')!)).toEqual({ fullWidth: 1000, fullHeight: 2400, visibleWidth: 1000, visibleHeight: 700 });
    expect(cookie('apbct_headless')).toBe('false');
  });

  it('[SPAM-038] session id, page hits, previous and site referer', async () => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://search.example/?q=engine' });
    await start();
    expect(sessionStorage.getItem('apbct_session_id')).toMatch(/^[a-z]{10}$/);
    expect(sessionStorage.getItem('apbct_site_referer')).toBe('https://search.example/?q=engine');
    expect(stored('apbct_page_hits')).toBe(1);
    testbed.close();
    sessionStorage.setItem('apbct_session_current_page', 'http://localhost/previous-page/');
    await start();
    expect(stored('apbct_page_hits')).toBe(2);
    expect(sessionStorage.getItem('apbct_prev_referer')).toBe('http://localhost/previous-page/');
    delete (document as unknown as Record<string, unknown>).referrer;
  });

  it('[SPAM-047] a stored value older than 86400 s counts as missing: page hits start again', async () => {
    sessionStorage.setItem('apbct_session_id', 'abcdefghij');
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('apbct_page_hits', JSON.stringify({ value: '7', timestamp: now - 86399 }));
    await start();
    expect(stored('apbct_page_hits')).toBe(8);
    testbed.close();
    localStorage.setItem('apbct_page_hits', JSON.stringify({ value: '7', timestamp: now - 86401 }));
    await start();
    expect(stored('apbct_page_hits')).toBe(1);
  });

  it('[SPAM-048] a cookie type change clears the stored mouse-moved and scrolled flags', async () => {
    const wrap = (v: unknown) => JSON.stringify({ value: JSON.stringify(v), timestamp: Math.floor(Date.now() / 1000) });
    localStorage.setItem('ct_cookies_type', wrap('native'));
    localStorage.setItem('ct_mouse_moved', wrap(true));
    localStorage.setItem('ct_has_scrolled', wrap(true));
    await start({ data__cookies_type: 'native' });
    expect(localStorage.getItem('ct_mouse_moved')).not.toBeNull();
    testbed.close();
    await start({ data__cookies_type: 'none' });
    expect(localStorage.getItem('ct_mouse_moved')).toBeNull();
    expect(localStorage.getItem('ct_has_scrolled')).toBeNull();
    expect(stored('ct_cookies_type')).toBe('none');
  });

  it('[SPAM-049][NET-005] in alternative mode the signals go to alt_sessions as one cookies object; over AJAX with apbct_alt_session__save__AJAX', async () => {
    await start({ data__cookies_type: 'alternative' });
    const rest = sentTo(testbed, 'alt_sessions')[0]!;
    expect(rest.url).toBe('http://localhost/wp-json/cleantalk-antispam/v1/alt_sessions');
    const cookies = JSON.parse(rest.fields.cookies!);
    expect(cookies).toMatchObject({ ct_ps_timestamp: expect.any(Number), ct_timezone: expect.any(Number), ct_checkjs: '1203917442' });
    expect(cookies).not.toHaveProperty('ct_pointer_data');
    expect(document.cookie).not.toContain('ct_ps_timestamp');
    testbed.close();
    await start({ data__cookies_type: 'alternative', data__ajax_type: 'admin_ajax' });
    const ajax = sentTo(testbed, 'apbct_alt_session__save__AJAX')[0]!;
    expect(ajax.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
    expect(JSON.parse(ajax.fields.cookies!)).toHaveProperty('ct_ps_timestamp');
  });

  it('[SPAM-046] once the bot detector\'s token is there, apbct_bot_detector_exist=1 is set for 3600 s', async () => {
    await start({}, { settings__sfw__anti_crawler: '1', bot_detector_enabled: '1' });
    await testbed.settle(1000);
    expect(cookie('apbct_bot_detector_exist')).toBeUndefined();
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: JSON.stringify('e'.repeat(64)), timestamp: 1 }));
    await testbed.settle(500);
    expect(cookie('apbct_bot_detector_exist')).toBe('1');
    const write = written.find((text) => text.startsWith('apbct_bot_detector_exist='))!;
    const expires = Date.parse(/expires=([^;]+)/.exec(write)![1]!);
    // expires= is written in whole seconds.
    const lifetime = (expires - testbed.clock.now()) / 1000;
    expect(lifetime).toBeGreaterThan(BOT_DETECTOR_EXIST_SECONDS - 1);
    expect(lifetime).toBeLessThanOrEqual(BOT_DETECTOR_EXIST_SECONDS);
  });

  it('[SPAM-042] typing data per comment field: keys, speed, paste and autofill, carried in the no-cookie data', async () => {
    await start({ data__cookies_type: 'none' });
    document.body.insertAdjacentHTML('beforeend', '<form method="post"><textarea name="comment"></textarea></form>');
    const field = document.querySelector('textarea')!;
    for (let i = 0; i < 3; i++) {
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'a' }));
      await testbed.settle(200);
    }
    field.dispatchEvent(new Event('paste', { bubbles: true }));
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await testbed.settle(3000);
    const hidden = document.querySelector<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]')!;
    const data = JSON.parse(Buffer.from(hidden.value.replace('_ct_no_cookie_data_', ''), 'base64').toString('utf8'));
    expect(data.typo).toEqual([
      { isAutoFill: true, isUseBuffer: true, countOfKey: 3, speedDelta: 200, lastDelta: 200, firstKeyTimestamp: expect.any(Number), lastKeyTimestamp: expect.any(Number) },
    ]);
  });

  it('[SPAM-062] in about 1% of page views errors naming apbct or ctPublic are logged to local storage, once per message', async () => {
    await start({}, {}, { random: () => 0.005 });
    const fire = (message: string) => window.dispatchEvent(new ErrorEvent('error', { message, filename: 'http://localhost/app.js' }));
    fire('ctPublic is not defined');
    fire('ctPublic is not defined');
    fire('Something else broke');
    const log = JSON.parse(localStorage.getItem('ct_js_errors')!);
    expect(log).toEqual([{ err: { msg: 'ctPublic is not defined', file: 'http://localhost/app.js' }, url: location.href, userAgent: navigator.userAgent }]);
    testbed.close();
    localStorage.clear();
    await start({}, {}, { random: () => 0.5 });
    fire('apbct broke');
    expect(localStorage.getItem('ct_js_errors')).toBeNull();
  });

  it('[SPAM-051] force_alt_cookies: on a page with Jetpack\'s comment frame the native cookies also go to alt sessions', async () => {
    testbed = await openTestbed(['anti-spam/globals.html', '<iframe name="jetpack_remote_comment" title="Comments"></iframe>'], [antiSpam], {
      globals: cleantalkGlobals(),
      routes: endpoints({ alt_sessions: json({ success: true }) }),
      quiet: true,
    });
    expect(cookie('ct_ps_timestamp')).toBeDefined();
    const forced = JSON.parse(sentTo(testbed, 'alt_sessions')[0]!.fields.cookies!);
    expect(forced).toMatchObject({ ct_ps_timestamp: expect.any(Number), apbct_force_alt_cookies: true });
  });
});
