/**
 * CF7's REST calls (api-fetch.js): `root + namespace + '/' + endpoint`, a `?`
 * in the path turned into `&` when the root already has a query, the Accept
 * header CF7 sends, and never an X-WP-Nonce (a cached page's nonce would break
 * the call, REFERENCES #409). Failures are named as CF7 names them.
 */
import type { HttpClient } from '../../adapters/http';
import { HttpError } from '../../adapters/http-error';
import type { ApiFailure, FeedbackResponse } from '../../machines/contact-form/contact-form';
import type { SwvSchema } from './swv.mjs';

export const FETCH_ERROR: ApiFailure = { code: 'fetch_error', message: 'You are probably offline.' };
export const INVALID_JSON: ApiFailure = { code: 'invalid_json', message: 'The response is not a valid JSON response.' };

const ACCEPT = { Accept: 'application/json, */*;q=0.1' };
const DEFAULT_ROOT = '/wp-json/';

export function apiUrl(root: string, namespace: string, endpoint: string): string {
  const space = namespace.replace(/^\/|\/$/g, '');
  const end = endpoint.replace(/^\//, '');
  let path = end ? `${space}/${end}` : space;
  if (root.includes('?')) path = path.replace('?', '&');
  return (root || DEFAULT_ROOT) + path.replace(/^\//, '');
}

/** fetch_error when nothing came back, invalid_json when it was not JSON; time-outs and bad statuses keep the catalogue text. */
export function toFailure(error: unknown): ApiFailure {
  if (error instanceof HttpError) {
    if (error.kind === 'network') return FETCH_ERROR;
    if (error.kind === 'parse') return INVALID_JSON;
    return { code: error.kind, message: error.message };
  }
  return FETCH_ERROR;
}

export interface ContactFormApi {
  feedback(id: number, body: FormData): Promise<FeedbackResponse>;
  refill(id: number): Promise<unknown>;
  schema(id: number): Promise<SwvSchema>;
}

export function createApi(http: HttpClient, api: { root: string; namespace: string }): ContactFormApi {
  const url = (endpoint: string) => apiUrl(api.root, api.namespace || 'contact-form-7/v1', endpoint);
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toFailure(error);
    }
  };
  return {
    feedback: (id, body) =>
      guarded(() => http.request<FeedbackResponse>(url(`contact-forms/${id}/feedback`), { method: 'POST', body, headers: ACCEPT })),
    refill: (id) => guarded(() => http.request(url(`contact-forms/${id}/refill`), { method: 'GET', headers: ACCEPT })),
    schema: (id) => guarded(() => http.request<SwvSchema>(url(`contact-forms/${id}/feedback/schema`), { method: 'GET', headers: ACCEPT })),
  };
}
