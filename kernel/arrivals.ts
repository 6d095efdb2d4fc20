/**
 * Matches that waited for their plugin's code, mounted once it arrives: in
 * tasks of their own, each slice at most MOUNT_SLICE_MS, so that a chunk's
 * evaluation and its mounts never add up to one long task. It only runs once
 * code has arrived, so it travels in the mounting chunk rather than the core.
 */
import type { Kernel } from './kernel';
import type { Mount } from './mounts';

/** How long one slice of mounting may run (one mount can take longer). */
const MOUNT_SLICE_MS = 8;

export class Arrivals {
  /** Plugins whose code arrived, with the matches that waited for it, in order of arrival. */
  private readonly queue: { records: Mount[]; next: number; done: () => void }[] = [];
  private draining = false;

  /** `place` mounts a record, or drops it when its element left or the runtime stopped meanwhile. */
  constructor(
    private readonly kernel: Kernel,
    private readonly place: (record: Mount) => void,
  ) {}

  /** Queues the matches of one plugin; resolves once they are mounted. */
  add(records: Mount[]): Promise<void> {
    return new Promise((done) => {
      this.queue.push({ records, next: 0, done });
      if (!this.draining) void this.drain();
    });
  }

  /**
   * Starts in a new task (a chunk was evaluated in this one) and goes on in
   * further tasks whenever a slice has run its time. One drain serves every
   * plugin whose code arrived meanwhile; each slice is one fenced write.
   */
  private async drain(): Promise<void> {
    this.draining = true;
    const { timers } = this.kernel.env;
    while (this.queue.length) {
      await timers.nextTask();
      const started = timers.now();
      this.kernel.write(() => {
        for (let arrival = this.queue[0]; arrival; arrival = this.queue[0]) {
          while (arrival.next < arrival.records.length) {
            if (timers.now() - started >= MOUNT_SLICE_MS) return;
            const record = arrival.records[arrival.next++]!;
            if (record.state === 'pending') this.place(record);
          }
          this.queue.shift();
          arrival.done();
        }
      });
    }
    this.draining = false;
  }
}
