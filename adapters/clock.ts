/**
 * Timers a plugin uses, tracked so that its cleanup clears whatever is still
 * pending. The same object satisfies XState's clock interface, so machine
 * delays (`after`) run on it and tests can drive them with fake timers.
 */
import type { TimerApi } from './environment';

export interface Clock {
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number | undefined): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number | undefined): void;
  /** Runs the handler once on the next frame (coalesces scroll and resize work). */
  requestAnimationFrame(handler: (time: number) => void): number;
  cancelAnimationFrame(id: number | undefined): void;
  now(): number;
  /** Resolves after `ms`; never resolves once the owner is cleaned up. */
  sleep(ms: number): Promise<void>;
}

export interface TrackedClock extends Clock {
  /** How many timers, intervals and frames are still pending. */
  pending(): number;
  /** Clears everything still pending; later calls are ignored. */
  dispose(): void;
}

export function createTrackedClock(timers: TimerApi): TrackedClock {
  const timeouts = new Set<number>();
  const intervals = new Set<number>();
  const frames = new Set<number>();
  let disposed = false;

  const clock: TrackedClock = {
    setTimeout(handler, ms) {
      if (disposed) return -1;
      const id = timers.setTimeout(() => {
        timeouts.delete(id);
        handler();
      }, ms);
      timeouts.add(id);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined || !timeouts.delete(id)) return;
      timers.clearTimeout(id);
    },
    setInterval(handler, ms) {
      if (disposed) return -1;
      const id = timers.setInterval(handler, ms);
      intervals.add(id);
      return id;
    },
    clearInterval(id) {
      if (id === undefined || !intervals.delete(id)) return;
      timers.clearInterval(id);
    },
    requestAnimationFrame(handler) {
      if (disposed) return -1;
      const id = timers.requestAnimationFrame((time) => {
        frames.delete(id);
        handler(time);
      });
      frames.add(id);
      return id;
    },
    cancelAnimationFrame(id) {
      if (id === undefined || !frames.delete(id)) return;
      timers.cancelAnimationFrame(id);
    },
    now: () => timers.now(),
    sleep: (ms) => new Promise<void>((resolve) => void clock.setTimeout(resolve, ms)),
    pending: () => timeouts.size + intervals.size + frames.size,
    dispose() {
      disposed = true;
      for (const id of timeouts) timers.clearTimeout(id);
      for (const id of intervals) timers.clearInterval(id);
      for (const id of frames) timers.cancelAnimationFrame(id);
      timeouts.clear();
      intervals.clear();
      frames.clear();
    },
  };
  return clock;
}
