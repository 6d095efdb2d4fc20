/**
 * Connects Stately's browser inspector (a window on the Stately site) for QA
 * who can reach it. Actors already running are announced first, then every
 * inspection event the kernel's actors emit is forwarded.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import type { ActorTable } from '../actor-table';

/** Returns the disconnect (the runtime calls it on stop). */
export function connectStately(table: ActorTable): () => void {
  const inspector = createBrowserInspector();
  for (const actor of table.actors()) inspector.actor(actor, actor.getSnapshot());
  const stopForwarding = table.observe((event) => inspector.inspect.next?.(event as never));
  return () => {
    stopForwarding();
    inspector.stop();
  };
}
