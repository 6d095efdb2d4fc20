/**
 * The faults of the reliability matrix (docs/reliability.md) as fake-site answers, so every fault test
 * makes a fault the same way. The time-out is an answer that never comes: the test moves the clock
 * past the runtime's 15 s. `403 / nonce` is WordPress's nonce failure in the transport's own shape.
 */
import type { Testbed } from './testbed';
import { json, networkError, never, text, type Reply } from './site-answers';

export type FaultName = 'time-out' | '500' | '403 / nonce' | 'invalid JSON' | 'HTML for JSON' | 'offline';

/** How long a fault test moves the clock for a time-out: past the runtime's 15 s. */
export const PAST_TIMEOUT_MS = 15_001;

/** An HTML page where JSON was expected: a proxy's or the site's own error page, served as 200. */
export const HTML_PAGE = '<!DOCTYPE html><html><head><title>Site</title></head><body><h1>Welcome</h1></body></html>';

/** The answer that makes `fault`; `transport` picks the nonce failure's shape (REST's JSON, admin-ajax's `-1`). */
export function faultAnswer(fault: FaultName, transport: 'rest' | 'admin_ajax' | 'plain' = 'plain'): Reply {
  switch (fault) {
    case 'time-out':
      return never();
    case '500':
      return text('<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>', 500, { 'content-type': 'text/html' });
    case '403 / nonce':
      if (transport === 'rest') return json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);
      if (transport === 'admin_ajax') return text('-1', 403);
      return text('<!DOCTYPE html><html><body><h1>Forbidden</h1></body></html>', 403, { 'content-type': 'text/html' });
    case 'invalid JSON':
      return text('{"success":true,"data":[', 200, { 'content-type': 'application/json' });
    case 'HTML for JSON':
      return text(HTML_PAGE, 200, { 'content-type': 'text/html; charset=UTF-8' });
    case 'offline':
      return networkError();
  }
}

/** The faults a server call can meet, in the matrix's order (superseded / aborted is the caller's doing, tested apart). */
export const SERVER_FAULTS: readonly FaultName[] = ['time-out', '500', '403 / nonce', 'invalid JSON', 'HTML for JSON', 'offline'];

/** Lets the page meet the fault its request got: settles, and for a time-out moves the clock past it. */
export async function meetFault(testbed: Testbed, fault: FaultName): Promise<void> {
  await testbed.settle(fault === 'time-out' ? PAST_TIMEOUT_MS : 0);
}
