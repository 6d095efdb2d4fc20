/**
 * The addresses of the video providers' scripts and endpoints. A page may
 * point them at a same-origin stand-in with a meta tag (an offline demo or a
 * test site); anything else in the tag is ignored and the real address used.
 */
import { isSameOrigin } from '../../../adapters/safe-url';
import type { Browser } from '../../../adapters/browser';

export const YOUTUBE_IFRAME_API = 'https://www.youtube.com/iframe_api';
export const VIMEO_OEMBED = 'https://vimeo.com/api/oembed.json';
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** `<meta name="site-runtime-youtube-iframe-api" content="/stand-ins/...">` and its Vimeo oEmbed twin. */
export const YOUTUBE_API_META = 'site-runtime-youtube-iframe-api';
export const VIMEO_OEMBED_META = 'site-runtime-vimeo-oembed';

export function providerAddress(browser: Browser, meta: string, fallback: string): string {
  const wanted = browser.document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.trim();
  if (!wanted) return fallback;
  const here = browser.address().href;
  return isSameOrigin(wanted, here) ? new URL(wanted, here).href : fallback;
}
