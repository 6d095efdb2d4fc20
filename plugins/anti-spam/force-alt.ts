/**
 * Pages whose forms post from another frame or app (Jetpack comments,
 * BookingPress) cannot rely on this page's cookies: the signals then also go
 * to alternative sessions (force_alt_cookies, docs/plugins/anti-spam.md#globals).
 */
import type { PluginContext } from '../../kernel/types';
import type { AntiSpamSettings } from './settings';

/** BookingPress renders its form late; the original looked again after this long. */
export const FORCE_ALT_RECHECK_MS = 1000;

export function detectForcedAltCookies(ctx: PluginContext, settings: AntiSpamSettings): void {
  const doc = ctx.browser.document;
  if (settings.force_alt_cookies) return;
  if (doc.querySelector('iframe[name="jetpack_remote_comment"]')) {
    settings.force_alt_cookies = true;
    return;
  }
  ctx.clock.setTimeout(() => {
    if (doc.querySelector('main[id^="bookingpress_booking_form"], .bpa-frontend-main-container')) settings.force_alt_cookies = true;
  }, FORCE_ALT_RECHECK_MS);
}
