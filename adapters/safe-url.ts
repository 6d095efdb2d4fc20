/**
 * Addresses a server hands the runtime to navigate to: only http(s) ones, or
 * scheme-less ones that stay on the page's origin. `javascript:`, `data:` and
 * other schemes, and text that is no address at all, give null; an accepted
 * address comes back absolute.
 */
export function safeUrl(url: string, base: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  const scheme = /^[\u0000-\u0020]*[a-z][a-z0-9+.-]*:/i.test(url);
  return scheme || resolved.origin === new URL(base).origin ? resolved.href : null;
}
