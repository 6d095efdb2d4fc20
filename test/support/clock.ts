/**
 * The one fake clock of the tests: an Environment `TimerApi` whose time moves
 * only when a test says so. Plugin timers, machine delays (it is the actors'
 * XState clock through the context) and http time-outs all run on it, while
 * React, dynamic imports and promises keep real time, which Jest's fake timers
 * would stall. `openTestbed` hands it to the runtime; unit tests use it alone.
 */
import type { TimerApi } from '../../adapters/environment';

export interface FakeClock extends TimerApi {
  /** Moves time by `ms`, firing every timer due on the way, in time order. */
  advance(ms: number): void;
  /** Fires every pending timer, and those they schedule, until none is left. */
  runAll(): void;
  /** Timers, intervals and frames still pending. */
  pending(): number;
  /** Fires the earliest timer due at or before `until` (time moves to it); false when there is none. */
  runNext(until: number): boolean;
}

/** A frame every 16 ms, as a 60 Hz screen gives. */
export const FRAME_MS = 16;
/** runAll gives up after this many timers: an interval never runs out. */
const RUN_ALL_LIMIT = 10_000;

interface Timer {
  at: number;
  fire: () => void;
  every?: number;
}

export function createFakeClock(start = Date.now()): FakeClock {
  let now = start;
  let serial = 0;
  const timers = new Map<number, Timer>();

  const add = (fire: () => void, ms: number, every?: number): number => {
    const id = ++serial;
    timers.set(id, { at: now + Math.max(0, ms || 0), fire, every });
    return id;
  };
  const clear = (id: number) => void timers.delete(id);

  /** The earliest timer (ties: the first scheduled), or undefined. */
  const earliest = (): [number, Timer] | undefined => {
    let found: [number, Timer] | undefined;
    for (const entry of timers) if (!found || entry[1].at < found[1].at) found = entry;
    return found;
  };

  const runNext = (until: number): boolean => {
    const next = earliest();
    if (!next || next[1].at > until) return false;
    const [id, timer] = next;
    now = Math.max(now, timer.at);
    if (timer.every) timer.at += timer.every;
    else timers.delete(id);
    timer.fire();
    return true;
  };

  return {
    setTimeout: (handler, ms) => add(handler, ms),
    clearTimeout: clear,
    setInterval: (handler, ms) => add(handler, ms, Math.max(1, ms || 0)),
    clearInterval: clear,
    requestAnimationFrame: (handler) => add(() => handler(now), FRAME_MS),
    cancelAnimationFrame: clear,
    now: () => now,
    // No task queue here: the next task is the next microtask, and time does not move.
    nextTask: () => Promise.resolve(),
    advance(ms) {
      const end = now + ms;
      while (runNext(end));
      now = end;
    },
    runAll() {
      for (let fired = 0; runNext(Infinity); fired++) {
        if (fired >= RUN_ALL_LIMIT) throw new Error(`fake clock: still busy after ${RUN_ALL_LIMIT} timers (an interval?)`);
      }
    },
    pending: () => timers.size,
    runNext,
  };
}
