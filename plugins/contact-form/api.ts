/**
 * CF7's REST calls (api-fetch.js): `root + namespace + '/' + endpoint`, a `?`
 * in the path turned into `&` when the root already has a query, the Accept
 * header CF7 sends, and never an X-WP-Nonce (a cached page's nonce would break
 * the call, REFERENCES #409). Loaded with the first call; it fails with the
 * transport's HttpError, which the plugin names as CF7 does (./failures).
 */
import type { HttpClient } from '../../adapters/http';
import { httpError, MESSAGES } from '../../adapters/http-error';
import type { Shape, Warn } from '../../adapters/settings';
import type { FeedbackResponse } from '../../machines/contact-form/contact-form';
import { feedbackAnswer, refillAnswer, schemaAnswer, type Refills } from './answers';
import type { SwvSchema } from './swv.mjs';

const ACCEPT = { Accept: 'application/json, */*;q=0.1' };
const DEFAULT_ROOT = '/wp-json/';

export function apiUrl(root: string, namespace: string, endpoint: string): string {
  const space = namespace.replace(/^\/|\/$/g, '');
  const end = endpoint.replace(/^\//, '');
  let path = end ? `${space}/${end}` : space;
  if (root.includes('?')) path = path.replace('?', '&');
  return (root || DEFAULT_ROOT) + path.replace(/^\//, '');
}

export interface ContactFormApi {
  feedback(id: number, body: FormData): Promise<FeedbackResponse>;
  refill(id: number): Promise<Refills>;
  schema(id: number): Promise<SwvSchema>;
}

/** How answers are checked: `warnFor(endpoint)` gives the warn function for that endpoint's answers. */
export type WarnFor = (endpoint: string) => Warn;

/** An answer that is not a JSON object (or PHP's empty map, `[]`) cannot be read at all: it fails as invalid_json. */
const isReadable = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && (!Array.isArray(value) || value.length === 0);

export function createApi(http: HttpClient, api: { root: string; namespace: string }, warnFor: WarnFor): ContactFormApi {
  const url = (endpoint: string) => apiUrl(api.root, api.namespace || 'contact-form-7/v1', endpoint);
  const call = async <T>(method: 'GET' | 'POST', endpoint: string, shape: Shape<T>, body?: FormData): Promise<T> => {
    // endpoints: cf7:feedback, cf7:schema, cf7:refill
    const answer = await http.request<unknown>(url(endpoint), { method, body, headers: ACCEPT });
    const warn = warnFor(`${method} ${endpoint}`);
    if (!isReadable(answer)) {
      warn('', `expected a JSON object, got ${Array.isArray(answer) ? 'a list' : answer === null ? 'null' : typeof answer}; failing as invalid_json`);
      throw httpError('parse', MESSAGES.parse);
    }
    return shape.parse(answer, '', warn);
  };
  return {
    feedback: (id, body) => call('POST', `contact-forms/${id}/feedback`, feedbackAnswer, body) as Promise<FeedbackResponse>,
    refill: (id) => call('GET', `contact-forms/${id}/refill`, refillAnswer),
    schema: (id) => call('GET', `contact-forms/${id}/feedback/schema`, schemaAnswer) as Promise<SwvSchema>,
  };
}
