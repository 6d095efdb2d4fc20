/**
 * The rule for URLs a server hands the runtime to follow: an absolute http(s)
 * address, or a scheme-less one that stays on the page's origin. Anything else
 * (javascript:, data:, a `//host` address to another origin...) is refused.
 */
const WEB_SCHEMES = new Set(['http:', 'https:']);
// Browsers drop C0 controls and spaces before a scheme.
const HAS_SCHEME = /^[\u0000-\u0020]*[a-z][a-z0-9+.-]*:/i;

/** The absolute URL when `raw` is http(s) or a same-origin relative address; null otherwise. */
export function safeUrl(raw: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (!WEB_SCHEMES.has(url.protocol)) return null;
  if (!HAS_SCHEME.test(raw) && url.origin !== new URL(base).origin) return null;
  return url.href;
}
