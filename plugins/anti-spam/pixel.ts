/**
 * CleanTalk's pixel (docs/plugins/anti-spam.md#pixel): a hidden image whose URL the
 * site hands out (apbct_get_pixel_url, plain text), kept in local storage for
 * PIXEL_CACHE_SECONDS. Only an https URL is accepted, checked whole by the
 * safe-URL rule after decoding (what reaches the image's src), not by its first letters. Setting "3" (auto) is
 * off while the bot detector runs; the original never started it at all.
 */
import type { HttpClient } from '../../adapters/http';
import { checkUrl } from '../../adapters/safe-url';
import type { PluginContext } from '../../kernel/types';
import type { AntiSpamSettings } from './settings';
import type { SignalStore } from './signal-store';
import { ENDPOINTS } from './transport';

/** The pixel URL is cached for 10800 s. */
export const PIXEL_CACHE_SECONDS = 10800;
const KEY = 'apbct_pixel_url';
const PIXEL_ID = 'apbct_pixel';

export function pixelEnabled(settings: AntiSpamSettings): boolean {
  if (settings.pixel__setting === '0') return false;
  return !(settings.pixel__setting === '3' && settings.settings__data__bot_detector_enabled);
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The address to draw: the decoded URL when the rule allows it as https; null otherwise. */
function pixelSrc(raw: string, base: string): string | null {
  const verdict = checkUrl(decoded(raw), base, ['https:']);
  return verdict.ok && verdict.url.startsWith('https://') ? verdict.url : null;
}

export async function startPixel(ctx: PluginContext, settings: AntiSpamSettings, http: () => HttpClient, store: () => SignalStore): Promise<void> {
  if (!pixelEnabled(settings)) return;
  const doc = ctx.browser.document;
  const shouldDraw = settings.pixel__enabled || (settings.data__cookies_type !== 'native' && !doc.getElementById(PIXEL_ID));
  if (!shouldDraw) {
    await store().set({ [KEY]: settings.pixel__url });
    return;
  }

  const draw = (url: string) => {
    if (doc.getElementById(PIXEL_ID)) return;
    const img = doc.createElement('img');
    img.alt = 'CleanTalk Pixel';
    img.title = 'CleanTalk Pixel';
    img.id = PIXEL_ID;
    img.setAttribute('style', 'display: none; left: 99999px;');
    img.src = url;
    ctx.write(() => doc.body.append(img));
  };

  const base = doc.baseURI;
  const cached = ctx.storage.local.get<string>(KEY, { maxAgeSeconds: PIXEL_CACHE_SECONDS });
  const cachedSrc = typeof cached === 'string' ? pixelSrc(cached, base) : null;
  if (cachedSrc) {
    draw(cachedSrc);
    return;
  }
  ctx.storage.local.remove(KEY);
  let url: string;
  try {
    // endpoint: cleantalk:apbct_get_pixel_url
    url = String(await http().call(ENDPOINTS.pixelUrl, {}, { responseType: 'text' })).trim();
  } catch (error) {
    ctx.log.debug('apbct_get_pixel_url failed', error);
    return;
  }
  const src = pixelSrc(url, base);
  if (!src) {
    ctx.log.warn(`apbct_get_pixel_url: no pixel drawn for ${JSON.stringify(url)}: only an https address is allowed`);
    return;
  }
  ctx.storage.local.set(KEY, url);
  await store().set({ [KEY]: url });
  draw(src);
}
