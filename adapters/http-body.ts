/**
 * Request bodies and response reading for the http adapter: CleanTalk's
 * multipart field encoding, the nonce-failure test, and the mapping of an
 * answer onto a value or an HttpError (docs/architecture.md#adapters).
 */
import type { Environment } from './environment';
import { httpError, MESSAGES, statusError } from './http-error';

export type Fields = Record<string, unknown> | FormData;

/** What one attempt brought back: enough to decide success, failure or a nonce retry. */
export interface RawAnswer {
  url: string;
  status: number;
  text: string;
}

export function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** One field as CleanTalk sends it: objects (and null) JSON-stringified, files kept, the rest as text. */
function appendField(env: Environment, form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  const BlobClass = env.window.Blob;
  if (typeof BlobClass === 'function' && value instanceof BlobClass) form.append(name, value);
  else if (value !== null && typeof value === 'object') form.append(name, JSON.stringify(value));
  else if (value === null) form.append(name, 'null');
  else form.append(name, String(value));
}

/** A fresh multipart body (the caller's FormData is copied, never changed), with extra fields appended. */
export function multipart(env: Environment, fields: Fields, extra: Record<string, string> = {}): FormData {
  const form = new env.window.FormData();
  if (isFormData(fields)) for (const [name, value] of fields.entries()) form.append(name, value);
  else for (const [name, value] of Object.entries(fields)) appendField(env, form, name, value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}

/** Fields as query parameters (GET calls). */
export function queryOf(fields: Fields, extra: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(plainFields(fields))) {
    if (value === undefined) continue;
    out[name] = value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return { ...out, ...extra };
}

/** A plain view of the fields (the nonce refresher sends them back to the server as JSON). */
export function plainFields(fields: Fields): Record<string, unknown> {
  if (!isFormData(fields)) return fields;
  const out: Record<string, unknown> = {};
  for (const [name, value] of fields.entries()) out[name] = typeof value === 'string' ? value : '[file]';
  return out;
}

function isFormData(value: unknown): value is FormData {
  // Duck-typed: the page's FormData and the test environment's may be different classes.
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.prototype.toString.call(value) === '[object FormData]' &&
    typeof (value as FormData).entries === 'function'
  );
}

/**
 * WordPress's nonce failures (docs/plugins/anti-spam.md#endpoints): REST answers
 * `{"code":"rest_cookie_invalid_nonce",...,"data":{"status":403}}`;
 * admin-ajax's check_ajax_referer dies with the text `-1` and HTTP 403.
 */
export function isNonceFailure(answer: RawAnswer): boolean {
  if (answer.status === 403 && answer.text.trim() === '-1') return true;
  const parsed = tryJson(answer.text);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object') return false;
  const data = (parsed.value as { data?: unknown }).data;
  return data !== null && typeof data === 'object' && (data as { status?: unknown }).status === 403;
}

const NO_CONTENT = new Set([204, 205]);

/**
 * Turns an answer into the caller's value or an HttpError. `serverErrors`
 * applies CleanTalk's rule that a JSON answer with an `error` key failed.
 */
export function readAnswer(
  env: Environment,
  answer: RawAnswer,
  responseType: 'json' | 'text',
  serverErrors: boolean,
): unknown {
  const { status, text } = answer;
  if (status < 200 || status > 299) {
    const parsed = tryJson(text);
    throw statusError(status, parsed.ok ? parsed.value : text);
  }
  if (NO_CONTENT.has(status)) return undefined;
  if (responseType === 'text') return text;
  const parsed = tryJson(text);
  if (!parsed.ok) {
    // The catalogue message sends the visitor to the console, so the body must be there.
    env.console.error(`[site-runtime] ${MESSAGES.parse} (${answer.url}, status ${status}):`, text);
    throw httpError('parse', MESSAGES.parse, { status, body: text });
  }
  const value = parsed.value;
  if (serverErrors && value !== null && typeof value === 'object' && !Array.isArray(value) && 'error' in value) {
    const error = (value as { error: unknown }).error;
    const message = typeof error === 'string' && error !== '' ? error : JSON.stringify(error) ?? 'Server error';
    throw httpError('server', message, { status, body: value });
  }
  return value;
}
