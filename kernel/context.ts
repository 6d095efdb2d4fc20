/**
 * The context a plugin gets for one element. Everything it hands out is
 * tracked (listeners, timers, bus handlers, requests, actors, portals), so one
 * `dispose` leaves nothing behind, whatever the plugin forgot.
 */
import { createTrackedClock } from '../adapters/clock';
import type { Environment } from '../adapters/environment';
import type { SettingsReader } from '../adapters/settings';
import type { StoredValues } from '../adapters/storage';
import type { Beacon } from '../adapters/beacon';
import type { ClipboardWriter } from '../adapters/clipboard';
import type { ActorTable } from './actor-table';
import type { RootBus } from './bus';
import type { RuntimeErrorInfo } from './events';
import type { PortalHost } from './portals';
import type { Cleanup, PluginContext, PluginDefinition, ServiceName } from './types';

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

export function createContext(kernel: Kernel, definition: PluginDefinition, element: Element): OwnedContext {
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

  const clock = createTrackedClock(kernel.env.timers);
  onCleanup(() => clock.dispose());
  const bus = kernel.bus.scoped(plugin, (error, _owner, type) =>
    kernel.report({ plugin, element, phase: 'bus', error }, type !== 'runtime:error'),
  );
  onCleanup(() => bus.dispose());

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
    bus,
    settings: kernel.settings.read(definition.settings),
    clock,
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
        { plugin, element, clock, table: kernel.actors, report: reportAs('actor'), onCleanup },
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
    log: {
      warn: (...args) => kernel.env.console.warn(`[site-runtime:${plugin}]`, ...args),
      error: (...args) => kernel.env.console.error(`[site-runtime:${plugin}]`, ...args),
      debug: (...args) => kernel.env.console.debug(`[site-runtime:${plugin}]`, ...args),
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
