/**
 * Server calls the way WordPress plugins make them: REST under a namespace with
 * X-WP-Nonce, or admin-ajax with action/_ajax_nonce, one 403-refresh-and-retry,
 * a 15 s time-out on env.timers, and the error catalogue (docs/architecture.md#adapters).
 * ofetch does the plumbing (query merging, JSON bodies, headers); it is told
 * never to retry or throw on status, and to hand back text, so this file
 * decides what counts as success.
 */
import { ofetch } from 'ofetch';
import type { Environment } from './environment';
import { httpError, MESSAGES } from './http-error';
import { createLifetime } from './http-lifetime';
import { isNonceFailure, multipart, plainFields, queryOf, readAnswer, tryJson, type Fields, type RawAnswer } from './http-body';

export { httpError, isHttpError, type HttpError } from './http-error';

/** AJAX and REST time-out (docs/architecture.md#adapters). */
export const TIMEOUT_MS = 15000;

export type Transport = 'rest' | 'admin_ajax';

export interface Endpoint {
  /** REST route under the namespace, e.g. 'apbct_decode_email'. */
  route: string;
  /** admin-ajax action, e.g. 'apbct_decode_email'. */
  action: string;
}

/** `request.signal` aborts with the call that failed its nonce: a refresh nobody waits for stops too. */
export type NonceRefresher = (
  stale: string,
  request: { endpoint: Endpoint; fields: Record<string, unknown>; signal?: AbortSignal },
) => Promise<string | null>;

export interface HttpConfig {
  /** A function is re-read on every call (the page may switch transports). */
  transport: Transport | (() => Transport);
  /** REST root, e.g. '/wp-json/' or '/?rest_route=/'. */
  restUrl?: string;
  /** e.g. 'cleantalk-antispam/v1'. */
  namespace?: string;
  /** e.g. '/wp-admin/admin-ajax.php'. */
  ajaxUrl?: string;
  nonce?: () => string;
  /**
   * Given the nonce that failed, returns a fresh one, or null to give up.
   * 'wp-remote-call': ask the site's home with WordPress remote calls (wpRemoteNonceRefresher).
   */
  refreshNonce?: NonceRefresher | 'wp-remote-call';
  /** Default 15000. */
  timeoutMs?: number;
  /** Called when a call or request has ended, answered or not (the kernel announces it on the bus). */
  onSettled?: (url: string) => void;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** This request's time-out instead of the client's; null waits as long as the server takes. */
  timeoutMs?: number | null;
}

export interface HttpClient {
  /** A REST or admin-ajax call, by the transport in force. Rejects with HttpError. */
  call<T = unknown>(endpoint: Endpoint, fields?: Record<string, unknown> | FormData, options?: CallOptions): Promise<T>;
  /** A plain request (no nonce, no `error`-key rule) with the same time-out and error catalogue. */
  request<T = unknown>(
    url: string,
    init?: CallOptions & { body?: BodyInit | Record<string, unknown> | null; query?: Record<string, string> },
  ): Promise<T>;
  /** Aborts every call of this client still running (plugin cleanup). */
  abortAll(): void;
}

interface Outgoing {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: BodyInit | Record<string, unknown> | null;
  query?: Record<string, string>;
}

const DEFAULT_REST_URL = '/wp-json/';
const DEFAULT_AJAX_URL = '/wp-admin/admin-ajax.php';

/** Joins by plain concatenation, so a '?rest_route=/' root keeps working. */
function restAddress(root: string, namespace: string, route: string): string {
  const base = root.endsWith('/') ? root : `${root}/`;
  const space = namespace.replace(/^\/+|\/+$/g, '');
  return `${base}${space ? `${space}/` : ''}${route.replace(/^\/+/, '')}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

export function createHttp(env: Environment, config: HttpConfig): HttpClient {
  const $fetch = ofetch.create({ retry: 0, ignoreResponseError: true }, { fetch: env.fetch });
  const running = new Set<AbortController>();
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;
  // A nonce obtained by a refresh replaces the printed one for the rest of the page's life.
  let freshNonce: string | null = null;
  const refreshNonce = config.refreshNonce === 'wp-remote-call' ? wpRemoteNonceRefresher(env) : config.refreshNonce;

  const transport = (): Transport => (typeof config.transport === 'function' ? config.transport() : config.transport);

  const currentNonce = (): string => {
    if (freshNonce) return freshNonce;
    try {
      return config.nonce?.() ?? '';
    } catch {
      return '';
    }
  };

  const send = async (out: Outgoing, signal: AbortSignal): Promise<RawAnswer> => {
    const response = await $fetch.raw<string, 'text'>(out.url, {
      method: out.method,
      headers: out.headers,
      body: out.body,
      query: out.query,
      signal,
      responseType: 'text',
    });
    return { url: out.url, status: response.status, text: typeof response._data === 'string' ? response._data : '' };
  };

  /** The request for one attempt of a call; an empty nonce is left out rather than sent blank. */
  const outgoing = (endpoint: Endpoint, fields: Fields, nonce: string, options: CallOptions): Outgoing => {
    const method = options.method ?? 'POST';
    const headers = { ...options.headers };
    let url: string;
    let extra: Record<string, string>;
    if (transport() === 'rest') {
      url = restAddress(config.restUrl ?? DEFAULT_REST_URL, config.namespace ?? '', endpoint.route);
      extra = {};
      if (nonce) headers['X-WP-Nonce'] = nonce;
    } else {
      url = config.ajaxUrl ?? DEFAULT_AJAX_URL;
      extra = { action: endpoint.action, no_cache: String(env.random()) };
      if (nonce) extra._ajax_nonce = nonce;
    }
    return method === 'GET'
      ? { url, method, headers, query: queryOf(fields, extra) }
      : { url, method, headers, body: multipart(env, fields, extra) };
  };

  const refresh = async (stale: string, endpoint: Endpoint, fields: Fields, signal: AbortSignal): Promise<string | null> => {
    try {
      return (await refreshNonce?.(stale, { endpoint, fields: plainFields(fields), signal })) || null;
    } catch (error) {
      env.console.debug('[site-runtime] nonce refresh failed', error);
      return null;
    }
  };

  return {
    async call<T>(endpoint: Endpoint, fields: Fields = {}, options: CallOptions = {}): Promise<T> {
      const life = createLifetime(env.timers, options.timeoutMs === undefined ? timeoutMs : options.timeoutMs, running, options.signal);
      let url = '';
      try {
        let retried = false;
        for (;;) {
          const nonce = currentNonce();
          const out = outgoing(endpoint, fields, nonce, options);
          url = out.url;
          const answer = await life.attempt((signal) => send(out, signal));
          if (!isNonceFailure(answer)) return readAnswer(env, answer, options.responseType ?? 'json', true) as T;
          // One refresh and one retry, and only with a nonce to replace and someone to ask.
          if (!retried && nonce && refreshNonce) {
            retried = true;
            const fresh = await life.guard(refresh(nonce, endpoint, fields, life.signal));
            if (fresh) {
              freshNonce = fresh;
              continue;
            }
          }
          const parsed = tryJson(answer.text);
          throw httpError('status', MESSAGES.status, { status: answer.status, body: parsed.ok ? parsed.value : answer.text });
        }
      } finally {
        life.end();
        config.onSettled?.(url);
      }
    },

    async request<T>(
      url: string,
      init: CallOptions & { body?: BodyInit | Record<string, unknown> | null; query?: Record<string, string> } = {},
    ): Promise<T> {
      const life = createLifetime(env.timers, init.timeoutMs === undefined ? timeoutMs : init.timeoutMs, running, init.signal);
      try {
        const headers = { ...init.headers };
        // ofetch would label a string body as JSON; keep fetch's own default instead.
        if (typeof init.body === 'string' && !hasHeader(headers, 'content-type')) headers['content-type'] = 'text/plain;charset=UTF-8';
        const out: Outgoing = {
          url,
          method: init.method ?? (init.body != null ? 'POST' : 'GET'),
          headers,
          body: init.body,
          query: init.query,
        };
        const answer = await life.attempt((signal) => send(out, signal));
        return readAnswer(env, answer, init.responseType ?? 'json', false) as T;
      } finally {
        life.end();
        config.onSettled?.(url);
      }
    },

    abortAll() {
      for (const controller of [...running]) controller.abort();
    },
  };
}

/**
 * CleanTalk's nonce refresh (docs/plugins/anti-spam.md#endpoints), fixed: it posts to the site's
 * home URL (the original used a bare host, which resolved as a relative path).
 * Any answer other than `{"wpnonce":"..."}` means no fresh nonce.
 */
export function wpRemoteNonceRefresher(
  env: Environment,
  options: { url?: string; pluginName?: string } = {},
): NonceRefresher {
  const http = createHttp(env, { transport: 'rest' });
  return async (stale, request) => {
    try {
      const body = new env.window.FormData();
      body.append('spbc_remote_call_action', 'get_fresh_wpnonce');
      body.append('plugin_name', options.pluginName ?? 'antispam');
      body.append('nonce_prev', stale);
      body.append(
        'initial_request_params',
        JSON.stringify({ route: request.endpoint.route, action: request.endpoint.action, data: request.fields }),
      );
      // Text, parsed here: a site that ignores the call answers with its HTML home page, which is no error worth logging.
      // endpoint: cleantalk:get_fresh_wpnonce
      const text = await http.request<string>(options.url ?? `${env.location().origin}/`, { method: 'POST', body, responseType: 'text', signal: request.signal });
      const reply = tryJson(text);
      const wpnonce = reply.ok && reply.value !== null && typeof reply.value === 'object' ? (reply.value as { wpnonce?: unknown }).wpnonce : undefined;
      return typeof wpnonce === 'string' && wpnonce !== '' ? wpnonce : null;
    } catch (error) {
      env.console.debug('[site-runtime] nonce refresh request failed', error);
      return null;
    }
  };
}
