/**
 * The failures a server call can end in, with the error catalogue texts (docs/architecture.md#adapters) as
 * messages so a plugin can show `error.message` as the original did.
 */

export type HttpErrorKind = 'timeout' | 'parse' | 'server' | 'status' | 'network' | 'aborted';

export const MESSAGES = {
  timeout: 'Server response timeout',
  parse: 'Unexpected response from server. See console for details.',
  internal: 'Internal server error.',
  status: 'Unexpected response code',
  network: 'Network error: the server could not be reached.',
  aborted: 'Request aborted',
} as const;

/**
 * kind:
 * - timeout: no complete answer within the time-out;
 * - parse: a 2xx answer that is not the JSON asked for (raw body logged to the console);
 * - status: a non-2xx answer (500 reads 'Internal server error.', others 'Unexpected response code');
 * - server: a 2xx JSON answer carrying an `error` key (CleanTalk's failure shape); message is the server's text;
 * - network: fetch itself failed (offline, DNS, CORS);
 * - aborted: the caller's signal or abortAll(); callers stay silent about it.
 */
export interface HttpError extends Error {
  readonly name: 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly body?: unknown;
}

/**
 * An Error named HttpError with its kind, not a class: this module is small enough to be copied into
 * each chunk that uses it (build/copy-small-modules.mjs), and copies of a class would fail `instanceof`
 * against one another, so every check goes through `isHttpError`.
 */
export function httpError(kind: HttpErrorKind, message: string, details: { status?: number; body?: unknown; cause?: unknown } = {}): HttpError {
  const error = new Error(message, details.cause === undefined ? undefined : { cause: details.cause });
  return Object.assign(error, { name: 'HttpError' as const, kind, status: details.status, body: details.body });
}

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof Error && error.name === 'HttpError' && typeof (error as { kind?: unknown }).kind === 'string';

export function statusError(status: number, body: unknown): HttpError {
  return httpError('status', status === 500 ? MESSAGES.internal : MESSAGES.status, { status, body });
}

export const abortedError = () => httpError('aborted', MESSAGES.aborted);
/** True for a call its caller (or abortAll) gave up on: nothing to tell the visitor. */
export const isAborted = (error: unknown): boolean => isHttpError(error) && error.kind === 'aborted';
export const timeoutError = () => httpError('timeout', MESSAGES.timeout);
export const networkError = (cause: unknown) => httpError('network', MESSAGES.network, { cause });
