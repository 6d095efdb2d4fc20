/**
 * Builds a runtime over the jsdom window, with counters on everything a leak
 * would show up in: DOM listeners and timers. Tests read them after cleanup.
 */
import { browserEnvironment, type Environment } from '../../adapters/environment';
import { createRuntime, type Runtime } from '../../kernel/runtime';
import type { PluginDefinition } from '../../kernel/types';

export interface Counters {
  listeners(): number;
  timers(): number;
}

/** Counts live addEventListener registrations and pending timers made through the environment. */
export function countingEnvironment(): { env: Environment; counters: Counters; restore(): void } {
  const base = browserEnvironment(window as Window & typeof globalThis);
  const live = new Map<EventTarget, Map<string, Set<unknown>>>();
  const proto = window.EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  const key = (type: string, options?: boolean | EventListenerOptions) =>
    `${type}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
  proto.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
    if (listener) {
      const byType = live.get(this) ?? new Map<string, Set<unknown>>();
      live.set(this, byType);
      const set = byType.get(key(type, options)) ?? new Set();
      byType.set(key(type, options), set);
      set.add(listener);
    }
    return add.call(this, type, listener as EventListener, options);
  };
  proto.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) {
    live.get(this)?.get(key(type, options))?.delete(listener);
    return remove.call(this, type, listener as EventListener, options);
  };
  const pending = new Set<number>();
  const timers = {
    ...base.timers,
    setTimeout: (fn: () => void, ms: number) => {
      const id = base.timers.setTimeout(() => {
        pending.delete(id);
        fn();
      }, ms);
      pending.add(id);
      return id;
    },
    clearTimeout: (id: number) => {
      pending.delete(id);
      base.timers.clearTimeout(id);
    },
    setInterval: (fn: () => void, ms: number) => {
      const id = base.timers.setInterval(fn, ms);
      pending.add(id);
      return id;
    },
    clearInterval: (id: number) => {
      pending.delete(id);
      base.timers.clearInterval(id);
    },
  };
  return {
    env: { ...base, timers },
    counters: {
      // Listeners on detached nodes go with the nodes; what leaks is what stays reachable.
      listeners: () => {
        let n = 0;
        for (const [target, byType] of live) {
          const reachable = target === window || target === document || (target instanceof Node && target.isConnected);
          if (reachable) for (const set of byType.values()) n += set.size;
        }
        return n;
      },
      timers: () => pending.size,
    },
    restore: () => {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    },
  };
}

/** Lets MutationObserver callbacks, dynamic imports and promise chains run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function runtimeWith(definitions: PluginDefinition[], env?: Environment): Runtime {
  return createRuntime({ env: env ?? browserEnvironment(window as Window & typeof globalThis), definitions });
}

/** A plugin whose mount and cleanup calls are recorded. */
export function recordingPlugin(name: string, selectors: string[], extra: Partial<PluginDefinition> = {}) {
  const mounted: Element[] = [];
  const cleaned: Element[] = [];
  const load = jest.fn(async () => ({
    mount(element: Element) {
      mounted.push(element);
      return () => void cleaned.push(element);
    },
  }));
  const definition: PluginDefinition = { name, selectors, load, ...extra };
  return { definition, mounted, cleaned, load };
}
