/**
 * Loading and mounting: a plugin's code (and the services it declared) loads
 * the first time it matches; it then mounts once per element, is cleaned up
 * when the element leaves, and its scope goes with its last mount. Page
 * plugins mount once per document, before the plugins (element or page) that
 * name them in `after`, which do not run at all where those do not. Failures
 * stay inside the plugin that caused them.
 */
import type { OwnedContext } from './context';
import type { Kernel } from './kernel';
import type { PluginRecord, Registry } from './registry';
import type { ServiceName } from './services';
import type { PluginModule } from './types';

/** The mounting code (mounting an element, the queue of arrivals, the services table): it arrives with the first plugin chunk. */
type Mounting = typeof import('./mounting');

export interface Mount {
  plugin: PluginRecord;
  element: Element;
  state: 'pending' | 'mounted' | 'failed' | 'gone';
  owned: OwnedContext | undefined;
}

export class Mounts {
  private mounting: Promise<Mounting> | undefined;
  private code: Mounting | undefined;
  private readonly serviceLoads = new Map<ServiceName, Promise<void>>();
  /** The task the loads started now belong to (`currentTask`). */
  private taskMark: { current: boolean } | undefined;
  /** Mounts the matches that waited, once their code arrives (from the mounting chunk). */
  private arrivals: InstanceType<Mounting['Arrivals']> | undefined;

  constructor(
    private readonly kernel: Kernel,
    private readonly registry: Registry,
    private readonly running: () => boolean,
  ) {}

  /**
   * Mounts a page plugin on the document's root element when its trigger holds and the page plugins
   * it names in `after` run. Those are decided first, whatever order they were registered in.
   */
  mountPage(plugin: PluginRecord, deciding = new Set<PluginRecord>()): void {
    const root = this.kernel.env.document.documentElement;
    const { page: trigger, after } = plugin.definition;
    if (!root || !trigger || deciding.has(plugin)) return;
    deciding.add(plugin);
    for (const name of after ?? []) {
      const needed = this.registry.get(name);
      if (needed?.definition.page) this.mountPage(needed, deciding);
    }
    if (trigger !== 'always' && !trigger.globals.every((name) => this.kernel.env.global(name) !== undefined)) return;
    this.ensure(plugin, root);
  }

  ensure(plugin: PluginRecord, element: Element): void {
    if (plugin.failed || plugin.mounts.has(element) || this.cannotRunHere(plugin)) return;
    const record: Mount = { plugin, element, state: 'pending', owned: undefined };
    plugin.mounts.set(element, record);
    if (plugin.module) {
      this.mountNow(record);
      return;
    }
    plugin.waiting.push(record);
    if (!plugin.loading) this.load(plugin, element);
  }

  /**
   * A plugin whose page globals are missing (`needsGlobals`), or whose `after` names a page plugin that is
   * not running on this page (its globals are missing, or it failed), has nothing to work with: its code is
   * not even downloaded, and the runtime leaves an element plugin's selectors out of the index. Page plugins
   * are mounted before discovery starts (those named in `after` before those that name them), so by the time
   * markup matches, their mounts say whether they run; this check still holds one back whose page plugin
   * failed to load later.
   */
  cannotRunHere(plugin: PluginRecord): boolean {
    const { after, needsGlobals } = plugin.definition;
    if (needsGlobals?.some((name) => this.kernel.env.global(name) === undefined)) return true;
    if (!after) return false;
    return after.some((name) => {
      const needed = this.registry.get(name);
      return needed !== plugin && needed?.definition.page !== undefined && needed.mounts.size === 0;
    });
  }

  unmount(record: Mount): void {
    const { plugin, element } = record;
    if (plugin.mounts.get(element) === record) plugin.mounts.delete(element);
    if (record.state !== 'gone') {
      record.state = 'gone';
      if (record.owned) this.kernel.write(() => record.owned!.dispose());
    }
    if (plugin.mounts.size === 0 && plugin.scope) {
      const scope = plugin.scope;
      plugin.scope = undefined;
      this.kernel.write(() => scope.dispose());
    }
  }

  /** Cleans up every mount whose element has left the document. */
  sweep(): void {
    for (const plugin of this.registry.plugins) {
      if (plugin.mounts.size === 0) continue;
      for (const record of plugin.mounts.values()) if (!record.element.isConnected) this.unmount(record);
    }
  }

  unmountAll(): void {
    for (const plugin of this.registry.plugins) for (const record of [...plugin.mounts.values()]) this.unmount(record);
  }

  count(state?: Mount['state']): number {
    let n = 0;
    for (const plugin of this.registry.plugins) {
      if (!state) n += plugin.mounts.size;
      else for (const record of plugin.mounts.values()) if (record.state === state) n++;
    }
    return n;
  }

  /**
   * Queues the matches that waited for the plugin's code (or drops them when
   * it failed to load); resolves once they are mounted. Code that arrived in
   * the task that found the matches (already evaluated: a definition's own
   * module, a chunk already in) mounts them in that task, as a loaded
   * plugin's matches are: a yield would let the browser render the new markup
   * before its plugins mount. Code that came by a chunk of its own was
   * evaluated in a task of its own, and its mounts go to the arrival queue's
   * slices.
   */
  private mountWaiting(plugin: PluginRecord, ok: boolean, sameTask: boolean): Promise<void> {
    const records = plugin.waiting;
    plugin.waiting = [];
    if (!ok) {
      this.kernel.write(() => records.forEach((record) => record.state === 'pending' && this.unmount(record)));
      return Promise.resolve();
    }
    if (sameTask) {
      this.kernel.write(() => records.forEach((record) => record.state === 'pending' && this.place(record)));
      return Promise.resolve();
    }
    this.arrivals ??= new this.code!.Arrivals(this.kernel, (record) => this.place(record));
    return this.arrivals.add(records);
  }

  /** Mounts a match that waited, or drops it when its element left or the runtime stopped meanwhile. */
  private place(record: Mount): void {
    if (this.running() && record.element.isConnected) this.mountNow(record);
    else this.unmount(record);
  }

  /**
   * Loads the plugin's code, its services and the mounting code, then mounts
   * what waited. `plugin.loading` settles once those mounts are done, so a
   * plugin that names this one in `after` mounts after them.
   */
  private load(plugin: PluginRecord, element: Element): void {
    const { definition } = plugin;
    const before = (definition.after ?? []).map((name) => this.registry.get(name)?.loading);
    const task = this.currentTask();
    plugin.loading = Promise.all([
      Promise.resolve().then(() => definition.load()),
      this.loadMounting(),
      ...(definition.uses ?? []).map((name) => this.loadService(name)),
      ...before,
    ])
      .then(([module]) => {
        if (!module || typeof (module as PluginModule).mount !== 'function') {
          throw new TypeError(`plugin "${definition.name}" loaded without a mount function`);
        }
        plugin.module = module as PluginModule;
        for (const brought of plugin.module.plugins ?? []) this.kernel.bring(brought);
        return true;
      })
      .catch((error: unknown) => {
        plugin.failed = true;
        this.kernel.report({ plugin: definition.name, element, phase: 'load', error });
        return false;
      })
      .then(async (ok) => {
        // Until the next task starts, the code that arrives came without a chunk evaluated on the way.
        await this.mountWaiting(plugin, ok, task.current);
        return ok;
      });
  }

  /**
   * A mark of the task running now, which turns false when the next one starts: one yield however many
   * plugins start loading in this task (a fragment with the markup of twenty plugins asks one, not twenty).
   */
  private currentTask(): { current: boolean } {
    if (!this.taskMark) {
      const mark: { current: boolean } = (this.taskMark = { current: true });
      void this.kernel.env.timers.nextTask().then(() => {
        mark.current = false;
        if (this.taskMark === mark) this.taskMark = undefined;
      });
    }
    return this.taskMark;
  }

  /** Loads the mounting code ahead of the first match; a failure is reported by the first load that needs it. */
  preload(): void {
    this.loadMounting().catch(() => undefined);
  }

  /** The mounting code, imported once per runtime (the inspector takes the actor table from it). */
  loadMounting(): Promise<Mounting> {
    this.mounting ??= import('./mounting').then((code) => (this.code = code));
    return this.mounting;
  }

  /** A service's module, loaded once per runtime into the table contexts read. */
  loadService(name: ServiceName): Promise<void> {
    let pending = this.serviceLoads.get(name);
    if (!pending) {
      pending = this.loadMounting()
        .then((code) => code.loadService(name, this.kernel.env))
        .then((module) => void ((this.kernel.services as Record<string, unknown>)[name] = module))
        .catch((error: unknown) => {
          // Forgotten, so a later need (an on-demand service at the next click) tries again.
          this.serviceLoads.delete(name);
          throw error;
        });
      this.serviceLoads.set(name, pending);
    }
    return pending;
  }

  private mountNow(record: Mount): void {
    this.code!.mountRecord(this.kernel, record);
  }
}
