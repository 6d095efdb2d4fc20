/**
 * Counts what a leak leaves behind: DOM listeners still reachable (on the
 * window, the document, or elements in the page), pending timers, live actors
 * and open portals. jsdom gives the window an addEventListener of its own
 * (not EventTarget.prototype's), so both are watched: a plugin that forgets a
 * window listener is caught like one that forgets an element's.
 */
import { createRoot } from 'react-dom/client';
import type { RuntimeStats } from '../../kernel/runtime';

export interface LeakCounts {
  windowListeners: number;
  documentListeners: number;
  elementListeners: number;
  timers: number;
  actors: number;
  portals: number;
}

export interface LeakTracker {
  count(): LeakCounts;
  /** Reachable listeners added since tracking began: window, document and connected elements. */
  listeners(): number;
  timers(): number;
  /** What is still live beyond the start, one line each; [] when nothing leaked. */
  check(): string[];
  /** Runs `fn` with its listeners left out of the count (the kit's own recorders). */
  untracked<T>(fn: () => T): T;
  /** Puts addEventListener and removeEventListener back. */
  restore(): void;
}

export interface LeakSources {
  /** Pending timers (the fake clock's). */
  timers(): number;
  /** The runtime's own counts, once it exists. */
  stats(): Pick<RuntimeStats, 'actors' | 'portals'> | undefined;
}

type Add = EventTarget['addEventListener'];
type Remove = EventTarget['removeEventListener'];

const captureOf = (options?: boolean | EventListenerOptions) => (typeof options === 'boolean' ? options : Boolean(options?.capture));

function nameOf(target: EventTarget): string {
  const element = target as Element;
  const id = element.id ? `#${element.id}` : '';
  const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
  return `<${element.localName ?? target.constructor.name}${id}${classes}>`;
}

export function trackLeaks(win: Window & typeof globalThis, sources: LeakSources): LeakTracker {
  const doc = win.document;
  /** target -> "type capture" -> listeners */
  const live = new Map<EventTarget, Map<string, Set<unknown>>>();
  const startTimers = sources.timers();
  let paused = false;

  const forget = (target: EventTarget, key: string, listener: unknown) => live.get(target)?.get(key)?.delete(listener);

  const watch = (owner: object, original: { add: Add; remove: Remove }) => {
    function addEventListener(this: EventTarget, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
      original.add.call(this, type, listener as EventListener, options);
      if (!listener || paused) return;
      const key = `${type} ${captureOf(options)}`;
      const byKey = live.get(this) ?? new Map<string, Set<unknown>>();
      live.set(this, byKey);
      const set = byKey.get(key) ?? new Set<unknown>();
      byKey.set(key, set);
      set.add(listener);
      // A once listener goes by itself after its call.
      if (typeof options === 'object' && options.once) {
        original.add.call(this, type, () => forget(this, key, listener), { once: true, capture: options.capture });
      }
    }
    function removeEventListener(this: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) {
      forget(this, `${type} ${captureOf(options)}`, listener);
      original.remove.call(this, type, listener as EventListener, options);
    }
    const saved = {
      add: Object.getOwnPropertyDescriptor(owner, 'addEventListener')!,
      remove: Object.getOwnPropertyDescriptor(owner, 'removeEventListener')!,
    };
    Object.defineProperty(owner, 'addEventListener', { ...saved.add, value: addEventListener });
    Object.defineProperty(owner, 'removeEventListener', { ...saved.remove, value: removeEventListener });
    return () => {
      Object.defineProperty(owner, 'addEventListener', saved.add);
      Object.defineProperty(owner, 'removeEventListener', saved.remove);
    };
  };

  // Listeners that stay for good, once per document, are let in before counting
  // starts: jsdom's selector engines add two each (hover tracking), one on the
  // first query and one on the first computed style (gsap asks for one), React
  // one (selectionchange) when the first root is created.
  doc.querySelector('html');
  win.getComputedStyle(doc.documentElement);
  createRoot(doc.createElement('div')).unmount();
  const proto = win.EventTarget.prototype;
  const restorers = [watch(proto, { add: proto.addEventListener, remove: proto.removeEventListener })];
  // jsdom's window carries its own pair; watch it too when it has one.
  if (Object.prototype.hasOwnProperty.call(win, 'addEventListener')) {
    restorers.push(watch(win, { add: win.addEventListener, remove: win.removeEventListener }));
  }

  /** Live listeners on targets still reachable from the page; detached nodes take theirs with them. */
  const reachable = (): { target: EventTarget; key: string; count: number }[] => {
    const out: { target: EventTarget; key: string; count: number }[] = [];
    for (const [target, byKey] of live) {
      // Other documents (DOMParser's, jQuery's parseHTML's) are not the page: jsdom's own hover tracking on them is no leak.
      const reached = target === win || target === doc || (target instanceof win.Node && target.ownerDocument === doc && target.isConnected);
      if (!reached) continue;
      for (const [key, set] of byKey) if (set.size) out.push({ target, key, count: set.size });
    }
    return out;
  };

  const count = (): LeakCounts => {
    const counts = { windowListeners: 0, documentListeners: 0, elementListeners: 0 };
    for (const { target, count: n } of reachable()) {
      if (target === win) counts.windowListeners += n;
      else if (target === doc) counts.documentListeners += n;
      else counts.elementListeners += n;
    }
    const stats = sources.stats();
    return { ...counts, timers: sources.timers(), actors: stats?.actors ?? 0, portals: stats?.portals ?? 0 };
  };

  return {
    count,
    listeners: () => reachable().reduce((sum, entry) => sum + entry.count, 0),
    timers: () => sources.timers(),
    check() {
      const leaks = reachable().map(({ target, key, count: n }) => {
        const [type, capture] = key.split(' ');
        const where = target === win ? 'window' : target === doc ? 'document' : nameOf(target);
        return `${n} "${type}" listener${n > 1 ? 's' : ''}${capture === 'true' ? ' (capture)' : ''} on ${where}`;
      });
      const { timers, actors, portals } = count();
      if (timers > startTimers) leaks.push(`${timers - startTimers} pending timer(s)`);
      if (actors) leaks.push(`${actors} live actor(s)`);
      if (portals) leaks.push(`${portals} open portal(s)`);
      return leaks;
    },
    untracked(fn) {
      paused = true;
      try {
        return fn();
      } finally {
        paused = false;
      }
    },
    restore() {
      while (restorers.length) restorers.pop()!();
    },
  };
}
