/**
 * What the fake site received, parsed so tests assert on fields rather than on
 * raw bodies: FormData, urlencoded and JSON bodies, headers, and the WordPress
 * names a request is addressed by (REST route, admin-ajax action, wc-ajax name).
 */

export interface SentRequest {
  /** How it left the page: a fetch, a keepalive fetch (outlives the page), or navigator.sendBeacon. */
  via: 'fetch' | 'keepalive' | 'beacon';
  method: string;
  /** The address exactly as the page gave it (may be relative). */
  url: string;
  /** The address resolved against the page's. */
  href: string;
  path: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as the page passed it. */
  body: unknown;
  /** A FormData or URLSearchParams body (a urlencoded text body is parsed into one): use getAll for repeated names. */
  form: FormData | URLSearchParams | undefined;
  /** Form fields by name (the last value of a repeated name); empty without a form body. */
  fields: Record<string, string>;
  /** A JSON body, parsed. */
  json: unknown;
  /** A text body (a Blob's is read first). */
  text: string | undefined;
  /** The REST route after /wp-json/ or ?rest_route=/ ('contact-form-7/v1/contact-forms/5/feedback'). */
  rest: string | undefined;
  /** The admin-ajax action, from the body or the query. */
  action: string | undefined;
  /** The WooCommerce ?wc-ajax= endpoint. */
  wcAjax: string | undefined;
  signal: AbortSignal | undefined;
  init: RequestInit;
}

const tag = (value: unknown) => Object.prototype.toString.call(value);
const URLENCODED = /^[^=&\s]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/;

function headersOf(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init.headers as HeadersInit | undefined).forEach((value, name) => (out[name] = value));
  return out;
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fieldsOf(form: FormData | URLSearchParams | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!form) return fields;
  for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : `[file ${(value as File).name ?? ''}]`;
  return fields;
}

/** Reads a Blob through the page's FileReader (jsdom's Blob has no text()). */
export function readBlob(win: Window & typeof globalThis, blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new win.FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The parts known at once; `withText` adds what a text body says. */
export function describeRequest(via: SentRequest['via'], input: RequestInfo | URL, init: RequestInit, pageUrl: string): SentRequest {
  const url = typeof input === 'object' && 'url' in input ? input.url : String(input);
  const resolved = new URL(url, pageUrl);
  const query = Object.fromEntries(resolved.searchParams);
  const body = init.body;
  const form = tag(body) === '[object FormData]' || tag(body) === '[object URLSearchParams]' ? (body as FormData | URLSearchParams) : undefined;
  const restPath = /\/wp-json\/(.+)$/.exec(resolved.pathname)?.[1];
  const request: SentRequest = {
    via,
    method: (init.method ?? (via === 'fetch' ? 'GET' : 'POST')).toUpperCase(),
    url,
    href: resolved.href,
    path: resolved.pathname,
    query,
    headers: headersOf(init),
    body,
    form,
    fields: fieldsOf(form),
    json: undefined,
    text: undefined,
    rest: query.rest_route !== undefined ? query.rest_route.replace(/^\//, '') : restPath,
    action: undefined,
    wcAjax: query['wc-ajax'],
    signal: init.signal ?? undefined,
    init,
  };
  request.action = actionOf(request);
  return typeof body === 'string' ? withText(request, body) : request;
}

/** Fills json, or form and fields, from a text body. */
export function withText(request: SentRequest, text: string): SentRequest {
  request.text = text;
  const type = request.headers['content-type'] ?? '';
  const json = jsonOf(text);
  if (json !== undefined) request.json = json;
  else if (type.includes('x-www-form-urlencoded') || URLENCODED.test(text)) {
    request.form = new URLSearchParams(text);
    request.fields = fieldsOf(request.form);
  }
  request.action = actionOf(request);
  return request;
}

function actionOf(request: SentRequest): string | undefined {
  return request.path.endsWith('/admin-ajax.php') ? (request.fields.action ?? request.query.action) : undefined;
}
