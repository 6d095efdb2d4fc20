/**
 * Global functions page scripts may call (or wrap) before the plugin that owns
 * them has loaded: a queueing stub per declared name while the runtime runs,
 * served by the plugin's `context.publish`.
 */
import type { Environment } from '../adapters/environment';
import { installCallQueue, type CallQueue } from '../adapters/page-globals';

export class CallQueues {
  /** The stubs in place, by global name: one for the runtime's run, so a script that kept one keeps reaching the plugin. */
  private readonly queues = new Map<string, CallQueue>();

  constructor(private readonly env: Environment) {}

  /** Defines the stub for `name`, unless one of ours stands or the name is taken. */
  install(name: string): void {
    if (this.queues.has(name)) return;
    const queue = installCallQueue(this.env, name);
    if (queue) this.queues.set(name, queue);
  }

  /** Serves `name`'s calls with `fn`; undefined when no stub of ours stands for it. Returns the undo. */
  serve(name: string, fn: (...args: unknown[]) => unknown): (() => void) | undefined {
    return this.queues.get(name)?.serve(fn);
  }

  removeAll(): void {
    for (const queue of this.queues.values()) queue.remove();
    this.queues.clear();
  }
}
