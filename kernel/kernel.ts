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
  /**
   * Publishes a plugin's global (kernel/call-queues.ts): through the stub of a declared call queue when
   * `queued`. Returns the undo. Here rather than imported by contexts, so the page-globals adapter stays
   * in the entry instead of a chunk of its own that every page fetches before boot.
   */
  publish(name: string, value: ((...args: never[]) => unknown) | object, queued: boolean): () => void;
  /** Registers a plugin a loaded module brought, unless the page switched it off. */
  bring(definition: PluginDefinition): void;
}
