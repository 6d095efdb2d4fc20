/**
 * Global functions inline page scripts may call before the plugin that owns
 * them has loaded: a queueing stub per declared name while the runtime runs,
 * replayed by the plugin's `context.publish`.
 */
import type { Environment } from '../adapters/environment';
import { installCallQueue, isCallQueue } from '../adapters/page-globals';

export class CallQueues {
  /** Removers of the stubs in place, by global name. */
  private readonly stubs = new Map<string, () => void>();

  constructor(private readonly env: Environment) {}

  /**
   * Defines the stub for `name`; after a publisher's cleanup, a fresh one takes its place. A stub of
   * ours still standing is kept: it may hold calls made before the start.
   */
  install(name: string): void {
    if (this.stubs.has(name) && isCallQueue(this.env, name)) return;
    this.stubs.get(name)?.();
    this.stubs.set(name, installCallQueue(this.env, name));
  }

  removeAll(): void {
    for (const remove of this.stubs.values()) remove();
    this.stubs.clear();
  }
}
