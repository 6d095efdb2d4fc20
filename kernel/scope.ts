/**
 * A plugin's scope: state shared by all of its mounts in one runtime (caches,
 * one document listener, one request in flight). Created on first use,
 * disposed when the plugin's last mount leaves and on stop, so nothing of one
 * run is visible in the next.
 */
import type { PluginContext, PluginScope } from './types';

export class Scope implements PluginScope {
  private readonly values = new Map<string, unknown>();
  private owned: { context: PluginContext; dispose(): void } | undefined;
  private disposed = false;

  /** `makeContext` builds the page-wide context the scope's values live with (disposed with the scope). */
  constructor(private readonly makeContext: () => { context: PluginContext; dispose(): void }) {}

  get context(): PluginContext {
    if (this.disposed) throw new Error("the plugin's scope is gone: its last mount has left");
    this.owned ??= this.makeContext();
    return this.owned.context;
  }

  get<T>(key: string, make: (context: PluginContext) => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = make(this.context);
    this.values.set(key, value);
    return value;
  }

  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const promise = this.get(key, () =>
      load().catch((error: unknown) => {
        // Forgotten on failure: the next caller tries again.
        if (this.values.get(key) === promise) this.values.delete(key);
        throw error;
      }),
    );
    return promise;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.values.clear();
    this.owned?.dispose();
    this.owned = undefined;
  }
}
