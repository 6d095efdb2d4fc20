/**
 * The live actors the kernel owns, for `siteRuntime.actors()`, the inspector
 * panel and Stately's inspector. Holds no xstate code: the actors chunk fills it.
 * The first chunk that needs it (spawning, the inspector) makes it on the
 * runtime's ActorSite, so the core chunk does not carry it.
 */
import type { AnyActorRef } from 'xstate';
import type { ActorInfo } from './types';

interface Entry {
  id: string;
  plugin: string;
  element: Element;
  actor: AnyActorRef;
}

type Listener = () => void;

/** What the inspection hub forwards: XState's inspection events, untouched. */
export type InspectionObserver = (event: unknown) => void;

/** Where a runtime keeps its table once one was made; without one there are no actors. */
export interface ActorSite {
  actors?: ActorTable;
}

/** The runtime's table, made on first use. */
export function actorTable(site: ActorSite): ActorTable {
  return (site.actors ??= new ActorTable());
}

export class ActorTable {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<Listener>();
  private readonly observers = new Set<InspectionObserver>();
  private serial = 0;
  /** Bumped on every change: a cheap snapshot for React's useSyncExternalStore. */
  version = 0;

  add(plugin: string, element: Element, actor: AnyActorRef): string {
    const id = `${plugin}#${++this.serial}`;
    this.entries.set(id, { id, plugin, element, actor });
    this.changed();
    return id;
  }

  remove(id: string): void {
    if (this.entries.delete(id)) this.changed();
  }

  get size(): number {
    return this.entries.size;
  }

  list(): ActorInfo[] {
    return [...this.entries.values()].map(({ id, plugin, element, actor }) => {
      const snapshot = actor.getSnapshot() as { value?: unknown; status: ActorInfo['status'] };
      return { id, plugin, element, state: snapshot.value ?? snapshot.status, status: snapshot.status };
    });
  }

  actors(): AnyActorRef[] {
    return [...this.entries.values()].map((entry) => entry.actor);
  }

  /** Called on add, remove and every snapshot change (the panel re-renders from list()). */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.version++;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // The panel is a viewer: its failure must not reach the actors.
      }
    }
  }

  /** XState `inspect` option for actors the kernel spawns; forwards to connected inspectors. */
  readonly inspect = (event: unknown): void => {
    for (const observer of this.observers) {
      try {
        observer(event);
      } catch {
        // An inspector that fails must not reach the actors.
      }
    }
  };

  observe(observer: InspectionObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }
}
