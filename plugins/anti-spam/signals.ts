/**
 * Bot-detection signals (docs/plugins/anti-spam.md#signals): page start and
 * first key/mouse-down times, pointer samples, timezone, screen, headless
 * flag, session and referers, page hits, scroll and mouse flags. Written
 * through the signal store, so they land where data__cookies_type says.
 */
import type { PluginContext } from '../../kernel/types';
import { isEventToken, TOKEN_STORAGE_KEY } from './bot-token';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';
import { VISIBLE_FIELDS_COOKIE_PREFIX } from './visible-fields';

/** One pointer sample per 150 ms at most. */
export const POINTER_SAMPLE_MS = 150;
/** At most 50 samples. */
export const POINTER_MAX_SAMPLES = 50;
/** The samples are written every 1.2 s. */
export const POINTER_WRITE_MS = 1200;
/** The bot-detector-exist cookie lives 3600 s. */
export const BOT_DETECTOR_EXIST_SECONDS = 3600;
/** How often the anti-crawler looks for the detector's token. */
const ANTI_CRAWLER_POLL_MS = 500;

const seconds = (ms: number) => Math.floor(ms / 1000);

function randomSessionId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += String.fromCharCode(97 + Math.floor(random() * 26));
  return id;
}

/** Session id, referers and page hits (the gathering code's session part). */
function trackSession(ctx: PluginContext): void {
  const session = ctx.storage.session;
  const local = ctx.storage.local;
  const address = ctx.browser.address();
  const href = address.href;
  const fresh = session.readRaw('apbct_session_id') === null;
  if (fresh) {
    session.writeRaw('apbct_session_id', randomSessionId(() => ctx.browser.random()));
    const referrer = ctx.browser.referrer();
    try {
      if (referrer && new URL(referrer).host !== address.host) session.writeRaw('apbct_site_referer', referrer);
    } catch {
      // A referrer that is no URL tells nothing about where the visitor came from.
    }
  }
  const previous = session.readRaw('apbct_session_current_page');
  if (previous !== null && previous !== href) session.writeRaw('apbct_prev_referer', previous);
  session.writeRaw('apbct_session_current_page', href);
  const hits = local.get<number>('apbct_page_hits');
  local.set('apbct_page_hits', fresh || typeof hits !== 'number' ? 1 : hits + 1);
}

/** A changed cookie type makes the stored mouse-moved and scrolled flags meaningless. */
function noteCookieType(ctx: PluginContext, settings: AntiSpamSettings): void {
  const local = ctx.storage.local;
  const previous = local.get<string>('ct_cookies_type', { maxAgeSeconds: Number.MAX_SAFE_INTEGER });
  if (previous !== settings.data__cookies_type) {
    for (const flagName of ['ct_mouse_moved', 'ct_has_scrolled']) {
      local.remove(flagName);
      if (settings.data__cookies_type === 'native') ctx.cookies({ prefix: settings.cookiePrefix }).remove(flagName);
    }
  }
  local.set('ct_cookies_type', settings.data__cookies_type);
}

/**
 * ct_screen_info as CleanTalk measures it: the document's full size (its
 * scroll size, the tallest of body and root) and the root's visible client
 * area, as JSON text.
 */
export function screenInfo(doc: Document): string {
  const root = doc.documentElement;
  const body = doc.body ?? root;
  return JSON.stringify({
    fullWidth: root.scrollWidth,
    fullHeight: Math.max(body.scrollHeight, root.scrollHeight, body.offsetHeight, root.offsetHeight, body.clientHeight, root.clientHeight),
    visibleWidth: root.clientWidth,
    visibleHeight: root.clientHeight,
  });
}

/**
 * The visible-fields signal starts blank on every page, as the original's: "0"
 * in the non-native modes (so the server falls back to the form's own field),
 * and in native mode the per-form cookies an earlier page left are deleted (the
 * server would read them instead of the form's field).
 */
function visibleFieldsAtStart(ctx: PluginContext, settings: AntiSpamSettings): { apbct_visible_fields?: string } {
  if (settings.data__cookies_type !== 'native') return { apbct_visible_fields: '0' };
  const jar = ctx.cookies();
  for (const name of Object.keys(jar.all())) if (name.includes(VISIBLE_FIELDS_COOKIE_PREFIX)) jar.remove(name);
  return {};
}

/**
 * The start signals, taken at mount and stored after it: the first reads and writes of the page's
 * storage are the browser's slow ones (40-100 ms at 4x CPU slowdown), which the mount's task need not
 * carry, so the session's notes (the first touch of each storage area) come in the task after the
 * mount's, and the signals (a layout read and the store's writes) right after the next layout: at 4x
 * the two were one task of about 50 ms on the store's checkout. Returns what stores them now if they
 * are not stored yet, so that a signal written earlier (a key pressed at once) still lands after them,
 * not under them.
 */
function storeStartSignals(ctx: PluginContext, settings: AntiSpamSettings, store: () => SignalStore, started: number): () => void {
  const signals = {
    ct_ps_timestamp: seconds(started),
    ct_fkp_timestamp: '0',
    ct_pointer_data: '0',
    // CleanTalk's timezone is the UTC offset in hours, east positive.
    ct_timezone: 0 - new Date(started).getTimezoneOffset() / 60,
    apbct_headless: ctx.browser.automated(),
  };
  let noted = false;
  const noteSession = () => {
    if (noted) return;
    noted = true;
    trackSession(ctx);
    noteCookieType(ctx, settings);
  };
  let stored = false;
  let stopWaiting = () => {};
  const storeNow = () => {
    if (stored) return;
    stored = true;
    ctx.clock.clearTimeout(timer);
    stopWaiting();
    noteSession();
    void store().set({
      ...signals,
      // Measured when stored: read right after a layout, the document's size costs none (from a task it laid
      // the store's product page out again: 6 ms of a load); a signal written before that reads it at once.
      ct_screen_info: screenInfo(ctx.browser.document),
      ...visibleFieldsAtStart(ctx, settings),
      ct_checked_emails: '0',
      ct_checked_emails_exist: '0',
      ct_checkjs: settings.ct_checkjs_key,
    });
  };
  const timer = ctx.clock.setTimeout(() => {
    noteSession();
    stopWaiting = ctx.browser.afterLayout(storeNow);
  }, 0);
  ctx.onCleanup(() => stopWaiting());
  return storeNow;
}

export function collectSignals(ctx: PluginContext, settings: AntiSpamSettings, store: () => SignalStore): void {
  const started = ctx.clock.now();
  const startSignalsStored = storeStartSignals(ctx, settings, store, started);
  /** The signal store, once the start signals are in it. */
  const after = () => {
    startSignalsStored();
    return store();
  };

  if (settings.settings__sfw__anti_crawler && settings.settings__data__bot_detector_enabled) {
    const poll = ctx.clock.setInterval(() => {
      if (!isEventToken(ctx.storage.local.record(TOKEN_STORAGE_KEY)?.value)) return;
      ctx.clock.clearInterval(poll);
      void after().set({ apbct_bot_detector_exist: '1' }, { expiresSeconds: BOT_DETECTOR_EXIST_SECONDS });
    }, ANTI_CRAWLER_POLL_MS);
  }

  if (!settings.data__key_is_ok) return;

  const once = (type: string, target: 'window' | 'document', pairs: () => Record<string, string | number>) => {
    const stop = ctx.listen(target, type, () => {
      stop();
      void after().set(pairs());
    }, { passive: true, capture: true });
  };
  once('scroll', 'window', () => ({ ct_has_scrolled: 'true' }));
  once('mousemove', 'document', () => ({ ct_mouse_moved: 'true' }));
  // The first key or mouse press, whichever comes first.
  const firstPress = () => {
    for (const stop of stopPress) stop();
    void after().set({ ct_fkp_timestamp: seconds(ctx.clock.now()) });
  };
  const stopPress = ['keydown', 'mousedown'].map((type) => ctx.listen('document', type, firstPress, { passive: true, capture: true }));

  const samples: [number, number, number][] = [];
  let lastSample = -Infinity;
  let written = 0;
  const stopSampling = ctx.listen<MouseEvent>('document', 'mousemove', (event) => {
    const now = ctx.clock.now();
    if (now - lastSample < POINTER_SAMPLE_MS) return;
    lastSample = now;
    samples.push([Math.round(event.clientY), Math.round(event.clientX), Math.round(now - started)]);
    if (samples.length >= POINTER_MAX_SAMPLES) stopSampling();
  }, { passive: true });
  const writer = ctx.clock.setInterval(() => {
    if (samples.length === written) {
      if (samples.length >= POINTER_MAX_SAMPLES) ctx.clock.clearInterval(writer);
      return;
    }
    written = samples.length;
    void after().set({ ct_pointer_data: JSON.stringify(samples) });
  }, POINTER_WRITE_MS);
}
