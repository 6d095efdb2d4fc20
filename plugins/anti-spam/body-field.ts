/**
 * One field added to a request body of whatever kind another plugin sent
 * (docs/plugins/anti-spam.md#injection-into-other-plugins-requests): FormData
 * and URLSearchParams get it appended to a copy, a JSON object text gets the
 * key, a urlencoded text gets the pair appended or prepended, a plain data
 * object (jQuery's `data`) gets the key. Other bodies (Blob, ArrayBuffer, plain
 * text, JSON arrays, ...) are not touched. The caller's own object is never
 * changed, so whatever it kept of its body stays as it was.
 */

export interface FieldName {
  /** e.g. ct_bot_detector_event_token */
  plain: string;
  /** Sent as data[plain] (MailPoet-style payloads) rather than plain. */
  wrapped: boolean;
}

const wrappedName = (plain: string) => `data[${plain}]`;
const nameOf = (field: FieldName) => (field.wrapped ? wrappedName(field.plain) : field.plain);

const isFormData = (value: unknown): value is FormData => Object.prototype.toString.call(value) === '[object FormData]';
const isSearchParams = (value: unknown): value is URLSearchParams => Object.prototype.toString.call(value) === '[object URLSearchParams]';
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** `name=value&name2=…` as forms and jQuery.param write it: no spaces, braces or quotes, every pair named. */
const URLENCODED = /^[^&=\s{}"'<>]+(?:=[^&\s]*)?(?:&[^&=\s{}"'<>]+(?:=[^&\s]*)?)*$/;

function jsonObject(text: string): Record<string, unknown> | null {
  if (!/^\s*\{/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

const formPairs = (text: string): [string, string][] =>
  text.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? [decode(pair), ''] : [decode(pair.slice(0, eq)), decode(pair.slice(eq + 1))];
  });

/** True when an object carries the key at any depth (a batch request's inner body counts). */
function deepHas(value: unknown, names: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => deepHas(item, names));
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, item]) => names.includes(key) || deepHas(item, names));
}

/** True when the body already carries the field, wrapped or not (so a second pass adds nothing). */
export function hasField(body: unknown, plain: string): boolean {
  const names = [plain, wrappedName(plain)];
  if (isFormData(body) || isSearchParams(body)) return names.some((n) => body.has(n));
  if (typeof body === 'string') {
    const json = jsonObject(body);
    if (json) return deepHas(json, names);
    return formPairs(body).some(([key]) => names.includes(key));
  }
  return deepHas(body, names);
}

/**
 * The body's named text values as one urlencoded text, whatever its kind, so
 * signs written for urlencoded bodies (`action=mailpoet`) read every kind alike;
 * null for bodies without named values.
 */
export function bodyText(body: unknown): string | null {
  if (typeof body === 'string') {
    const json = jsonObject(body);
    if (!json) return URLENCODED.test(body) ? body : null;
    body = json;
  }
  if (isSearchParams(body)) return body.toString();
  const pairs = new URLSearchParams();
  if (isFormData(body)) {
    for (const [key, value] of body.entries()) if (typeof value === 'string') pairs.append(key, value);
  } else if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) if (['string', 'number', 'boolean'].includes(typeof value)) pairs.append(key, String(value));
  } else return null;
  return pairs.toString();
}

/** The value of a named field in a body of any kind (the first one), or null. */
export function fieldOf(body: unknown, name: string): string | null {
  const text = bodyText(body);
  return text === null ? null : (formPairs(text).find(([key]) => key === name)?.[1] ?? null);
}

/**
 * The body with the field added, or undefined when this kind of body cannot
 * carry it (or already does). `prepend` puts it first in urlencoded text and
 * data objects, as CleanTalk's jQuery hook did.
 */
export function withField(body: unknown, field: FieldName, value: string, options: { prepend?: boolean } = {}): unknown {
  if (hasField(body, field.plain)) return undefined;
  const name = nameOf(field);
  if (isFormData(body)) {
    const copy = new FormData();
    for (const [key, item] of body.entries()) copy.append(key, item);
    copy.append(name, value);
    return copy;
  }
  if (isSearchParams(body)) {
    const copy = new URLSearchParams(body);
    copy.append(name, value);
    return copy;
  }
  if (typeof body === 'string') {
    const json = jsonObject(body);
    if (json) return JSON.stringify({ ...json, [field.plain]: value });
    if (!URLENCODED.test(body)) return undefined;
    const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    return options.prepend ? `${pair}&${body}` : `${body}&${pair}`;
  }
  if (isPlainObject(body)) return options.prepend ? { [name]: value, ...body } : { ...body, [name]: value };
  return undefined;
}
