/**
 * `context.spawn`: loaded as a service chunk (it brings xstate) only for
 * plugins that declare `uses: ['spawn']`.
 */
import { createActor, type Actor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { Clock } from '../adapters/clock';
import type { ActorTable } from './actor-table';

export interface ActorOwner {
  plugin: string;
  element: Element;
  clock: Clock;
  table: ActorTable;
  report(error: unknown): void;
  onCleanup(fn: () => void): void;
}

export function spawnActor<L extends AnyActorLogic>(owner: ActorOwner, logic: L, options?: ActorOptions<L>): Actor<L> {
  const actor = createActor(logic, {
    clock: owner.clock,
    ...options,
    inspect: (event) => {
      owner.table.inspect(event);
      const own = options?.inspect;
      if (typeof own === 'function') own(event);
    },
  } as ActorOptions<L>);
  const id = owner.table.add(owner.plugin, owner.element, actor);
  const subscription = actor.subscribe({
    next: () => owner.table.changed(),
    error: (error) => {
      owner.table.changed();
      owner.report(error);
    },
    complete: () => owner.table.changed(),
  });
  owner.onCleanup(() => {
    subscription.unsubscribe();
    actor.stop();
    owner.table.remove(id);
  });
  actor.start();
  return actor;
}
