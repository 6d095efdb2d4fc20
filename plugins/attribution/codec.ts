/**
 * Sourcebuster's cookie values (docs/plugins/attribution.md#cookies-and-storage):
 * `key=value` pairs joined by `|||` in a fixed key order ("packed" text), and
 * the whole of it percent-encoded once the way sourcebuster encodes, then
 * optionally Base64 (padding stripped). Field values inside the packed text are
 * what sourcebuster holds: query values as they stand in the address, so
 * reading a value decodes it once more, as `sbjs.get` does.
 */

export const DELIMITER = '|||';

/** Sourcebuster's encoding: encodeURIComponent, plus the five characters it leaves alone (! ~ * ' and the parentheses). */
export function encodeData(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sourcebuster's decoding: decodeURIComponent, then those five escapes back; text that does not decode stays as it is. */
export function decodeData(text: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return text;
  }
  return decoded.replace(/%(21|7E|2A|27|28|29)/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function pack(entries: Record<string, string>, keys: readonly string[]): string {
  return keys.map((key) => `${key}=${entries[key] ?? ''}`).join(DELIMITER);
}

/** Packed text to values: everything after a pair's first '=' is its value, decoded once more. */
export function unpack(packed: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!packed) return out;
  for (const pair of packed.split(DELIMITER)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    out[pair.slice(0, eq)] = decodeData(pair.slice(eq + 1));
  }
  return out;
}

const BASE64 = /^[A-Za-z0-9+/]+$/;

export interface Codec {
  /** Packed text to the cookie's bytes. */
  write(packed: string): string;
  /**
   * A cookie's bytes to packed text, whatever the option says: Base64 when the
   * bytes look like it, percent-encoded otherwise. Cookies written by js-cookie
   * (this runtime before, `|||` and `=` left literal) decode to the same text.
   */
  read(raw: string | undefined): string | undefined;
}

function fromBase64(raw: string): string {
  try {
    return atob(raw.padEnd(Math.ceil(raw.length / 4) * 4, '='));
  } catch {
    return raw;
  }
}

export function createCodec(base64: boolean): Codec {
  return {
    write: (packed) => (base64 ? btoa(encodeData(packed)).replace(/=+$/, '') : encodeData(packed)),
    read: (raw) => (raw === undefined ? undefined : decodeData(BASE64.test(raw) ? fromBase64(raw) : raw)),
  };
}
