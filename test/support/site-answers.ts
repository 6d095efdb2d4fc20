/**
 * How the fake site answers: a reply described as data (JSON, text, a status,
 * a delay on the fake clock, a network failure), a ready Response, answers
 * given in turn, or a function of the request that may take its time.
 */
import type { SentRequest } from './site-request';

export interface Reply {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  /** Sent as text with content-type text/plain. */
  text?: string;
  /** Any other body (bytes, a stream). */
  body?: BodyInit | null;
  /** Answers after this many ms on the fake clock; Infinity never answers (an abort still ends the request). */
  delay?: number;
  /** Fails as fetch does offline: the promise rejects with a TypeError of this message. */
  networkError?: string;
  /** With a delay: keeps waiting when the request is aborted, like a fetch that ignores its signal. */
  ignoreAbort?: boolean;
}

/** A list answers one request each, in turn; a function may return a promise (a gate the test opens). */
export type Answer = Reply | Response | readonly Answer[] | ((request: SentRequest) => Answer | Promise<Answer>);

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({ json: body, status, headers });
export const text = (body: string, status = 200, headers: Record<string, string> = {}): Reply => ({ text: body, status, headers });
export const networkError = (message = 'Failed to fetch'): Reply => ({ networkError: message });
/** An answer that never comes. */
export const never = (): Reply => ({ delay: Infinity });

export function toResponse(reply: Reply): Response {
  const headers = { ...reply.headers };
  let body = reply.body ?? null;
  if ('json' in reply) {
    body = JSON.stringify(reply.json);
    headers['content-type'] ??= 'application/json';
  } else if (reply.text !== undefined) {
    body = reply.text;
    headers['content-type'] ??= 'text/plain;charset=UTF-8';
  }
  return new Response(body, { status: reply.status ?? 200, statusText: reply.statusText, headers });
}
