/**
 * The sanitizer (adapters/server-html.ts, with DOMPurify) on demand. A plugin
 * starts it when it sends a request whose answer may be server HTML and
 * awaits it when the answer arrives, so the chunk travels while the request
 * is in flight and no page downloads DOMPurify before an answer needs it
 * (docs/bench.md#what-each-chunk-is-for). The module system keeps one copy:
 * calling it again costs nothing.
 */
import { loadEarly } from './load-early';

export type ServerHtml = typeof import('./server-html');

export function loadServerHtml(): Promise<ServerHtml> {
  return loadEarly(import('./server-html'));
}
