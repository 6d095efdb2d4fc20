/**
 * The context a plugin gets for one element. Everything it hands out is
 * tracked (listeners, timers, bus handlers, requests, actors, portals), so one
 * `dispose` leaves nothing behind, whatever the plugin forgot. A class: discovery
 * creates thousands of these, and prototype methods cost nothing per mount
 * (call them on the context: `ctx.listen(...)`, not a detached `listen`).
 */
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { createTrackedClock, type TrackedClock } from '../adapters/clock';
import { publishGlobal } from '../adapters/page-globals';
import type { Environment } from '../adapters/environment';
import type { SettingsReader } from '../adapters/settings-reader';
import type { StoredValues } from '../adapters/storage';
import type { Beacon } from '../adapters/beacon';
import type { ClipboardWriter } from '../adapters/clipboard';
import type { ActorTable } from './actor-table';
import type { RootBus } from './bus';
import type { RuntimeErrorInfo } from './events';
import type { PortalHost } from './portals';
import type { Bus } from './bus';
import type { Cookies, CookieOptions } from '../adapters/cookies';
import type { HttpClient, HttpConfig } from '../adapters/http';
import type { Cleanup, Logger, PluginContext, PluginDefinition, PluginModule, PortalHandle, PortalOptions, ServiceName, View } from './types';

export interface LoadedServices {
  http?: typeof import('../adapters/http');
  cookies?: typeof import('../adapters/cookies');
  actors?: typeof import('./actors');
  storage?: typeof import('../adapters/storage');
  beacon?: typeof import('../adapters/beacon');
  clipboard?: typeof import('../adapters/clipboard');
}

export interface Kernel {
  env: Environment;
  bus: RootBus;
  settings: SettingsReader;
  /** One instance per runtime of a service's object (stored values, beacon, clipboard). */
  shared<T>(key: ServiceName, make: () => T): T;
  portals: PortalHost;
  actors: ActorTable;
  services: LoadedServices;
  write<T>(fn: () => T): T;
  report(info: RuntimeErrorInfo, publish?: boolean): void;
  /** Defines the queueing stub for a declared call queue (while the runtime runs). */
  queueCalls(name: string): void;
}

export interface OwnedContext {
  context: PluginContext;
  /** Runs every registered cleanup once, newest first; errors are reported, never thrown. */
  dispose(): void;
}

class MountContext implements PluginContext {
  readonly plugin: string;
  readonly env: Environment;
  readonly settings: unknown;
  private readonly cleanups: Cleanup[] = [];
  private disposed = false;
  // Created on first use: most mounts never touch some of them.
  private ownClock: TrackedClock | undefined;
  private ownBus: (Bus & { dispose(): void }) | undefined;
  private ownLog: Logger | undefined;

  constructor(
    private readonly kernel: Kernel,
    private readonly definition: PluginDefinition,
    module: PluginModule,
    readonly element: Element,
  ) {
    this.plugin = definition.name;
    this.env = kernel.env;
    this.settings = kernel.settings.read(module.settings);
  }

  // The declaration is checked on every access, before the runtime-wide instance is shared.
  get storage(): StoredValues {
    const service = this.need('storage');
    return this.kernel.shared('storage', () => service.createStoredValues(this.kernel.env));
  }

  get beacon(): Beacon {
    const service = this.need('beacon');
    return this.kernel.shared('beacon', () => service.createBeacon(this.kernel.env));
  }

  get clipboard(): ClipboardWriter {
    const service = this.need('clipboard');
    return this.kernel.shared('clipboard', () => service.createClipboard(this.kernel.env));
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

  http(config: HttpConfig): HttpClient {
    const client = this.need('http').createHttp(this.kernel.env, config);
    this.onCleanup(() => client.abortAll());
    return client;
  }

  cookies(options?: CookieOptions): Cookies {
    return this.need('cookies').createCookies(this.kernel.env, options);
  }

  listen<E extends Event = Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions): Cleanup {
    const listener = (event: Event) => {
      try {
        handler(event as E);
      } catch (error) {
        this.reportAs('mount', error);
      }
    };
    target.addEventListener(type, listener, options);
    let active = true;
    const remove = () => {
      if (!active) return;
      active = false;
      target.removeEventListener(type, listener, options);
    };
    this.onCleanup(remove);
    return remove;
  }

  spawn<L extends AnyActorLogic>(logic: L, options?: ActorOptions<L>): Actor<L> {
    return this.need('actors').spawnActor(
      {
        plugin: this.plugin,
        element: this.element,
        clock: this.clock,
        table: this.kernel.actors,
        report: (error) => this.reportAs('actor', error),
        onCleanup: (fn) => this.onCleanup(fn),
      },
      logic,
      options,
    );
  }

  portal(target: Element, view: View, options?: PortalOptions): PortalHandle {
    const handle = this.kernel.portals.open(target, view, options, {
      plugin: this.plugin,
      report: (error) => this.reportAs('portal', error),
    });
    this.onCleanup(() => handle.close());
    return handle;
  }

  write<T>(mutate: () => T): T {
    return this.kernel.write(mutate);
  }

  publish(name: string, fn: (...args: never[]) => unknown): void {
    const remove = publishGlobal(this.kernel.env, name, fn as (...args: unknown[]) => unknown);
    this.onCleanup(() => {
      remove();
      // Still running and still declared: later inline calls queue again until a next mount.
      if (this.definition.callQueues?.includes(name)) this.kernel.queueCalls(name);
    });
  }

  onCleanup(fn: Cleanup): void {
    if (!this.disposed) {
      this.cleanups.push(fn);
      return;
    }
    // Registered after cleanup (a late async callback): run it now rather than leak.
    try {
      fn();
    } catch (error) {
      this.reportAs('cleanup', error);
    }
  }

  report(error: unknown): void {
    this.reportAs('mount', error);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const { cleanups } = this;
    while (cleanups.length) {
      const fn = cleanups.pop()!;
      try {
        fn();
      } catch (error) {
        this.reportAs('cleanup', error);
      }
    }
  }

  private reportAs(phase: RuntimeErrorInfo['phase'], error: unknown): void {
    this.kernel.report({ plugin: this.plugin, element: this.element, phase, error });
  }

  private need<K extends ServiceName>(name: K): NonNullable<LoadedServices[K]> {
    const service = this.kernel.services[name];
    if (!service || !this.definition.uses?.includes(name)) {
      throw new Error(`plugin "${this.plugin}" uses ${name} without declaring uses: ['${name}'] in its definition`);
    }
    return service as NonNullable<LoadedServices[K]>;
  }
}

export function createContext(kernel: Kernel, definition: PluginDefinition, module: PluginModule, element: Element): OwnedContext {
  const context = new MountContext(kernel, definition, module, element);
  return { context, dispose: () => context.dispose() };
}
