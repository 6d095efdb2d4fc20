/**
 * The context a plugin gets for one element. Everything it hands out is
 * tracked (listeners, timers, bus handlers, requests, actors, portals), so one
 * `dispose` leaves nothing behind, whatever the plugin forgot.
 */
import { createTrackedClock, type TrackedClock } from '../adapters/clock';
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
import type { Cleanup, Logger, PluginContext, PluginDefinition, PluginModule, ServiceName } from './types';

export interface LoadedServices {
  http?: typeof import('../adapters/http');
  cookies?: typeof import('../adapters/cookies');
  actors?: typeof import('./actors');
}

export interface Kernel {
  env: Environment;
  bus: RootBus;
  settings: SettingsReader;
  storage: StoredValues;
  beacon: Beacon;
  clipboard: ClipboardWriter;
  portals: PortalHost;
  actors: ActorTable;
  services: LoadedServices;
  write<T>(fn: () => T): T;
  report(info: RuntimeErrorInfo, publish?: boolean): void;
}

export interface OwnedContext {
  context: PluginContext;
  /** Runs every registered cleanup once, newest first; errors are reported, never thrown. */
  dispose(): void;
}

export function createContext(kernel: Kernel, definition: PluginDefinition, module: PluginModule, element: Element): OwnedContext {
  const plugin = definition.name;
  const cleanups: Cleanup[] = [];
  let disposed = false;

  const reportAs = (phase: RuntimeErrorInfo['phase']) => (error: unknown) =>
    kernel.report({ plugin, element, phase, error });

  const onCleanup = (fn: Cleanup) => {
    if (disposed) {
      // Registered after cleanup (a late async callback): run it now rather than leak.
      try {
        fn();
      } catch (error) {
        reportAs('cleanup')(error);
      }
      return;
    }
    cleanups.push(fn);
  };

  // Created on first use: most mounts never touch some of them, and discovery mounts thousands.
  let clock: TrackedClock | undefined;
  const getClock = (): TrackedClock => {
    if (!clock) {
      const created = createTrackedClock(kernel.env.timers);
      onCleanup(() => created.dispose());
      clock = created;
    }
    return clock;
  };
  let bus: (Bus & { dispose(): void }) | undefined;
  const getBus = (): Bus => {
    if (!bus) {
      const created = kernel.bus.scoped(plugin, (error, _owner, type) =>
        kernel.report({ plugin, element, phase: 'bus', error }, type !== 'runtime:error'),
      );
      onCleanup(() => created.dispose());
      bus = created;
    }
    return bus;
  };
  let log: Logger | undefined;
  const { console } = kernel.env;
  const tag = `[site-runtime:${plugin}]`;

  const need = <K extends ServiceName>(name: K): NonNullable<LoadedServices[K]> => {
    const service = kernel.services[name];
    if (!service || !definition.uses?.includes(name)) {
      throw new Error(`plugin "${plugin}" uses ${name} without declaring uses: ['${name}'] in its definition`);
    }
    return service as NonNullable<LoadedServices[K]>;
  };

  const context: PluginContext = {
    plugin,
    element,
    env: kernel.env,
    get bus() {
      return getBus();
    },
    settings: kernel.settings.read(module.settings),
    get clock() {
      return getClock();
    },
    storage: kernel.storage,
    beacon: kernel.beacon,
    clipboard: kernel.clipboard,
    http(config) {
      const client = need('http').createHttp(kernel.env, config);
      onCleanup(() => client.abortAll());
      return client;
    },
    cookies(options) {
      return need('cookies').createCookies(kernel.env, options);
    },
    listen(target, type, handler, options) {
      const listener = (event: Event) => {
        try {
          (handler as (event: Event) => void)(event);
        } catch (error) {
          reportAs('mount')(error);
        }
      };
      target.addEventListener(type, listener, options);
      let active = true;
      const remove = () => {
        if (!active) return;
        active = false;
        target.removeEventListener(type, listener, options);
      };
      onCleanup(remove);
      return remove;
    },
    spawn(logic, options) {
      return need('actors').spawnActor(
        { plugin, element, clock: getClock(), table: kernel.actors, report: reportAs('actor'), onCleanup },
        logic,
        options,
      );
    },
    portal(target, view, options) {
      const handle = kernel.portals.open(target, view, options, { plugin, report: reportAs('portal') });
      onCleanup(() => handle.close());
      return handle;
    },
    write: (fn) => kernel.write(fn),
    onCleanup,
    report: reportAs('mount'),
    get log() {
      return (log ??= {
        warn: (...args) => console.warn(tag, ...args),
        error: (...args) => console.error(tag, ...args),
        debug: (...args) => console.debug(tag, ...args),
      });
    },
  };

  return {
    context,
    dispose() {
      if (disposed) return;
      disposed = true;
      while (cleanups.length) {
        const fn = cleanups.pop()!;
        try {
          fn();
        } catch (error) {
          reportAs('cleanup')(error);
        }
      }
    },
  };
}
