/**
 * The one rule for URLs a server hands us (redirect targets, download links,
 * link and image addresses inside server HTML): an absolute http(s) address,
 * or a scheme-less one that stays on the page's origin. Anything else
 * (javascript:, data:, vbscript:, blob:, a `//host` address to another
 * origin...) is refused, and the caller says so once with unsafeUrlWarner.
 * A `srcset` is a list of URLs: each candidate meets the rule (checkSrcset).
 */

export const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: string };

export interface WarningLog {
  warn(...args: unknown[]): void;
}

const SCHEME = /^([a-z][a-z0-9+.-]*:)/i;
// Browsers drop C0 controls and spaces around a URL and tabs and newlines inside it.
const EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
// Character references that can spell a scheme ("&#106;avascript&colon;").
const CHARACTER_REFERENCE = /&#x([0-9a-f]+);?|&#(\d+);?|&(colon|tab|newline);/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

function decodeCharacterReferences(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (_, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

function schemeOf(text: string): string | null {
  const cleaned = text.replace(EDGES, '').replace(TABS_AND_NEWLINES, '');
  return SCHEME.exec(cleaned)?.[1]?.toLowerCase() ?? null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when `url`, resolved against `base`, is on the same origin as `base`. */
export function isSameOrigin(url: string, base: string): boolean {
  try {
    const origin = originOf(base);
    return origin !== null && origin !== 'null' && new URL(url, base).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Checks `raw` against the rule, resolving it against `base` (the page's base
 * URL). `schemes` widens the absolute schemes allowed (links add mailto: and tel:).
 */
export function checkUrl(raw: string, base: string, schemes: readonly string[] = WEB_SCHEMES): UrlVerdict {
  // A scheme hidden behind character references is refused too: such a string
  // becomes that scheme as soon as anything decodes it as HTML.
  const hidden = schemeOf(decodeCharacterReferences(raw));
  if (hidden && !schemes.includes(hidden)) return { ok: false, reason: `the "${hidden}" scheme` };
  let resolved: URL;
  try {
    resolved = new URL(raw, base);
  } catch {
    return { ok: false, reason: 'an address that does not parse' };
  }
  if (schemeOf(raw)) {
    return schemes.includes(resolved.protocol) ? { ok: true, url: resolved.href } : { ok: false, reason: `the "${resolved.protocol}" scheme` };
  }
  if (!isSameOrigin(resolved.href, base)) return { ok: false, reason: `a scheme-less address to another origin (${resolved.host || resolved.protocol})` };
  return { ok: true, url: resolved.href };
}

/**
 * The URLs of a `srcset` as browsers read it (HTML's srcset parsing): each candidate's URL runs to the
 * next whitespace (a comma inside it belongs to it, trailing commas end the candidate), then its
 * descriptors run to the next comma outside parentheses.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let i = 0;
  const space = (c: string | undefined) => c !== undefined && /[\t\n\f\r ]/.test(c);
  while (i < srcset.length) {
    while (space(srcset[i]) || srcset[i] === ',') i += 1;
    if (i >= srcset.length) break;
    const start = i;
    while (i < srcset.length && !space(srcset[i])) i += 1;
    let url = srcset.slice(start, i);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      for (let depth = 0; i < srcset.length; i += 1) {
        const c = srcset[i];
        if (c === '(') depth += 1;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** A `srcset` passes when every candidate's URL passes checkUrl (http(s) only); the verdict's url is the list as given. */
export function checkSrcset(srcset: string, base: string): UrlVerdict {
  for (const url of srcsetUrls(srcset)) {
    const verdict = checkUrl(url, base);
    if (!verdict.ok) return verdict;
  }
  return { ok: true, url: srcset };
}

/** The absolute URL when `raw` is http(s) or a same-origin relative address; null otherwise. */
export function safeUrl(raw: string, base: string): string | null {
  const verdict = checkUrl(raw, base);
  return verdict.ok ? verdict.url : null;
}

/**
 * A warning for refused URLs, through the caller's logger, once per purpose and
 * reason (a misconfigured server would otherwise repeat it on every click).
 */
export function unsafeUrlWarner(log: WarningLog): (raw: string, base: string, purpose: string) => void {
  const warned = new Set<string>();
  return (raw, base, purpose) => {
    const verdict = checkUrl(raw, base);
    if (verdict.ok) return;
    const key = `${purpose}\n${verdict.reason}`;
    if (warned.has(key)) return;
    warned.add(key);
    log.warn(`site-runtime: ignored the ${purpose} URL the server sent: ${verdict.reason} is not allowed (only http(s) and same-origin addresses are followed).`);
  };
}
