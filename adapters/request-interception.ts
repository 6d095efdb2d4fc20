/**
 * The one place that patches the page's request functions: window.fetch,
 * XMLHttpRequest.prototype.open/send and jQuery.ajax. A caller's rewrite sees
 * each outgoing request (how it was made, where to, its body) and may return
 * a new body; the answer's text (of fetch and XMLHttpRequest, which jQuery.ajax
 * uses) is handed to `onResponseText`. Everything is
 * put back by the returned cleanup (only where our wrapper is still the one
 * in place, so a later patch by someone else is left alone). jQuery.ajax goes
 * through XMLHttpRequest too: the rewrite sees such a request twice and must
 * recognise its own mark.
 */
import type { Environment } from './environment';

export type RequestChannel = 'fetch' | 'xhr' | 'jquery';

export interface OutgoingRequest {
  via: RequestChannel;
  url: string;
  method: string;
  body: unknown;
}

export interface InterceptionOptions {
  /** Returns the body to send instead, or undefined to send the request as it is. */
  rewrite(request: OutgoingRequest): unknown;
  /**
   * The answer's text, for requests that sent a body: XMLHttpRequest answers of
   * any text or JSON type, fetch answers whose content type is JSON, plain text
   * or HTML (read from a copy; streams and binary answers are never read).
   */
  onResponseText?(text: string, request: OutgoingRequest): void;
}

/** fetch answers worth reading as text: small documents, not event streams or files. */
const TEXT_ANSWER = /json|text\/(?:plain|html)/i;

type Restore = () => void;

interface JQueryAjaxHost {
  ajax: (...args: unknown[]) => unknown;
}

function safeRewrite(env: Environment, options: InterceptionOptions, request: OutgoingRequest): unknown {
  try {
    return options.rewrite(request);
  } catch (error) {
    // A faulty rewrite must never cost the page its request.
    env.console.error('[site-runtime] request rewrite failed; sent unchanged', error);
    return undefined;
  }
}

function safeAnswer(env: Environment, options: InterceptionOptions, text: string, request: OutgoingRequest): void {
  try {
    options.onResponseText?.(text, request);
  } catch (error) {
    env.console.error('[site-runtime] reading a request answer failed', error);
  }
}

/** Hands a fetch answer's text over without consuming what the caller reads. */
function readFetchAnswer(env: Environment, options: InterceptionOptions, response: Response, request: OutgoingRequest): void {
  if (!TEXT_ANSWER.test(response.headers.get('content-type') ?? '')) return;
  let copy: Response;
  try {
    copy = response.clone();
  } catch {
    return; // a body already used by someone else
  }
  copy.text().then(
    (text) => safeAnswer(env, options, text, request),
    () => {},
  );
}

function urlOf(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input && typeof input === 'object' && 'url' in input && typeof (input as { url: unknown }).url === 'string') return (input as { url: string }).url;
  return String(input);
}

function patchFetch(env: Environment, options: InterceptionOptions): Restore {
  const win = env.window;
  const original = win.fetch;
  if (typeof original !== 'function') return () => {};
  const wrapper: typeof fetch = function (this: unknown, input, init) {
    if (!init || init.body == null) return original.call(this ?? win, input, init);
    const request: OutgoingRequest = { via: 'fetch', url: urlOf(input), method: (init.method ?? 'GET').toUpperCase(), body: init.body };
    const body = safeRewrite(env, options, request);
    const answer = original.call(this ?? win, input, body === undefined ? init : { ...init, body: body as BodyInit });
    if (!options.onResponseText) return answer;
    return answer.then((response) => {
      readFetchAnswer(env, options, response, request);
      return response;
    });
  };
  win.fetch = wrapper;
  return () => {
    if (win.fetch === wrapper) win.fetch = original;
  };
}

function patchXhr(env: Environment, options: InterceptionOptions): Restore {
  const proto = env.window.XMLHttpRequest?.prototype;
  if (!proto) return () => {};
  const originalOpen = proto.open;
  const originalSend = proto.send;
  const opened = new WeakMap<XMLHttpRequest, { url: string; method: string }>();
  const open = function (this: XMLHttpRequest, ...args: unknown[]) {
    opened.set(this, { method: String(args[0] ?? 'GET').toUpperCase(), url: urlOf(args[1]) });
    return (originalOpen as (...a: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest['open'];
  const send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const target = opened.get(this);
    if (target && body != null) {
      const request: OutgoingRequest = { via: 'xhr', url: target.url, method: target.method, body };
      const rewritten = safeRewrite(env, options, request);
      if (rewritten !== undefined) body = rewritten as XMLHttpRequestBodyInit;
      if (options.onResponseText) {
        const onLoad = () => {
          if (this.responseType === '' || this.responseType === 'text') safeAnswer(env, options, this.responseText, request);
          else if (this.responseType === 'json' && this.response != null) safeAnswer(env, options, JSON.stringify(this.response), request);
        };
        this.addEventListener('load', onLoad, { once: true });
      }
    }
    return originalSend.call(this, body);
  };
  proto.open = open;
  proto.send = send;
  return () => {
    if (proto.open === open) proto.open = originalOpen;
    if (proto.send === send) proto.send = originalSend;
  };
}

function patchJQuery(env: Environment, options: InterceptionOptions): Restore {
  const $ = env.global('jQuery') as JQueryAjaxHost | undefined;
  if (!$ || typeof $.ajax !== 'function') return () => {};
  const original = $.ajax;
  const wrapper = function (this: unknown, ...args: unknown[]) {
    // jQuery.ajax(url, settings) and jQuery.ajax(settings).
    const [first, second] = args;
    const settings = (typeof first === 'string' ? { ...(second as object), url: first } : { ...(first as object) }) as Record<string, unknown>;
    if (settings.data != null) {
      const request: OutgoingRequest = {
        via: 'jquery',
        url: String(settings.url ?? env.location().href),
        method: String(settings.type ?? settings.method ?? 'GET').toUpperCase(),
        body: settings.data,
      };
      const body = safeRewrite(env, options, request);
      if (body !== undefined) settings.data = body;
    }
    return original.call(this, settings);
  };
  $.ajax = wrapper;
  return () => {
    if ($.ajax === wrapper) $.ajax = original;
  };
}

/** Patches fetch, XMLHttpRequest and jQuery.ajax (when jQuery is on the page); the result puts them back. */
export function interceptRequests(env: Environment, options: InterceptionOptions): Restore {
  const restores = [patchFetch(env, options), patchXhr(env, options), patchJQuery(env, options)];
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}
