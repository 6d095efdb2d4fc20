// Types for xss-corpus.mjs (the data module the reference server and the browser spec load as JavaScript).
export interface XssPayload {
  /** Unique; the payload passes it to the probe. */
  id: string;
  /** What the payload tries. */
  vector: string;
  html: string;
  probe?: 'frame' | 'message';
}

/** A script, data: or vbscript: URL one payload carries in an attribute. */
export interface XssUrl {
  /** Unique: the payload's id, plus "#decoded" for the form a browser reads from the markup. */
  key: string;
  /** The payload's id (what the probe reports). */
  id: string;
  url: string;
}

export const XSS_PROBE: '__xss';
export const XSS_CORPUS: readonly XssPayload[];
export function scriptUrlsOf(corpus: readonly XssPayload[]): XssUrl[];
export const XSS_URLS: readonly XssUrl[];
