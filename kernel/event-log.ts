/** The last bus events, kept from start so the inspector can show what happened before it opened. */
import type { BusEvent } from './bus';

export const EVENT_LOG_SIZE = 100;

export interface LoggedEvent {
  at: number;
  type: string;
  origin: BusEvent['origin'];
  args: unknown[];
}

export class EventLog {
  private readonly items: LoggedEvent[] = [];
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change: a cheap snapshot for React's useSyncExternalStore. */
  version = 0;

  constructor(private readonly now: () => number) {}

  record(event: BusEvent): void {
    this.items.push({ at: this.now(), type: event.type, origin: event.origin, args: event.args as unknown[] });
    if (this.items.length > EVENT_LOG_SIZE) this.items.splice(0, this.items.length - EVENT_LOG_SIZE);
    this.version++;
    for (const listener of this.listeners) listener();
  }

  list(): readonly LoggedEvent[] {
    return this.items.slice();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
