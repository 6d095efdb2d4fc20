/**
 * Sourcebuster's cookie values (markup/order-attribution.md §1.2, §1.3):
 * `key=value` pairs joined by `|||` in a fixed key order, optionally Base64
 * (padding stripped). Readers accept both forms, whatever the option says.
 */

export const DELIMITER = '|||';

export function pack(entries: Record<string, string>, keys: readonly string[]): string {
  return keys.map((key) => `${key}=${entries[key] ?? ''}`).join(DELIMITER);
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Everything after the first '=' is the value; each value is percent-decoded once more, as sbjs.get does. */
export function unpack(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value) return out;
  for (const pair of value.split(DELIMITER)) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    out[pair.slice(0, eq)] = decodeOnce(pair.slice(eq + 1));
  }
  return out;
}

/** sbjs's extended encodeURIComponent, which Base64 mode encodes before btoa. */
function sbjsEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const BASE64 = /^[A-Za-z0-9+/]+$/;

export interface Codec {
  write(packed: string): string;
  read(raw: string | undefined): Record<string, string>;
}

/** `btoa` and `atob` come from the page's window (they are browser functions). */
export function createCodec(base64: boolean, win: Pick<Window, 'btoa' | 'atob'>): Codec {
  return {
    write: (packed) => (base64 ? win.btoa(sbjsEncode(packed)).replace(/=+$/, '') : packed),
    read(raw) {
      if (raw === undefined) return {};
      if (!BASE64.test(raw)) return unpack(raw);
      try {
        return unpack(decodeOnce(win.atob(raw.padEnd(Math.ceil(raw.length / 4) * 4, '='))));
      } catch {
        return unpack(raw);
      }
    },
  };
}
