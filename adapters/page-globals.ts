/**
 * The runtime's own footprint on the page: `window.siteRuntime`, the queue a
 * page may fill before the runtime loads, and the document-ready signal.
 */
import type { Environment } from './environment';

export const GLOBAL_NAME = 'siteRuntime';

/**
 * Publishes the API and returns what the page had put under its name before
 * the bundle loaded (definitions, or options: kernel/page-config.ts reads it).
 */
export function publishApi<T extends object>(env: Environment, api: T): unknown {
  const win = env.window as unknown as Record<string, unknown>;
  const queued = win[GLOBAL_NAME];
  win[GLOBAL_NAME] = api;
  return queued;
}

/** Runs `fn` once the document is parsed (at once if it already is). */
export function whenDocumentReady(env: Environment, fn: () => void): void {
  if (env.document.readyState === 'loading') env.document.addEventListener('DOMContentLoaded', fn, { once: true });
  else fn();
}

const QUEUED = Symbol.for('site-runtime.queued-calls');
type QueueingStub = ((...args: unknown[]) => void) & { [QUEUED]: unknown[][] };

function isStub(value: unknown): value is QueueingStub {
  return typeof value === 'function' && Array.isArray((value as Partial<QueueingStub>)[QUEUED]);
}

/**
 * Defines a global function that records its calls until the plugin that owns
 * it has loaded (inline scripts the server prints call some by name). Returns
 * the remover, which leaves the name alone if something else took it meanwhile.
 */
export function installCallQueue(env: Environment, name: string): () => void {
  const win = env.window as unknown as Record<string, unknown>;
  if (win[name] !== undefined) return () => {};
  const calls: unknown[][] = [];
  // A caller may have kept the stub itself (a callback captured early): once the real
  // function is published, the stub forwards to it.
  const record = (...args: unknown[]) => {
    const current = win[name];
    if (current !== stub && typeof current === 'function') (current as (...a: unknown[]) => unknown)(...args);
    else calls.push(args);
  };
  const stub = Object.assign(record, { [QUEUED]: calls }) as QueueingStub;
  win[name] = stub;
  return () => {
    if (win[name] === stub) delete win[name];
  };
}

/** Whether `name` is still a queueing stub (its calls not yet replayed). */
export function isCallQueue(env: Environment, name: string): boolean {
  return isStub((env.window as unknown as Record<string, unknown>)[name]);
}

/**
 * Publishes a plugin's global function: replaces its queueing stub and replays
 * the calls made so far, in order. A name some other script already defined
 * is left alone. Returns the remover.
 */
export function publishGlobal(env: Environment, name: string, fn: (...args: unknown[]) => unknown): () => void {
  const win = env.window as unknown as Record<string, unknown>;
  const current = win[name];
  if (current !== undefined && !isStub(current)) return () => {};
  win[name] = fn;
  if (isStub(current)) for (const args of current[QUEUED].splice(0)) fn(...args);
  return () => {
    if (win[name] === fn) delete win[name];
  };
}
