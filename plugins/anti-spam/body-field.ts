/**
 * One field added to a request body of whatever kind another plugin sent
 * (markup/cleantalk.md §9): FormData and URLSearchParams get it appended to a
 * copy, a JSON text gets the key if absent, a urlencoded text gets it
 * appended or prepended, a plain data object gets the key. Other bodies
 * (Blob, ArrayBuffer, ...) are not touched. The caller's own object is never
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
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

function jsonObject(text: string): Record<string, unknown> | null {
  if (!/^\s*\{/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

function formKeys(text: string): string[] {
  return text.split('&').map((pair) => {
    const name = pair.split('=')[0] ?? '';
    try {
      return decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      return name;
    }
  });
}

/** True when the body already carries the field, wrapped or not (so a second pass adds nothing). */
export function hasField(body: unknown, plain: string): boolean {
  const names = [plain, wrappedName(plain)];
  if (isFormData(body) || isSearchParams(body)) return names.some((n) => body.has(n));
  if (typeof body === 'string') {
    const json = jsonObject(body);
    if (json) return plain in json || (isPlainObject(json.data) && plain in json.data);
    return formKeys(body).some((key) => names.includes(key));
  }
  if (isPlainObject(body)) return names.some((n) => n in body) || (isPlainObject(body.data) && plain in body.data);
  return false;
}

/**
 * The body with the field added, or undefined when this kind of body cannot
 * carry it (or already does). `prepend` puts it first in urlencoded text, as
 * CleanTalk's jQuery hook did.
 */
export function withField(body: unknown, field: FieldName, value: string, options: { prepend?: boolean; FormData: typeof FormData }): unknown {
  if (hasField(body, field.plain)) return undefined;
  const name = nameOf(field);
  if (isFormData(body)) {
    const copy = new options.FormData();
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
    const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    if (body === '') return pair;
    return options.prepend ? `${pair}&${body}` : `${body}&${pair}`;
  }
  if (isPlainObject(body)) return { ...body, [name]: value };
  return undefined;
}
