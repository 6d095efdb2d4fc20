/**
 * The runtime's own footprint on the page: `window.siteRuntime`, the queue a
 * page may fill before the runtime loads, and the document-ready signal.
 */
import type { Environment } from './environment';

export const GLOBAL_NAME = 'siteRuntime';

/**
 * Publishes the API. A page may set `window.siteRuntime = [definition, ...]`
 * before the bundle loads; those definitions are returned for registration.
 */
export function publishApi<T extends object>(env: Environment, api: T): unknown[] {
  const win = env.window as unknown as Record<string, unknown>;
  const queued = win[GLOBAL_NAME];
  win[GLOBAL_NAME] = api;
  return Array.isArray(queued) ? queued : [];
}

/** Runs `fn` once the document is parsed (at once if it already is). */
export function whenDocumentReady(env: Environment, fn: () => void): void {
  if (env.document.readyState === 'loading') env.document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}
