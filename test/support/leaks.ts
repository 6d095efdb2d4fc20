/**
 * Counts what a leak leaves behind: DOM listeners still reachable (on the
 * window, the document, or elements in the page), listeners on media query
 * lists and on AbortSignals not aborted, observers (Mutation, Resize,
 * Intersection) still observing something in the page, requests still in
 * flight, pending timers, live actors and open portals. jsdom gives the window
 * an addEventListener of its own (not EventTarget.prototype's), so both are
 * watched: a plugin that forgets a window listener is caught like one that
 * forgets an element's. Count before the page is emptied: a listener left on an
 * element of the page is only reachable while the element is in it.
 */
import { createRoot } from 'react-dom/client';
import type { RuntimeStats } from '../../kernel/runtime';

export interface LeakCounts {
  windowListeners: number;
  documentListeners: number;
  elementListeners: number;
  /** On MediaQueryLists (matchMedia): the window keeps them while it lives. */
  mediaQueryListeners: number;
  /** On AbortSignals not aborted: a long-lived signal gathers them with every call. */
  abortSignalListeners: number;
  /** Mutation, Resize and Intersection observers observing a node of the page. */
  observers: number;
  /** Requests sent and neither answered nor aborted. */
  requests: number;
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
  /** The requests still in flight, one line each ("POST /wp-admin/admin-ajax.php"). */
  requests?(): readonly string[];
  /** The runtime's own counts, once it exists. */
  stats(): Pick<RuntimeStats, 'actors' | 'portals'> | undefined;
}

type Add = EventTarget['addEventListener'];
type Remove = EventTarget['removeEventListener'];
type Method = (...args: never[]) => unknown;

const OBSERVERS = ['MutationObserver', 'ResizeObserver', 'IntersectionObserver'] as const;
type ObserverKind = (typeof OBSERVERS)[number];

/** Where a listener sits, for counting; null: not reachable from the page (a detached node, another document). */
type Place = 'window' | 'document' | 'element' | 'media-query' | 'abort-signal' | null;

/**
 * Replaces `owner[name]` with `make(original)`; returns how to put it back (an
 * inherited method is put back by deleting the own one).
 */
function patch<T extends Method>(owner: object, name: string, make: (original: T) => T): () => void {
  const own = Object.getOwnPropertyDescriptor(owner, name);
  const original = (owner as Record<string, unknown>)[name] as T;
  Object.defineProperty(owner, name, { configurable: true, writable: true, enumerable: own?.enumerable ?? false, value: make(original) });
  return () => {
    if (own) Object.defineProperty(owner, name, own);
    else delete (owner as Record<string, unknown>)[name];
  };
}

/** The object along `start`'s prototype chain that holds `name` itself. */
function ownerOf(start: object, name: string): object | null {
  for (let owner: object | null = start; owner; owner = Object.getPrototypeOf(owner) as object | null) {
    if (Object.prototype.hasOwnProperty.call(owner, name)) return owner;
  }
  return null;
}

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

  const watch = (owner: object): (() => void) => {
    const restoreAdd = patch<Add>(owner, 'addEventListener', (add) =>
      function addEventListener(this: EventTarget, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
        add.call(this, type, listener as EventListener, options);
        if (!listener || paused) return;
        const key = `${type} ${captureOf(options)}`;
        const byKey = live.get(this) ?? new Map<string, Set<unknown>>();
        live.set(this, byKey);
        const set = byKey.get(key) ?? new Set<unknown>();
        byKey.set(key, set);
        set.add(listener);
        // A once listener goes by itself after its call.
        if (typeof options === 'object' && options.once) {
          add.call(this, type, () => forget(this, key, listener), { once: true, capture: options.capture });
        }
      },
    );
    const restoreRemove = patch<Remove>(owner, 'removeEventListener', (remove) =>
      function removeEventListener(this: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) {
        forget(this, `${type} ${captureOf(options)}`, listener);
        remove.call(this, type, listener as EventListener, options);
      },
    );
    return () => {
      restoreAdd();
      restoreRemove();
    };
  };

  /** observer -> its kind and the targets it observes (observe adds, unobserve removes, disconnect clears). */
  const observing = new Map<object, { kind: ObserverKind; targets: Set<unknown> }>();
  const watchObserver = (kind: ObserverKind): (() => void)[] => {
    const ctor = (win as unknown as Record<string, unknown>)[kind];
    if (typeof ctor !== 'function' || !ctor.prototype) return [];
    const proto = ctor.prototype as object;
    const targetsOf = (observer: object) => {
      const entry = observing.get(observer) ?? { kind, targets: new Set<unknown>() };
      observing.set(observer, entry);
      return entry.targets;
    };
    return [
      patch<(this: object, target: unknown, ...rest: unknown[]) => void>(proto, 'observe', (observe) =>
        function (this: object, target: unknown, ...rest: unknown[]) {
          observe.call(this, target, ...rest);
          if (!paused) targetsOf(this).add(target);
        },
      ),
      patch<(this: object) => void>(proto, 'disconnect', (disconnect) =>
        function (this: object) {
          disconnect.call(this);
          observing.delete(this);
        },
      ),
      // MutationObserver has no unobserve: none is added.
      ...('unobserve' in proto
        ? [
            patch<(this: object, target: unknown) => void>(proto, 'unobserve', (unobserve) =>
              function (this: object, target: unknown) {
                unobserve.call(this, target);
                observing.get(this)?.targets.delete(target);
              },
            ),
          ]
        : []),
    ];
  };

  // Listeners that stay for good, once per document, are let in before counting
  // starts: jsdom's selector engines add two each (hover tracking), one on the
  // first query and one on the first computed style (gsap asks for one), React
  // one (selectionchange) when the first root is created.
  doc.querySelector('html');
  win.getComputedStyle(doc.documentElement);
  createRoot(doc.createElement('div')).unmount();
  const restorers = [watch(win.EventTarget.prototype), ...OBSERVERS.flatMap(watchObserver)];
  // jsdom's window carries its own pair; watch it too when it has one.
  if (Object.prototype.hasOwnProperty.call(win, 'addEventListener')) restorers.push(watch(win));
  // Jest's jsdom environment gives AbortSignal Node's EventTarget, not the window's: watch that one too.
  const signalTarget = ownerOf(win.AbortSignal.prototype, 'addEventListener');
  if (signalTarget && signalTarget !== win.EventTarget.prototype) restorers.push(watch(signalTarget));

  const inPage = (target: unknown) => target === doc || (target instanceof win.Node && target.ownerDocument === doc && target.isConnected);
  const isMediaQueryList = (target: object) =>
    typeof win.MediaQueryList === 'function'
      ? target instanceof win.MediaQueryList
      : typeof (target as Partial<MediaQueryList>).media === 'string' && typeof (target as Partial<MediaQueryList>).matches === 'boolean';
  const placeOf = (target: EventTarget): Place => {
    if (target === win) return 'window';
    if (target === doc) return 'document';
    // Other documents (DOMParser's, jQuery's parseHTML's) are not the page: jsdom's own hover tracking on them is no leak.
    if (target instanceof win.Node) return inPage(target) ? 'element' : null;
    if (target instanceof win.AbortSignal) return target.aborted ? null : 'abort-signal';
    return isMediaQueryList(target) ? 'media-query' : null;
  };

  /** Live listeners on targets still reachable from the page; detached nodes take theirs with them. */
  const reachable = (): { target: EventTarget; place: Exclude<Place, null>; key: string; count: number }[] => {
    const out: { target: EventTarget; place: Exclude<Place, null>; key: string; count: number }[] = [];
    for (const [target, byKey] of live) {
      const place = placeOf(target);
      if (!place) continue;
      for (const [key, set] of byKey) if (set.size) out.push({ target, place, key, count: set.size });
    }
    return out;
  };

  /** Observers still observing a node of the page. */
  const liveObservers = () => [...observing.values()].filter(({ targets }) => [...targets].some(inPage));

  const PLACES = {
    window: 'windowListeners',
    document: 'documentListeners',
    element: 'elementListeners',
    'media-query': 'mediaQueryListeners',
    'abort-signal': 'abortSignalListeners',
  } as const;

  const count = (): LeakCounts => {
    const counts = { windowListeners: 0, documentListeners: 0, elementListeners: 0, mediaQueryListeners: 0, abortSignalListeners: 0 };
    for (const { place, count: n } of reachable()) counts[PLACES[place]] += n;
    const stats = sources.stats();
    return {
      ...counts,
      observers: liveObservers().length,
      requests: sources.requests?.().length ?? 0,
      timers: sources.timers(),
      actors: stats?.actors ?? 0,
      portals: stats?.portals ?? 0,
    };
  };

  const where = (target: EventTarget, place: Exclude<Place, null>): string => {
    if (place === 'window' || place === 'document') return place;
    if (place === 'media-query') return `the media query list "${(target as MediaQueryList).media}"`;
    if (place === 'abort-signal') return 'an AbortSignal not aborted';
    return nameOf(target);
  };

  return {
    count,
    listeners: () => reachable().reduce((sum, entry) => sum + entry.count, 0),
    timers: () => sources.timers(),
    check() {
      const leaks = reachable().map(({ target, place, key, count: n }) => {
        const [type, capture] = key.split(' ');
        return `${n} "${type}" listener${n > 1 ? 's' : ''}${capture === 'true' ? ' (capture)' : ''} on ${where(target, place)}`;
      });
      for (const { kind, targets } of liveObservers()) {
        const shown = [...targets].filter(inPage).map((target) => (target === doc ? 'document' : nameOf(target as EventTarget)));
        leaks.push(`a ${kind} still observing ${shown.join(', ')}`);
      }
      for (const request of sources.requests?.() ?? []) leaks.push(`a request still in flight: ${request}`);
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
