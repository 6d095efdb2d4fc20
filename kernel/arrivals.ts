/**
 * Matches that waited for their plugin's code, mounted once it arrives: in
 * tasks of their own, each slice at most MOUNT_SLICE_MS, so that a chunk's
 * evaluation and its mounts never add up to one long task. It only runs once
 * code has arrived, so it travels in the mounting chunk rather than the core.
 */
import type { Kernel } from './kernel';
import type { Mount } from './mounts';
import type { PluginRecord } from './registry';

/** How long one slice of mounting may run (one mount can take longer). */
const MOUNT_SLICE_MS = 8;
/**
 * A plugin one of whose mounts took this long is heavy: each of its mounts starts a slice. One not
 * measured yet joins a slice only while it has run less than this, so a heavy mount (a form's machine,
 * a gallery) shares its task with at most this much other work. Not less: every slice more is a
 * chance for the browser to render before the last mount, which the time to the last mount pays.
 */
const HEAVY_MOUNT_MS = MOUNT_SLICE_MS / 2;

export class Arrivals {
  /** Plugins whose code arrived, with the matches that waited for it, in order of arrival. */
  private readonly queue: { records: Mount[]; next: number; done: () => void }[] = [];
  private draining = false;
  /** The longest mount of each plugin so far: what its next one is expected to take. */
  private readonly longest = new Map<PluginRecord, number>();

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

  /** Whether a mount of `plugin` may still join a slice that has run `ran` ms. */
  private fits(plugin: PluginRecord, ran: number): boolean {
    const longest = this.longest.get(plugin);
    if (longest === undefined) return ran < HEAVY_MOUNT_MS;
    return longest < HEAVY_MOUNT_MS && ran < MOUNT_SLICE_MS;
  }

  /**
   * Starts in a new task (a chunk was evaluated in this one) and goes on in
   * further tasks whenever the next mount does not fit the slice. One drain
   * serves every plugin whose code arrived meanwhile; each slice is one fenced write.
   */
  private async drain(): Promise<void> {
    this.draining = true;
    const { timers } = this.kernel.env;
    while (this.queue.length) {
      await timers.nextTask();
      const started = timers.now();
      let placed = 0;
      this.kernel.write(() => {
        for (let arrival = this.queue[0]; arrival; arrival = this.queue[0]) {
          while (arrival.next < arrival.records.length) {
            const record = arrival.records[arrival.next]!;
            if (record.state !== 'pending') {
              arrival.next++;
              continue;
            }
            const before = timers.now();
            if (placed && !this.fits(record.plugin, before - started)) return;
            arrival.next++;
            placed++;
            this.place(record);
            const took = timers.now() - before;
            if (took > (this.longest.get(record.plugin) ?? -1)) this.longest.set(record.plugin, took);
          }
          this.queue.shift();
          arrival.done();
        }
      });
    }
    this.draining = false;
  }
}
