/**
 * The typed event bus: mitt underneath, with two things mitt lacks. Each
 * handler runs in isolation (one that throws is reported and the rest still
 * run), and every event carries where it came from, so the jQuery bridge can
 * relay without echoing an event back to its source.
 */
import mitt from 'mitt';
import type { BusEvents, EventName } from './events';

export type Origin = 'runtime' | 'page';

export interface BusEvent<K extends EventName = EventName> {
  type: K;
  args: BusEvents[K];
  origin: Origin;
  /** The element the page triggered it on (jQuery or DOM), when there is one. */
  target: Element | Document | undefined;
}

export type Handler<K extends EventName> = (...args: BusEvents[K]) => void;
export type EventHandler<K extends EventName> = (event: BusEvent<K>) => void;
type AnyEventHandler = (event: BusEvent) => void;

export type ErrorSink = (error: unknown, handlerOwner: string | undefined, eventType: string) => void;

export interface Bus {
  /** Listen with positional arguments, as jQuery listeners get them. Returns the unsubscribe. */
  on<K extends EventName>(type: K, handler: Handler<K>): () => void;
  /** Listen to the whole event record (origin and target included). */
  listen<K extends EventName>(type: K, handler: EventHandler<K>): () => void;
  /** Every event, in order (the inspector and the bridge use this). */
  onAny(handler: AnyEventHandler): () => void;
  emit<K extends EventName>(type: K, ...args: BusEvents[K]): void;
  /** Emit on behalf of an element (found_variation on its form) or of the page. */
  dispatch<K extends EventName>(event: BusEvent<K>): void;
}

interface Options {
  onError: ErrorSink;
  /** Name attached to errors of handlers added through this view (a plugin's name). */
  owner?: string;
}

type Wire = Record<EventName, BusEvent> & Record<'*', BusEvent>;

export interface RootBus extends Bus {
  /** A view for one plugin mount: errors carry its name, and dispose removes its handlers. */
  scoped(owner: string, onError: ErrorSink): Bus & { dispose(): void };
  /** Removes every handler (runtime stop). */
  clear(): void;
}

export function createBus({ onError }: Options): RootBus {
  const emitter = mitt<Wire>();

  function guard(fn: (event: BusEvent) => void, owner: string | undefined, sink: ErrorSink): (event: BusEvent) => void {
    return (event) => {
      try {
        fn(event);
      } catch (error) {
        sink(error, owner, event.type);
      }
    };
  }

  function build(owner: string | undefined, sink: ErrorSink, track?: Set<() => void>): Bus {
    const add = (type: EventName | '*', wrapped: (value: BusEvent) => void) => {
      emitter.on(type as EventName, wrapped as (value: BusEvent) => void);
      let active = true;
      const off = () => {
        if (!active) return;
        active = false;
        emitter.off(type as EventName, wrapped as (value: BusEvent) => void);
        track?.delete(off);
      };
      track?.add(off);
      return off;
    };
    return {
      on(type, handler) {
        return add(type, guard((event: BusEvent) => (handler as (...a: unknown[]) => void)(...(event.args as unknown[])), owner, sink));
      },
      listen(type, handler) {
        return add(type, guard(handler as AnyEventHandler, owner, sink));
      },
      onAny(handler) {
        // mitt's '*' handlers get (type, value); we only need the record.
        const wrapped = guard(handler, owner, sink);
        const star = (_type: unknown, value: unknown) => wrapped(value as BusEvent);
        emitter.on('*', star as never);
        let active = true;
        const off = () => {
          if (!active) return;
          active = false;
          emitter.off('*', star as never);
          track?.delete(off);
        };
        track?.add(off);
        return off;
      },
      emit(type, ...args) {
        emitter.emit(type, { type, args, origin: 'runtime', target: undefined } as BusEvent);
      },
      dispatch(event) {
        emitter.emit(event.type, event as BusEvent);
      },
    };
  }

  const root = build(undefined, onError);
  return {
    ...root,
    scoped(owner, sink) {
      const track = new Set<() => void>();
      const view = build(owner, sink, track);
      return {
        ...view,
        dispose() {
          for (const off of [...track]) off();
        },
      };
    },
    clear() {
      emitter.all.clear();
    },
  };
}
