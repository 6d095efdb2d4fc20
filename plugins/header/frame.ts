/**
 * Layout reads and DOM writes batched into animation frames, so each frame
 * does all of its reads first and then all of its writes, never interleaved
 * (no forced layout). Work queued while writing waits for the next frame.
 */
import type { Clock } from '../../adapters/clock';

export interface FrameQueue {
  /** Runs `fn` in the read phase of the next frame (a read queued twice under one key runs once). */
  read(fn: () => void, key?: string): void;
  /** Runs `fn` in the write phase of the current frame (from a read) or of the next one. */
  write(fn: () => void): void;
}

export function frameQueue(clock: Pick<Clock, 'requestAnimationFrame'>): FrameQueue {
  let reads = new Map<string | (() => void), () => void>();
  let writes: (() => void)[] = [];
  let scheduled = false;
  let writing = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    clock.requestAnimationFrame(flush);
  };
  const flush = () => {
    scheduled = false;
    const dueReads = [...reads.values()];
    reads = new Map();
    for (const fn of dueReads) fn();
    const dueWrites = writes;
    writes = [];
    writing = true;
    try {
      for (const fn of dueWrites) fn();
    } finally {
      writing = false;
    }
    if (reads.size > 0 || writes.length > 0) schedule();
  };

  return {
    read(fn, key) {
      reads.set(key ?? fn, fn);
      schedule();
    },
    write(fn) {
      writes.push(fn);
      if (writing || !scheduled) schedule();
    },
  };
}
