/** Helpers for the http adapter tests: stubbed fetch answers and a look at what was sent. */
import { HttpError } from '../../../adapters/http';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** A fetch stub answering with the given responses in turn. */
export function answers(...responses: Array<Response | (() => Response | Promise<Response>)>) {
  const queue = [...responses];
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('unexpected extra request');
    return typeof next === 'function' ? next() : next;
  });
}

/** A fetch stub that never answers, but rejects like fetch does when its signal aborts. */
export function silentFetch() {
  return jest.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

export interface Sent {
  url: string;
  method: string | undefined;
  headers: Headers;
  form: FormData | undefined;
  signal: AbortSignal | undefined;
}

export function sent(fetch: jest.Mock, index = 0): Sent {
  const [input, init] = fetch.mock.calls[index] as [RequestInfo | URL, RequestInit | undefined];
  return {
    url: String(input),
    method: init?.method,
    headers: new Headers(init?.headers),
    form: init?.body instanceof FormData ? init.body : undefined,
    signal: init?.signal ?? undefined,
  };
}

/** The rejection of a promise, which must reject with an HttpError. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
