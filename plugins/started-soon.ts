import type { Clock } from '../adapters/clock';

/**
 * Something a mount starts at its first use or in the task after the mount's, whichever comes first: the
 * page's first actor runs xstate's code for the first time, a long task with the mount at a phone's speed.
 * Returns the getter every use goes through.
 */
export function startedSoon<T>(clock: Pick<Clock, 'setTimeout'>, start: () => T): () => T {
  let started: { value: T } | undefined;
  const get = (): T => (started ??= { value: start() }).value;
  clock.setTimeout(get, 0);
  return get;
}
