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

/**
 * Where a global's value lives: `name` on window, or for `owner.name` (a method a plugin adds to an
 * object the server printed, as CF7's `wpcf7.submit`) on that object when the page has it.
 */
function slotOf(env: Environment, name: string): { holder: Record<string, unknown>; key: string } | undefined {
  const win = env.window as unknown as Record<string, unknown>;
  const dot = name.indexOf('.');
  if (dot < 0) return { holder: win, key: name };
  const owner = win[name.slice(0, dot)];
  return owner !== null && (typeof owner === 'object' || typeof owner === 'function') ? { holder: owner as Record<string, unknown>, key: name.slice(dot + 1) } : undefined;
}

/**
 * Makes `path` (dotted, from window) an object where the page has nothing there, each missing step an
 * empty object; what the page already holds is left as it is. Returns the undo: takes off each object
 * made here that still stands where it was put.
 */
export function ensurePageObject(env: Environment, path: string): () => void {
  const made: { holder: Record<string, unknown>; key: string; value: object }[] = [];
  let holder = env.window as unknown as Record<string, unknown>;
  for (const key of path.split('.')) {
    let value = holder[key];
    if (value === undefined) made.push({ holder, key, value: (value = holder[key] = {}) });
    else if (value === null || (typeof value !== 'object' && typeof value !== 'function')) break;
    holder = value as Record<string, unknown>;
  }
  return () => {
    for (const { holder: owner, key, value } of made.reverse()) if (owner[key] === value) delete owner[key];
  };
}

/** A global function's queueing stub while its plugin has not loaded, and its server once it has. */
export interface CallQueue {
  /** Replays the calls made so far to `fn`, sends it every later one, and puts it in the stub's place. Returns the undo: calls queue again. */
  serve(fn: (...args: unknown[]) => unknown): () => void;
  /** Takes the stub (or the function serving it) off the page, unless something else took the name meanwhile. */
  remove(): void;
}

/**
 * Defines a global function that records its calls until the plugin that owns it has loaded (inline
 * scripts the server prints call some by name, other scripts wrap some at DOMContentLoaded). Undefined
 * when the name is taken or its owner object is not on the page. A caller that kept the stub (a
 * callback captured early, a wrapper such as CF7's reCAPTCHA around `wpcf7.submit`) reaches the
 * served function through it, not whatever holds the name now: that may be the wrapper itself.
 */
export function installCallQueue(env: Environment, name: string): CallQueue | undefined {
  const slot = slotOf(env, name);
  if (!slot || slot.holder[slot.key] !== undefined) return undefined;
  const { holder, key } = slot;
  const calls: unknown[][] = [];
  let served: ((...args: unknown[]) => unknown) | undefined;
  const stub = (...args: unknown[]): unknown => {
    if (served) return served(...args);
    calls.push(args);
    return undefined;
  };
  holder[key] = stub;
  return {
    serve(fn) {
      served = fn;
      for (const args of calls.splice(0)) fn(...args);
      if (holder[key] === stub) holder[key] = fn;
      return () => {
        if (served === fn) served = undefined;
        if (holder[key] === fn) holder[key] = stub;
      };
    },
    remove() {
      if (holder[key] === stub || (served && holder[key] === served)) delete holder[key];
      served = undefined;
    },
  };
}

/**
 * Publishes a plugin's global function or object that no call queue stands for. A name some other
 * script already defined is left alone. Returns the remover.
 */
export function publishGlobal(env: Environment, name: string, value: unknown): () => void {
  const slot = slotOf(env, name);
  if (!slot || slot.holder[slot.key] !== undefined) return () => {};
  const { holder, key } = slot;
  holder[key] = value;
  return () => {
    if (holder[key] === value) delete holder[key];
  };
}
