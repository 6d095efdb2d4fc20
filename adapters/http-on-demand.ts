/**
 * The `http` service as plugins get it: the HttpClient of http.ts, whose code
 * (with ofetch) loads at the client's first call. A plugin that may ask the
 * server after a click or a blur then brings no request library to a page
 * where nobody acts (docs/bench.md#what-each-chunk-is-for). Calls made while
 * it loads wait for it, in order; abortAll() and a caller's signal end them as
 * they end a running call. A load that fails is a network error to its
 * callers, and the next call tries again.
 */
import type { Environment } from './environment';
import type { CallOptions, Endpoint, HttpClient, HttpConfig } from './http';
import { abortedError, httpError, MESSAGES } from './http-error';

export function createHttp(env: Environment, config: HttpConfig): HttpClient {
  let loaded: HttpClient | undefined;
  let loading: Promise<HttpClient> | undefined;
  /** How each call still waiting for the code gives up: abortAll() calls them all. */
  const waiting = new Set<() => void>();

  const load = (): Promise<HttpClient> =>
    (loading ??= import('./http').then(
      (code) => (loaded = code.createHttp(env, config)),
      (error: unknown) => {
        loading = undefined;
        throw httpError('network', MESSAGES.network, { cause: error });
      },
    ));

  /** The loaded client, once it is in and unless the call was given up meanwhile. */
  const client = (signal: AbortSignal | undefined): Promise<HttpClient> => {
    if (loaded) return Promise.resolve(loaded);
    if (signal?.aborted) return Promise.reject(abortedError());
    return new Promise<HttpClient>((resolve, reject) => {
      const done = () => {
        waiting.delete(giveUp);
        signal?.removeEventListener('abort', giveUp);
      };
      const giveUp = () => {
        done();
        reject(abortedError());
      };
      waiting.add(giveUp);
      signal?.addEventListener('abort', giveUp);
      load().then(resolve, reject).finally(done);
    });
  };

  return {
    call<T>(endpoint: Endpoint, fields?: Record<string, unknown> | FormData, options?: CallOptions): Promise<T> {
      return loaded ? loaded.call<T>(endpoint, fields, options) : client(options?.signal).then((http) => http.call<T>(endpoint, fields, options));
    },
    request<T>(url: string, init?: Parameters<HttpClient['request']>[1]): Promise<T> {
      return loaded ? loaded.request<T>(url, init) : client(init?.signal).then((http) => http.request<T>(url, init));
    },
    abortAll() {
      for (const giveUp of [...waiting]) giveUp();
      loaded?.abortAll();
    },
  };
}
