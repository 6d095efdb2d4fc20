/**
 * Which links the lightbox opens and how it shows them
 * (docs/plugins/lightbox.md#which-links-open): a file with one of Avada's image
 * or video extensions, or a YouTube or Vimeo address. Anything else stays a
 * plain link.
 */
import { safeUrl } from '../../adapters/safe-url';

/** Avada's list, images and videos alike. */
export const LIGHTBOX_EXTENSIONS = ['bmp', 'gif', 'jpeg', 'jpg', 'png', 'tiff', 'tif', 'jfif', 'jpe', 'svg', 'mp4', 'ogg', 'webm', 'webp'] as const;
const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'ogg', 'webm'];

export type Media =
  | { kind: 'image'; src: string }
  | { kind: 'video'; src: string }
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string };

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const YOUTUBE_ID = /^[\w-]{6,}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.includes(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, prefix, id] = url.pathname.split('/');
  return prefix === 'embed' || prefix === 'v' || prefix === 'shorts' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.includes(url.hostname)) return null;
  return /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
}

function extensionOf(url: URL): string {
  const name = url.pathname.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What the lightbox shows for `href` (resolved against `base`), or null when it is not a lightbox link. */
export function mediaOf(href: string | null, base: string): Media | null {
  if (!href) return null;
  const address = safeUrl(href, base);
  if (!address) return null;
  const url = new URL(address);
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1` };
  const extension = extensionOf(url);
  if (!(LIGHTBOX_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return { kind: VIDEO_EXTENSIONS.includes(extension) ? 'video' : 'image', src: url.href };
}
