/**
 * The one fake site of the tests: `routes` map requests to answers, and every
 * request (fetch, keepalive fetch, beacon) is logged, parsed, so tests assert
 * what was sent. Route keys, the most specific found first:
 *
 *   'ajax:apbct_decode_email'                           admin-ajax.php with that action (body or query)
 *   'wc-ajax:get_refreshed_fragments'                   ?wc-ajax=name
 *   'rest:contact-form-7/v1/contact-forms/5/feedback'   /wp-json/… or ?rest_route=/…
 *   'https://files.test/ext.bin'                        origin and path
 *   '/download/102/'                                    path (the query is not part of it)
 *   '*'                                                 anything else
 *
 * Each may start with a method ('POST rest:…', 'GET /'), which then must match.
 * Unrouted requests get WordPress's own answers: `0` with 400 from admin-ajax,
 * rest_no_route with 404 from the REST API, 404 elsewhere.
 */
import type { FakeClock } from './clock';
import { toResponse, type Answer, type Reply } from './site-answers';
import { describeRequest, readBlob, withText, type SentRequest } from './site-request';

export type Routes = Record<string, Answer>;

export interface FakeSite {
  /** The live table: a test may add or replace answers between requests. */
  routes: Routes;
  readonly requests: SentRequest[];
  /** The Environment's fetch. */
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** The navigator's sendBeacon: logs the request, true unless refused. */
  sendBeacon(url: string | URL, data?: BodyInit | null): boolean;
  /** From now on sendBeacon says no (a full queue), so callers fall back. */
  refuseBeacons(): void;
  /** The logged requests a route key would answer. */
  requestsTo(key: string): SentRequest[];
  /** Resolves once every body still being read (Blobs) is in the log. */
  idle(): Promise<void>;
  /** The requests sent and neither answered nor aborted, "METHOD /path" each (the leak check counts them). */
  inFlight(): string[];
}

export interface SiteOptions {
  clock: FakeClock;
  routes?: Routes;
  /** The page: relative addresses resolve against its location; Blobs are read with its FileReader. */
  window?: Window & typeof globalThis;
}

const tag = (value: unknown) => Object.prototype.toString.call(value);
const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** The keys that may answer a request, most specific first. */
function keysOf(request: SentRequest): string[] {
  const names: string[] = [];
  if (request.action !== undefined) names.push(`ajax:${request.action}`);
  if (request.wcAjax !== undefined) names.push(`wc-ajax:${request.wcAjax}`);
  if (request.rest !== undefined) names.push(`rest:${request.rest}`);
  names.push(new URL(request.href).origin + request.path, request.path, '*');
  return names.flatMap((name) => [`${request.method} ${name}`, name]);
}

function unrouted(request: SentRequest): Reply {
  if (request.action !== undefined || request.path.endsWith('/admin-ajax.php')) return { text: '0', status: 400 };
  if (request.rest !== undefined) {
    return { json: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, status: 404 };
  }
  return { text: 'Not Found', status: 404 };
}

export function createSite({ clock, routes = {}, window: win = window }: SiteOptions): FakeSite {
  const requests: SentRequest[] = [];
  /** Fetches not settled yet; an aborted one counts as done at once (its rejection comes a turn later). */
  const unsettled = new Set<SentRequest>();
  const reading = new Set<Promise<unknown>>();
  const turns = new WeakMap<readonly Answer[], number>();
  let beaconsRefused = false;

  /** Reads a Blob body into the log entry (fields, JSON, text). */
  function readBody(request: SentRequest): Promise<SentRequest> {
    if (tag(request.body) !== '[object Blob]') return Promise.resolve(request);
    const blob = request.body as Blob;
    if (blob.type) request.headers['content-type'] ??= blob.type;
    const read = readBlob(win, blob).then((text) => withText(request, text));
    reading.add(read);
    void read.finally(() => reading.delete(read));
    return read;
  }

  /** Settles with the promise, or rejects when the request is aborted first. */
  function unlessAborted<T>(request: SentRequest, promise: Promise<T>, ignoreAbort = false): Promise<T> {
    const { signal } = request;
    if (!signal || ignoreAbort) return promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(abortError());
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  function wait(ms: number, request: SentRequest, ignoreAbort?: boolean): Promise<void> {
    let id: number | undefined;
    const waited = new Promise<void>((resolve) => {
      if (ms !== Infinity) id = clock.setTimeout(resolve, ms);
    });
    // Cleared in the abort itself, not a promise turn later: a page closed right after aborting its
    // requests (the runtime's stop) must find no timer of an answer nobody waits for.
    const clear = () => id !== undefined && clock.clearTimeout(id);
    if (!ignoreAbort) request.signal?.addEventListener('abort', clear, { once: true });
    return unlessAborted(request, waited, ignoreAbort).finally(() => request.signal?.removeEventListener('abort', clear));
  }

  async function respond(request: SentRequest): Promise<Response> {
    if (request.signal?.aborted) throw abortError();
    await readBody(request);
    const key = keysOf(request).find((candidate) => candidate in site.routes);
    let answer: Answer = key === undefined ? unrouted(request) : site.routes[key]!;
    let made = false;
    for (;;) {
      if (typeof answer === 'function') {
        answer = await unlessAborted(request, Promise.resolve(answer(request)));
        made = true;
      } else if (Array.isArray(answer)) {
        const turn = turns.get(answer) ?? 0;
        if (turn >= answer.length) throw new Error(`fake site: no answer left for ${request.method} ${request.url} (route '${key}')`);
        turns.set(answer, turn + 1);
        answer = answer[turn] as Answer;
      } else break;
    }
    // A Response in the table may answer again: hand out copies. One a function made is fresh.
    if (answer instanceof Response) return made ? answer : answer.clone();
    const reply = answer as Reply;
    if (reply.delay) await wait(reply.delay, request, reply.ignoreAbort);
    if (reply.networkError !== undefined) throw new TypeError(reply.networkError);
    return toResponse(reply);
  }

  const site: FakeSite = {
    routes,
    requests,
    fetch: jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = describeRequest(init.keepalive ? 'keepalive' : 'fetch', input, init, win.location.href);
      requests.push(request);
      unsettled.add(request);
      return respond(request).finally(() => unsettled.delete(request));
    }),
    sendBeacon(url, data) {
      if (beaconsRefused) return false;
      const request = describeRequest('beacon', url, { method: 'POST', body: data }, win.location.href);
      requests.push(request);
      void readBody(request);
      return true;
    },
    refuseBeacons: () => void (beaconsRefused = true),
    requestsTo: (key) => requests.filter((request) => keysOf(request).includes(key)),
    async idle() {
      while (reading.size) await Promise.all(reading);
    },
    inFlight: () => [...unsettled].filter((request) => !request.signal?.aborted).map((request) => `${request.method} ${request.path}`),
  };
  return site;
}
