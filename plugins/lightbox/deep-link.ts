/**
 * Per-gallery deep links (docs/plugins/lightbox.md#deep-links): iLightbox's
 * `#<gallery>/<index>` anchor, e.g. `#iLightbox[gallery-1]/2` for the third
 * item (the index counts from 0). Browsers and mail clients may have encoded
 * the brackets, so `%5B` and `%5D` read as `[` and `]`.
 */

export interface DeepLink {
  gallery: string;
  index: number;
}

const ANCHOR = /^#?(.+)\/(\d+)$/;

export function deepLinkAnchor({ gallery, index }: DeepLink): string {
  return `#${gallery}/${index}`;
}

export function parseDeepLink(hash: string): DeepLink | null {
  const match = ANCHOR.exec(hash.replace(/%5B/gi, '[').replace(/%5D/gi, ']'));
  if (!match) return null;
  return { gallery: match[1]!, index: Number(match[2]) };
}

/** `address` with its anchor replaced by the deep link (or dropped when null). */
export function withDeepLink(address: URL, link: DeepLink | null): string {
  const next = new URL(address.href);
  next.hash = link ? deepLinkAnchor(link) : '';
  return next.href;
}
