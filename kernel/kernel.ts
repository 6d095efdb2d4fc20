/**
 * The kernel as its parts see it: what the runtime hands mounting, the arrival
 * queue, plugin contexts, portals and actors (kernel/runtime.ts builds it).
 */
import type { Environment } from '../adapters/environment';
import type { ActorSite } from './actor-table';
import type { RootBus } from './bus';
import type { RuntimeErrorInfo } from './events';
import type { PortalSite } from './portals';
import type { PluginDefinition } from './types';
import type { LoadedServices, ServiceName } from './services';

export interface Kernel extends PortalSite, ActorSite {
  env: Environment;
  bus: RootBus;
  /** One instance per runtime run under `key` (browser, settings, stored values, beacon, clipboard); cleared on stop. */
  shared<T>(key: string, make: () => T): T;
  services: LoadedServices;
  /** Loads a service's module into `services` (once per runtime). */
  loadService(name: ServiceName): Promise<void>;
  /** Runs a write to the page that discovery must not take for new markup. */
  write<T>(fn: () => T): T;
  report(info: RuntimeErrorInfo, publish?: boolean): void;
  /** Serves a declared call queue's calls with `fn` (while the runtime runs); undefined when no stub of ours stands for the name. Returns the undo. */
  serveCalls(name: string, fn: (...args: unknown[]) => unknown): (() => void) | undefined;
  /** Registers a plugin a loaded module brought, unless the page switched it off. */
  bring(definition: PluginDefinition): void;
}
