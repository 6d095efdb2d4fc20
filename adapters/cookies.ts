/**
 * Cookies with an optional name prefix (CleanTalk's `cookiePrefix`), written as
 * `path=/; samesite=lax` (plus `secure` on https) like the original.
 *
 * js-cookie reads and writes the global `document`, which would bypass
 * env.document (tests, frames). So the jar is read and written here through
 * env.document.cookie, and js-cookie supplies only its value converters: the
 * encoding stays byte-for-byte what js-cookie users (and PHP's $_COOKIE) expect.
 */
import JsCookies from 'js-cookie';
import type { Environment } from './environment';

export interface CookieOptions {
  prefix?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages, as the original did. */
  secure?: boolean;
  domain?: string;
  /**
   * Values are written and read as they are, without js-cookie's converters:
   * for cookies whose owner encodes them itself (sourcebuster), so the bytes
   * stay the ones it writes.
   */
  raw?: boolean;
}

export interface Cookies {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { expiresDays?: number; expires?: Date }): void;
  remove(name: string, options?: { domain?: string; path?: string }): void;
  /** Every cookie carrying the prefix, keyed by its name without the prefix. */
  all(): Record<string, string>;
}

const DAY_MS = 864e5;

// Cookie names are RFC 6265 tokens: percent-encode, and parentheses too (encodeURIComponent keeps them).
const encodeName = (name: string) => encodeURIComponent(name).replace(/\(/g, '%28').replace(/\)/g, '%29');

function decodeName(name: string): string | undefined {
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

type ReadValue = (text: string, name: string) => string;
const convertedValue: ReadValue = (text, name) => JsCookies.converter.read(text, name);
const rawValue: ReadValue = (text) => text;

/** Parses the jar; the first of several same-named cookies wins (the most specific path), as in js-cookie. */
function parseJar(text: string, readValue: ReadValue): Map<string, string> {
  const jar = new Map<string, string>();
  if (!text) return jar;
  for (const part of text.split('; ')) {
    const eq = part.indexOf('=');
    const name = decodeName(eq < 0 ? part : part.slice(0, eq));
    if (name === undefined || jar.has(name)) continue;
    try {
      jar.set(name, readValue(eq < 0 ? '' : part.slice(eq + 1), name));
    } catch {
      // A value with a broken escape is someone else's cookie; skip it.
    }
  }
  return jar;
}

function isHttps(env: Environment): boolean {
  try {
    return env.location().protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Reads the jar once, for the browser to cache it: the first read in a page is a round trip to the
 * browser's cookie store (1 ms, 10 ms at 4x CPU slowdown), later ones until a write are not.
 */
export function openJar(env: Environment): void {
  try {
    void env.document.cookie;
  } catch {
    // A sandboxed document has no jar to open.
  }
}

export function createCookies(env: Environment, options: CookieOptions = {}): Cookies {
  const prefix = options.prefix ?? '';
  const path = options.path ?? '/';
  const sameSite = options.sameSite ?? 'Lax';
  // Browsers drop SameSite=None cookies that are not Secure.
  const secure = options.secure ?? (sameSite === 'None' || isHttps(env));
  const readValue = options.raw ? rawValue : convertedValue;
  const writeValue = (value: string, name: string) => (options.raw ? value : JsCookies.converter.write(value, name));

  const readJar = (): Map<string, string> => {
    try {
      return parseJar(env.document.cookie, readValue);
    } catch {
      return new Map(); // sandboxed documents throw on cookie access
    }
  };

  const write = (name: string, value: string, attrs: { expires?: Date; path: string; domain?: string }) => {
    let text = `${encodeName(prefix + name)}=${writeValue(value, prefix + name)}; path=${attrs.path}`;
    if (attrs.domain) text += `; domain=${attrs.domain}`;
    if (attrs.expires) text += `; expires=${attrs.expires.toUTCString()}`;
    text += `; samesite=${sameSite.toLowerCase()}`;
    if (secure) text += '; secure';
    try {
      env.document.cookie = text;
    } catch (error) {
      env.console.debug('[site-runtime] cookie refused', name, error);
    }
  };

  return {
    get: (name) => readJar().get(prefix + name),
    set(name, value, when) {
      const expires =
        when?.expires ?? (when?.expiresDays !== undefined ? new Date(env.timers.now() + when.expiresDays * DAY_MS) : undefined);
      write(name, value, { path, domain: options.domain, expires });
    },
    remove(name, where) {
      write(name, '', { path: where?.path ?? path, domain: where?.domain ?? options.domain, expires: new Date(0) });
    },
    all() {
      const out: Record<string, string> = {};
      for (const [name, value] of readJar()) if (name.startsWith(prefix)) out[name.slice(prefix.length)] = value;
      return out;
    },
  };
}
