/**
 * The context a plugin gets for one element. Everything it hands out is
 * tracked (listeners, timers, bus handlers, requests, actors, portals), so one
 * `dispose` leaves nothing behind, whatever the plugin forgot. A class: discovery
 * creates thousands of these, and prototype methods cost nothing per mount
 * (call them on the context: `ctx.listen(...)`, not a detached `listen`).
 * This module (with the services table, the clock and the browser capability)
 * loads beside the first plugin chunk, so the core chunk carries none of it.
 */
import { createBrowser, type Browser } from '../adapters/browser';
import { createTrackedClock, type TrackedClock } from '../adapters/clock';
import { SettingsReader } from '../adapters/settings-reader';
import { actorTable } from './actor-table';
import type { ActorOwner } from './actors';
import type { Bus } from './bus';
import type { RuntimeErrorInfo } from './events';
import type { Kernel } from './kernel';
import { SERVICES, type ServiceName, type ServiceOwner, type ServiceValue, type ServiceValues } from './services';
import type {
  Cleanup,
  ListenTarget,
  Logger,
  PluginContext,
  PluginDefinition,
  PluginModule,
  PluginScope,
  PortalHandle,
  PortalOptions,
  View,
} from './types';

export interface OwnedContext {
  context: PluginContext;
  /** Runs every registered cleanup once, newest first; errors are reported, never thrown. */
  dispose(): void;
}

// Service values (`spawn`, `http`, `storage`, ...) are prototype getters made from the table below.
interface MountContext extends ServiceValues {}

class MountContext implements PluginContext {
  readonly plugin: string;
  readonly settings: unknown;
  private readonly cleanups: Cleanup[] = [];
  private disposed = false;
  // Created on first use: most mounts never touch some of them.
  private ownClock: TrackedClock | undefined;
  private ownBus: (Bus & { dispose(): void }) | undefined;
  private ownLog: Logger | undefined;
  private values: Partial<Record<ServiceName, unknown>> | undefined;

  constructor(
    private readonly kernel: Kernel,
    private readonly definition: PluginDefinition,
    module: PluginModule,
    readonly element: Element,
    private readonly scopeOf: () => PluginScope,
  ) {
    this.plugin = definition.name;
    this.settings = kernel.shared('settings', () => new SettingsReader(kernel.env)).read(module.settings);
  }

  get browser(): Browser {
    return this.kernel.shared('browser', () => createBrowser(this.kernel.env));
  }

  get scope(): PluginScope {
    return this.scopeOf();
  }

  get clock(): TrackedClock {
    if (!this.ownClock) {
      const created = createTrackedClock(this.kernel.env.timers);
      this.onCleanup(() => created.dispose());
      this.ownClock = created;
    }
    return this.ownClock;
  }

  get bus(): Bus {
    if (!this.ownBus) {
      const created = this.kernel.bus.scoped(this.plugin, (error, _owner, type) =>
        this.kernel.report({ plugin: this.plugin, element: this.element, phase: 'bus', error }, type !== 'runtime:error'),
      );
      this.onCleanup(() => created.dispose());
      this.ownBus = created;
    }
    return this.ownBus;
  }

  get log(): Logger {
    if (!this.ownLog) {
      const { console } = this.kernel.env;
      const tag = `[site-runtime:${this.plugin}]`;
      this.ownLog = {
        warn: (...args) => console.warn(tag, ...args),
        error: (...args) => console.error(tag, ...args),
        debug: (...args) => console.debug(tag, ...args),
      };
    }
    return this.ownLog;
  }

  global(name: string): unknown {
    if (!declaresGlobal(this.definition.reads, name)) {
      throw new Error(`plugin "${this.plugin}" reads the page global "${name}" without naming it in reads: [...] in its definition`);
    }
    return this.kernel.env.global(name);
  }

  listen<E extends Event = Event>(target: ListenTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions): Cleanup {
    const on: EventTarget = target === 'window' ? this.kernel.env.window : target === 'document' ? this.kernel.env.document : target;
    const listener = (event: Event) => {
      try {
        handler(event as E);
      } catch (error) {
        this.reportAs('mount', error);
      }
    };
    on.addEventListener(type, listener, options);
    let active = true;
    const remove = () => {
      if (!active) return;
      active = false;
      on.removeEventListener(type, listener, options);
    };
    this.onCleanup(remove);
    return remove;
  }

  portal(target: Element, view: View, options?: PortalOptions): PortalHandle {
    const host = this.kernel.owned.portalHost(target, this.plugin, options, (fn) => this.kernel.write(fn));
    const owner = { plugin: this.plugin, report: (error: unknown) => this.reportAs('portal', error) };
    // The host is in the page at once; the portals' code (and React after it) comes with the first portal.
    let latest = view;
    let opened: PortalHandle | undefined;
    let closed = false;
    import('./portals').then(({ portalHostOf }) => {
      if (!closed) opened = portalHostOf(this.kernel).open(host, latest, owner);
    }, owner.report);
    const handle: PortalHandle = {
      host,
      update: (next) => {
        if (closed) return;
        if (opened) opened.update(next);
        else latest = next;
      },
      close: () => {
        if (closed) return;
        closed = true;
        if (opened) opened.close();
        else this.write(() => host.remove());
      },
    };
    this.onCleanup(handle.close);
    return handle;
  }

  write<T>(mutate: () => T): T {
    return this.kernel.write(mutate);
  }

  publish(name: string, value: ((...args: never[]) => unknown) | object): void {
    this.onCleanup(this.kernel.publish(name, value, this.definition.callQueues?.includes(name) ?? false));
  }

  onCleanup(fn: Cleanup): void {
    // Registered after cleanup (a late async callback): run it now rather than leak.
    if (this.disposed) this.runCleanup(fn);
    else this.cleanups.push(fn);
  }

  report(error: unknown): void {
    this.reportAs('mount', error);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    while (this.cleanups.length) this.runCleanup(this.cleanups.pop()!);
  }

  /** A failing cleanup is reported, never thrown: the others still run. */
  private runCleanup(fn: Cleanup): void {
    try {
      fn();
    } catch (error) {
      this.reportAs('cleanup', error);
    }
  }

  /** The service's value for this context, made once; the declaration is checked on every access. */
  service(name: ServiceName): unknown {
    if (!this.kernel.services[name] || !this.definition.uses?.includes(name)) {
      throw new Error(`plugin "${this.plugin}" uses ${name} without declaring uses: ['${name}'] in its definition`);
    }
    return this.exposed(name);
  }

  onDemand<K extends ServiceName>(name: K): Promise<ServiceValue<K>> {
    if (!this.definition.onDemand?.includes(name)) {
      return Promise.reject(new Error(`plugin "${this.plugin}" asks for ${name} without declaring onDemand: ['${name}'] in its definition`));
    }
    // Settles only while the mount lives: a load that ends after cleanup starts nothing on a gone element.
    return new Promise((resolve, reject) => {
      this.kernel.loadService(name).then(
        () => {
          if (!this.disposed) resolve(this.exposed(name) as ServiceValue<K>);
        },
        (error: unknown) => {
          if (!this.disposed) reject(error);
        },
      );
    });
  }

  /** A loaded service's value for this context, made once. */
  private exposed(name: ServiceName): unknown {
    const values = (this.values ??= {});
    if (!(name in values)) {
      values[name] = (SERVICES[name].expose as (module: unknown, owner: ServiceOwner) => unknown)(this.kernel.services[name], this.serviceOwner());
    }
    return values[name];
  }

  /** What the services table sees: the environment stays on this side of the plugin's context. */
  private serviceOwner(): ServiceOwner {
    return {
      env: this.kernel.env,
      shared: (key, make) => this.kernel.shared(key, make),
      onCleanup: (fn) => this.onCleanup(fn),
      requestSettled: (url) => this.kernel.bus.emit('runtime:request-complete', url),
      actorOwner: (): ActorOwner => ({
        plugin: this.plugin,
        element: this.element,
        clock: this.clock,
        table: actorTable(this.kernel),
        report: (error) => this.reportAs('actor', error),
        onCleanup: (fn) => this.onCleanup(fn),
      }),
    };
  }

  private reportAs(phase: RuntimeErrorInfo['phase'], error: unknown): void {
    this.kernel.report({ plugin: this.plugin, element: this.element, phase, error });
  }
}

/**
 * Whether `reads` names the global: exactly, or by a prefix entry ending in `*`
 * (`off_canvas_*` for the per-panel `off_canvas_<ID>` objects a theme prints),
 * which needs at least one character after the prefix.
 */
export function declaresGlobal(reads: readonly string[] | undefined, name: string): boolean {
  return !!reads?.some((entry) =>
    entry.endsWith('*') ? name.length >= entry.length && name.startsWith(entry.slice(0, -1)) : entry === name,
  );
}

for (const name of Object.keys(SERVICES) as ServiceName[]) {
  Object.defineProperty(MountContext.prototype, SERVICES[name].property, {
    get(this: MountContext) {
      return this.service(name);
    },
  });
}

export function createContext(
  kernel: Kernel,
  definition: PluginDefinition,
  module: PluginModule,
  element: Element,
  scope: () => PluginScope,
): OwnedContext {
  const context = new MountContext(kernel, definition, module, element, scope);
  return { context, dispose: () => context.dispose() };
}
