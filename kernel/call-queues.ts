/**
 * Global functions page scripts may call (or wrap) before the plugin that owns
 * them has loaded: a queueing stub per declared name while the runtime runs,
 * served by the plugin's `context.publish`; and the objects such stubs (or other scripts)
 * stand on where the page has none yet (a definition's `pageObjects`).
 */
import type { Environment } from '../adapters/environment';
import { ensurePageObject, installCallQueue, publishGlobal, type CallQueue } from '../adapters/page-globals';
import type { PluginDefinition } from './types';

export class CallQueues {
  /** The stubs in place, by global name: one for the runtime's run, so a script that kept one keeps reaching the plugin. */
  private readonly queues = new Map<string, CallQueue>();
  /** How to take off the page objects made for the call queues, in the order they were made. */
  private readonly objectUndos: (() => void)[] = [];

  constructor(private readonly env: Environment) {}

  /** Makes the definition's page objects (where the page printed their `when`), then its stubs. */
  prepare({ pageObjects, callQueues }: Pick<PluginDefinition, 'pageObjects' | 'callQueues'>): void {
    if (pageObjects && this.env.global(pageObjects.when) != null) {
      for (const path of pageObjects.paths) this.objectUndos.push(ensurePageObject(this.env, path));
    }
    for (const name of callQueues ?? []) this.install(name);
  }

  /** Defines the stub for `name`, unless one of ours stands or the name is taken. */
  private install(name: string): void {
    if (this.queues.has(name)) return;
    const queue = installCallQueue(this.env, name);
    if (queue) this.queues.set(name, queue);
  }

  /**
   * Puts a plugin's global on the page: a function `queued` under a stub of ours serves the stub's calls
   * (on undo, later calls queue again until a next mount); anything else is published unless the name is
   * taken. Returns the undo.
   */
  publish(name: string, value: ((...args: never[]) => unknown) | object, queued: boolean): () => void {
    const queue = queued && typeof value === 'function' ? this.queues.get(name) : undefined;
    return queue ? queue.serve(value as (...args: unknown[]) => unknown) : publishGlobal(this.env, name, value);
  }

  removeAll(): void {
    for (const queue of this.queues.values()) queue.remove();
    this.queues.clear();
    for (const undo of this.objectUndos.splice(0).reverse()) undo();
  }
}
