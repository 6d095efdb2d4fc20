/**
 * Relays the page-facing events between the bus and the page. With jQuery
 * (present at start or loaded later) it listens and triggers through jQuery, so
 * legacy listeners get positional arguments: `(event, variation)`,
 * `(event, fragments, cart_hash, $button)`. Without jQuery it uses DOM
 * CustomEvents whose `detail` holds the argument list. An event is never
 * relayed back to the side it came from.
 */
import type { Environment } from '../adapters/environment';
import type { BusEvent, RootBus } from './bus';
import type { EventName } from './events';

const NAMESPACE = '.siteRuntime';

interface JQueryEventLike {
  type: string;
  target?: EventTarget;
  originalEvent?: { detail?: unknown };
}

interface JQueryCollection {
  on(events: string, handler: (event: JQueryEventLike, ...args: unknown[]) => void): unknown;
  off(events: string): unknown;
  trigger(type: string, args: unknown[]): unknown;
}

type JQueryStatic = ((target: unknown) => JQueryCollection) & { fn?: { jquery?: string } };

function isJQuery(value: unknown): value is JQueryStatic {
  return typeof value === 'function' && typeof (value as JQueryStatic).fn?.jquery === 'string';
}

export interface PageBridge {
  /** Starts relaying more event names (a plugin's pageEvents). */
  add(names: readonly string[]): void;
  stop(): void;
}

export function bridgePage(env: Environment, bus: RootBus, names: readonly EventName[], report: (error: unknown) => void): PageBridge {
  const { document } = env;
  const relayed = new Set<string>(names);
  let jq: JQueryStatic | undefined;
  /** The event type being handed to the page right now: its page-side echo is dropped. */
  let relaying: string | undefined;
  let stopped = false;

  const toBus = (type: string, args: unknown[], target: EventTarget | undefined) => {
    if (type === relaying) return;
    bus.dispatch({
      type: type as EventName,
      args: args as never,
      origin: 'page',
      target: target instanceof env.window.Element || target === document ? (target as Element | Document) : undefined,
    });
  };

  // Without jQuery: capture on document sees events dispatched anywhere, bubbling or not.
  const onNative = (event: Event) => {
    const detail = (event as CustomEvent).detail;
    toBus(event.type, Array.isArray(detail) ? detail : detail === undefined || detail === null ? [] : [detail], event.target ?? undefined);
  };
  const listenNative = (on: boolean, which: Iterable<string> = relayed) => {
    for (const name of which) {
      if (on) document.addEventListener(name, onNative, true);
      else document.removeEventListener(name, onNative, true);
    }
  };
  const jQueryEvents = (which: Iterable<string>) => [...which].map((n) => n + NAMESPACE).join(' ');

  const onJQuery = (event: JQueryEventLike, ...args: unknown[]) => {
    // A native CustomEvent reaching a jQuery handler carries its arguments in detail.
    const detail = event.originalEvent?.detail;
    toBus(event.type, args.length === 0 && Array.isArray(detail) ? detail : args, event.target);
  };
  const attachJQuery = (candidate: JQueryStatic) => {
    if (jq || stopped) return;
    jq = candidate;
    listenNative(false);
    try {
      jq(document).on(jQueryEvents(relayed), onJQuery);
    } catch (error) {
      report(error);
    }
  };

  const toPage = (event: BusEvent) => {
    if (event.origin !== 'runtime' || !relayed.has(event.type)) return;
    const target = event.target ?? document.body ?? document;
    const args = event.args as unknown[];
    const previous = relaying;
    relaying = event.type;
    try {
      if (jq) jq(target).trigger(event.type, args);
      else target.dispatchEvent(new env.window.CustomEvent(event.type, { bubbles: true, detail: args }));
    } finally {
      relaying = previous;
    }
  };
  const offBus = bus.onAny(toPage);

  // jQuery may arrive after us (footer scripts, deferred loading): catch its assignment.
  const win = env.window as unknown as Record<string, unknown>;
  let restoreTrap: (() => void) | undefined;
  const present = env.global('jQuery');
  if (isJQuery(present)) attachJQuery(present);
  else {
    listenNative(true);
    const descriptor = Object.getOwnPropertyDescriptor(win, 'jQuery');
    if (!descriptor || descriptor.configurable) {
      let value: unknown = descriptor?.value;
      const settle = (next: unknown) =>
        Object.defineProperty(win, 'jQuery', { value: next, writable: true, configurable: true, enumerable: true });
      Object.defineProperty(win, 'jQuery', {
        configurable: true,
        enumerable: true,
        get: () => value,
        set: (next: unknown) => {
          value = next;
          settle(next);
          restoreTrap = undefined;
          if (isJQuery(next)) attachJQuery(next);
        },
      });
      restoreTrap = () => (value === undefined ? delete win.jQuery : settle(value));
    }
  }

  return {
    add(names) {
      const fresh = names.filter((name) => !relayed.has(name));
      if (stopped || fresh.length === 0) return;
      for (const name of fresh) relayed.add(name);
      if (jq) jq(document).on(jQueryEvents(fresh), onJQuery);
      else listenNative(true, fresh);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      offBus();
      restoreTrap?.();
      restoreTrap = undefined;
      if (jq) jq(document).off(NAMESPACE);
      else listenNative(false);
      jq = undefined;
    },
  };
}
