/**
 * Addresses a server hands the runtime to navigate to: only http(s) ones, or
 * ones relative to the page (which resolve to its own scheme). `javascript:`,
 * `data:` and other schemes, and text that is no address at all, give null.
 */
export function safeUrl(url: string, base: string): string | null {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return null;
  }
  return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? url : null;
}
