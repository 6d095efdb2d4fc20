/**
 * Bot-detection signals (markup/cleantalk.md §7.2, §7.5-7.7): page start and
 * first key/mouse-down times, pointer samples, timezone, screen, headless
 * flag, session and referers, page hits, scroll and mouse flags. Written
 * through the signal store, so they land where data__cookies_type says.
 */
import type { PluginContext } from '../../kernel/types';
import { isEventToken, TOKEN_STORAGE_KEY } from './bot-token';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';

/** Spec §9: one pointer sample per 150 ms at most. */
export const POINTER_SAMPLE_MS = 150;
/** Spec §9: at most 50 samples. */
export const POINTER_MAX_SAMPLES = 50;
/** Spec §9: the samples are written every 1.2 s. */
export const POINTER_WRITE_MS = 1200;
/** Spec §9: the bot-detector-exist cookie lives 3600 s. */
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
  const href = ctx.env.location().href;
  const fresh = session.readRaw('apbct_session_id') === null;
  if (fresh) {
    session.writeRaw('apbct_session_id', randomSessionId(() => ctx.env.random()));
    const referrer = ctx.env.document.referrer;
    try {
      if (referrer && new URL(referrer).host !== ctx.env.location().host) session.writeRaw('apbct_site_referer', referrer);
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

export function collectSignals(ctx: PluginContext, settings: AntiSpamSettings, store: () => SignalStore): void {
  const win = ctx.env.window;
  const doc = ctx.env.document;
  const started = ctx.clock.now();
  const screen = win.screen;

  trackSession(ctx);
  noteCookieType(ctx, settings);
  void store().set({
    ct_ps_timestamp: seconds(started),
    ct_fkp_timestamp: '0',
    ct_pointer_data: '0',
    // CleanTalk's timezone is the UTC offset in hours, east positive.
    ct_timezone: 0 - new Date(started).getTimezoneOffset() / 60,
    ct_screen_info: {
      fullWidth: screen?.width ?? 0,
      fullHeight: screen?.height ?? 0,
      visibleWidth: win.innerWidth,
      visibleHeight: win.innerHeight,
    },
    apbct_headless: ctx.env.navigator().webdriver === true,
    ct_checked_emails: '0',
    ct_checked_emails_exist: '0',
    ct_checkjs: settings.ct_checkjs_key,
  });

  if (settings.settings__sfw__anti_crawler && settings.settings__data__bot_detector_enabled) {
    const poll = ctx.clock.setInterval(() => {
      if (!isEventToken(ctx.storage.local.record(TOKEN_STORAGE_KEY)?.value)) return;
      ctx.clock.clearInterval(poll);
      void store().set({ apbct_bot_detector_exist: '1' }, { expiresSeconds: BOT_DETECTOR_EXIST_SECONDS });
    }, ANTI_CRAWLER_POLL_MS);
  }

  if (!settings.data__key_is_ok) return;

  const once = (type: string, target: EventTarget, pairs: () => Record<string, string | number>) => {
    const stop = ctx.listen(target, type, () => {
      stop();
      void store().set(pairs());
    }, { passive: true, capture: true });
  };
  once('scroll', win, () => ({ ct_has_scrolled: 'true' }));
  once('mousemove', doc, () => ({ ct_mouse_moved: 'true' }));
  // The first key or mouse press, whichever comes first.
  const firstPress = () => {
    for (const stop of stopPress) stop();
    void store().set({ ct_fkp_timestamp: seconds(ctx.clock.now()) });
  };
  const stopPress = ['keydown', 'mousedown'].map((type) => ctx.listen(doc, type, firstPress, { passive: true, capture: true }));

  const samples: [number, number, number][] = [];
  let lastSample = -Infinity;
  let written = 0;
  const stopSampling = ctx.listen<MouseEvent>(doc, 'mousemove', (event) => {
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
    void store().set({ ct_pointer_data: JSON.stringify(samples) });
  }, POINTER_WRITE_MS);
}
