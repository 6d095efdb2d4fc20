/**
 * Fire-and-forget POSTs that survive page unload (download logging). sendBeacon
 * first; when it is missing or refuses (payload too large, queue full), a
 * keepalive fetch, which also outlives the page.
 */
import type { Environment } from './environment';

export interface Beacon {
  /** True when the browser queued the request; the answer is never seen. */
  send(url: string, data: FormData | URLSearchParams | Blob | string): boolean;
}

export function createBeacon(env: Environment): Beacon {
  const debug = (...args: unknown[]) => env.console.debug('[site-runtime] beacon', ...args);

  return {
    send(url, data) {
      try {
        const navigator = env.navigator();
        if (typeof navigator?.sendBeacon === 'function' && navigator.sendBeacon(url, data)) return true;
      } catch (error) {
        debug('sendBeacon threw', error);
      }
      try {
        env.fetch(url, { method: 'POST', body: data, keepalive: true, credentials: 'same-origin' }).catch((error: unknown) =>
          debug('fetch failed', url, error),
        );
        return true;
      } catch (error) {
        debug('fetch threw', url, error);
        return false;
      }
    },
  };
}
