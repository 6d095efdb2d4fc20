/**
 * The runtime: registry, discovery, mounting, and the public API. It knows no
 * plugin; it matches their selectors, loads their code when a selector first
 * matches, mounts once per element and plugin, and cleans up when the element
 * leaves. Failures stay inside the plugin that caused them.
 */
import { browserEnvironment, type Environment } from '../adapters/environment';
import { installCallQueue } from '../adapters/page-globals';
import { SettingsReader } from '../adapters/settings-reader';
import { ActorTable } from './actor-table';
import { createBus, type Bus } from './bus';
import { createContext, type Kernel, type LoadedServices, type OwnedContext } from './context';
import { createReporter } from './errors';
import { EventLog } from './event-log';
import { PAGE_EVENTS, type EventName, type RuntimeErrorInfo } from './events';
import { DocumentObserver } from './observer';
import { bridgePage, type PageBridge } from './page-bridge';
import { PortalHost } from './portals';
import { SelectorIndex } from './selector-index';
import type { ActorInfo, InspectOptions, PluginContext, PluginDefinition, PluginModule, ServiceName } from './types';

/** `?runtime-inspect` in the page address opens the inspector panel. */
export const INSPECT_PARAMETER = 'runtime-inspect';

interface PluginRecord {
  definition: PluginDefinition;
  module: PluginModule | undefined;
  loading: Promise<boolean> | undefined;
  /** Matches found while the plugin's code loads: mounted together when it arrives. */
  waiting: MountRecord[];
  failed: boolean;
  mounts: Map<Element, MountRecord>;
}

interface MountRecord {
  plugin: PluginRecord;
  element: Element;
  state: 'pending' | 'mounted' | 'failed' | 'gone';
  owned: OwnedContext | undefined;
}

export interface RuntimeStats {
  plugins: string[];
  mounts: number;
  /** Matches whose plugin code is still loading (tests wait for 0 before interacting). */
  pending: number;
  actors: number;
  portals: number;
}

export interface Runtime {
  register(definition: PluginDefinition): void;
  start(): void;
  stop(): void;
  readonly bus: Bus;
  readonly started: boolean;
  actors(): ActorInfo[];
  inspect(options?: InspectOptions): Promise<void>;
  /** Counts for tests and the inspector. */
  stats(): RuntimeStats;
  /** The kernel's internals, for the inspector chunk. */
  readonly internals: RuntimeInternals;
}

export interface RuntimeInternals {
  env: Environment;
  actors: ActorTable;
  events: EventLog;
  portals: PortalHost;
  write<T>(fn: () => T): T;
}

export interface RuntimeOptions {
  env?: Environment;
  /** Definitions registered before start (the built-in plugins). */
  definitions?: readonly PluginDefinition[];
}

const SERVICE_LOADERS: { [K in ServiceName]: () => Promise<NonNullable<LoadedServices[K]>> } = {
  http: () => import('../adapters/http'),
  cookies: () => import('../adapters/cookies'),
  actors: () => import('./actors'),
  storage: () => import('../adapters/storage'),
  beacon: () => import('../adapters/beacon'),
  clipboard: () => import('../adapters/clipboard'),
};

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const env = options.env ?? browserEnvironment();
  const { document } = env;
  const plugins: PluginRecord[] = [];
  const byName = new Map<string, PluginRecord>();
  const index = new SelectorIndex<PluginRecord>();
  const attributeOwners = new Map<string, PluginRecord[]>();
  const services: LoadedServices = {};
  /** Events relayed to and from the page: the WooCommerce set plus what plugins declare. */
  const pageEvents = new Set<EventName>(PAGE_EVENTS);
  const serviceLoads = new Map<ServiceName, Promise<unknown>>();
  const sharedInstances = new Map<ServiceName, unknown>();
  let started = false;
  let bridge: PageBridge | undefined;
  /** Removers of the queueing stubs in place, by global name. */
  const callQueues = new Map<string, () => void>();
  let stopLogging: (() => void) | undefined;
  let closeInspector: (() => void) | undefined;
  let disconnectStately: (() => void) | undefined;

  const bus = createBus({
    onError: (error, owner, type) =>
      report({ plugin: owner, element: undefined, phase: 'bus', error }, type !== 'runtime:error'),
  });
  const report = createReporter(
    (message, ...details) => env.console.error(message, ...details),
    (info) => bus.emit('runtime:error', info),
  );
  const events = new EventLog(() => env.timers.now());
  const actors = new ActorTable();

  const observer = new DocumentObserver(document, env.window.MutationObserver, {
    sweep,
    discover,
    attributeChanged,
    isOwned: (node) => portals.isOwned(node),
  });
  const write = <T>(fn: () => T): T => observer.withoutDiscovery(fn);
  const portals = new PortalHost(env, write, (error) =>
    report({ plugin: undefined, element: undefined, phase: 'portal', error }),
  );

  const kernel: Kernel = {
    env,
    bus,
    settings: new SettingsReader(env),
    shared: <T>(key: ServiceName, make: () => T): T => {
      if (!sharedInstances.has(key)) sharedInstances.set(key, make());
      return sharedInstances.get(key) as T;
    },
    portals,
    actors,
    services,
    write,
    report,
    queueCalls,
  };

  function queueCalls(name: string): void {
    if (!started) return;
    // Again after a publisher's cleanup: the old stub is gone, a fresh one takes its place.
    callQueues.get(name)?.();
    callQueues.set(name, installCallQueue(env, name));
  }

  // ---- registry -------------------------------------------------------------

  function invalid(definition: PluginDefinition | undefined, problem: string): void {
    const name = typeof definition?.name === 'string' ? definition.name : undefined;
    report({ plugin: name, element: undefined, phase: 'register', error: new TypeError(`cannot register plugin: ${problem}`) });
  }

  function register(definition: PluginDefinition): void {
    if (!definition || typeof definition !== 'object') return invalid(undefined, 'the definition is not an object');
    const { name, selectors, load } = definition;
    if (typeof name !== 'string' || !name) return invalid(definition, 'it has no name');
    if (byName.has(name)) return invalid(definition, `a plugin named "${name}" is already registered`);
    if (typeof load !== 'function') return invalid(definition, `"${name}" has no load function`);
    if (!Array.isArray(selectors) || selectors.length === 0 || selectors.some((s) => typeof s !== 'string')) {
      return invalid(definition, `"${name}" needs a non-empty list of selector strings`);
    }
    const probe = document.createDocumentFragment();
    for (const selector of selectors) {
      try {
        probe.querySelector(selector);
      } catch {
        report({
          plugin: name,
          element: undefined,
          phase: 'selector',
          error: new SyntaxError(`plugin "${name}" has an invalid CSS selector ${JSON.stringify(selector)}; the plugin is skipped`),
        });
        return;
      }
    }
    const record: PluginRecord = { definition, module: undefined, loading: undefined, waiting: [], failed: false, mounts: new Map() };
    if (definition.pageEvents?.length) {
      for (const name of definition.pageEvents) pageEvents.add(name);
      bridge?.add(definition.pageEvents);
    }
    plugins.push(record);
    byName.set(name, record);
    index.add(record, selectors);
    for (const attribute of definition.attributes ?? []) {
      const owners = attributeOwners.get(attribute);
      if (owners) owners.push(record);
      else attributeOwners.set(attribute, [record]);
    }
    if (!started) return;
    for (const name of definition.callQueues ?? []) queueCalls(name);
    observer.watchAttributes([...attributeOwners.keys()]);
    // A late registration mounts on what is already in the page.
    for (const element of Array.from(document.querySelectorAll(selectors.join(',')))) ensureMounted(record, element);
  }

  // ---- discovery ------------------------------------------------------------

  function discover(root: Element): void {
    if (index.size === 0) return;
    // Native matching first: most added nodes match nothing, and the engine says so fastest.
    if (root.matches(index.combined)) index.match(root, ensureMounted);
    const found = root.querySelectorAll(index.combined);
    for (let i = 0; i < found.length; i++) index.match(found[i]!, ensureMounted);
  }

  function sweep(): void {
    for (const plugin of plugins) {
      if (plugin.mounts.size === 0) continue;
      for (const record of plugin.mounts.values()) if (!record.element.isConnected) unmount(record);
    }
  }

  function attributeChanged(element: Element, attribute: string): void {
    for (const plugin of attributeOwners.get(attribute) ?? []) {
      const record = plugin.mounts.get(element);
      const matches = index.matchesOwner(element, plugin);
      if (matches && !record) ensureMounted(plugin, element);
      else if (!matches && record) unmount(record);
    }
  }

  // ---- mounting -------------------------------------------------------------

  function ensureMounted(plugin: PluginRecord, element: Element): void {
    if (plugin.failed || plugin.mounts.has(element)) return;
    const record: MountRecord = { plugin, element, state: 'pending', owned: undefined };
    plugin.mounts.set(element, record);
    if (plugin.module) {
      mountNow(record);
      return;
    }
    plugin.waiting.push(record);
    if (!plugin.loading) void load(plugin, element).then((ok) => mountWaiting(plugin, ok));
  }

  /** Mounts, in one fenced write, every match that arrived while the plugin's code loaded. */
  function mountWaiting(plugin: PluginRecord, ok: boolean): void {
    const waiting = plugin.waiting;
    plugin.waiting = [];
    write(() => {
      for (const record of waiting) {
        if (record.state !== 'pending') continue;
        if (ok && started && record.element.isConnected) mountNow(record);
        else {
          record.state = 'gone';
          plugin.mounts.delete(record.element);
        }
      }
    });
  }

  function load(plugin: PluginRecord, element: Element): Promise<boolean> {
    const { definition } = plugin;
    plugin.loading = Promise.all([
      Promise.resolve().then(() => definition.load()),
      ...(definition.uses ?? []).map(loadService),
    ]).then(
      ([module]) => {
        if (!module || typeof (module as PluginModule).mount !== 'function') {
          throw new TypeError(`plugin "${definition.name}" loaded without a mount function`);
        }
        plugin.module = module as PluginModule;
        return true;
      },
    ).catch((error: unknown) => {
      plugin.failed = true;
      report({ plugin: definition.name, element, phase: 'load', error });
      return false;
    });
    return plugin.loading;
  }

  function loadService(name: ServiceName): Promise<unknown> {
    let pending = serviceLoads.get(name);
    if (!pending) {
      const loader = SERVICE_LOADERS[name];
      if (!loader) return Promise.reject(new TypeError(`unknown service "${name}"`));
      pending = loader().then((module) => {
        (services as Record<string, unknown>)[name] = module;
      });
      serviceLoads.set(name, pending);
    }
    return pending;
  }

  function mountNow(record: MountRecord): void {
    const { plugin, element } = record;
    const { definition } = plugin;
    let owned: OwnedContext;
    try {
      owned = createContext(kernel, definition, plugin.module!, element);
    } catch (error) {
      record.state = 'failed';
      report({ plugin: definition.name, element, phase: 'mount', error });
      return;
    }
    record.owned = owned;
    let result: unknown;
    try {
      // The module reads its settings through the same request it declared: the types line up at its edge.
      result = write(() => plugin.module!.mount(element, owned.context as PluginContext<never>));
    } catch (error) {
      record.state = 'failed';
      report({ plugin: definition.name, element, phase: 'mount', error });
      owned.dispose();
      return;
    }
    // The plugin's own cleanup runs first; after dispose (element removed during
    // its own mount) onCleanup runs it at once.
    if (typeof result === 'function') owned.context.onCleanup(result as () => void);
    else if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        (cleanup) => {
          if (typeof cleanup === 'function') owned.context.onCleanup(cleanup as () => void);
        },
        (error: unknown) => report({ plugin: definition.name, element, phase: 'mount', error }),
      );
    }
    if (record.state === 'pending') record.state = 'mounted';
  }

  function unmount(record: MountRecord): void {
    const { plugin, element } = record;
    if (plugin.mounts.get(element) === record) plugin.mounts.delete(element);
    if (record.state === 'gone') return;
    record.state = 'gone';
    if (record.owned) write(() => record.owned!.dispose());
  }

  // ---- lifecycle ------------------------------------------------------------

  function start(): void {
    if (started) return;
    started = true;
    stopLogging = bus.onAny((event) => events.record(event));
    try {
      bridge = bridgePage(env, bus, [...pageEvents], (error) =>
        report({ plugin: undefined, element: undefined, phase: 'bus', error }),
      );
    } catch (error) {
      report({ plugin: undefined, element: undefined, phase: 'bus', error });
    }
    for (const plugin of plugins) for (const name of plugin.definition.callQueues ?? []) queueCalls(name);
    observer.start([...attributeOwners.keys()]);
    if (document.documentElement) discover(document.documentElement);
    let search = '';
    try {
      search = env.location().search;
    } catch {
      // A sandboxed frame may refuse location access; the parameter is then simply absent.
    }
    if (new URLSearchParams(search).has(INSPECT_PARAMETER)) void inspect();
  }

  function stop(): void {
    if (!started) return;
    started = false;
    observer.stop();
    for (const plugin of plugins) for (const record of [...plugin.mounts.values()]) unmount(record);
    for (const remove of callQueues.values()) remove();
    callQueues.clear();
    closeInspector?.();
    closeInspector = undefined;
    disconnectStately?.();
    disconnectStately = undefined;
    portals.dispose();
    bridge?.stop();
    bridge = undefined;
    stopLogging?.();
    stopLogging = undefined;
  }

  async function inspect(inspectOptions: InspectOptions = {}): Promise<void> {
    try {
      if (!closeInspector) {
        const { openInspectorPanel } = await import('./inspector/open-panel');
        if (!started) return;
        closeInspector = openInspectorPanel(internals, () => (closeInspector = undefined));
      }
      if (inspectOptions.stately && !disconnectStately) {
        const { connectStately } = await import('./inspector/stately');
        if (started) disconnectStately ??= connectStately(actors);
      }
    } catch (error) {
      report({ plugin: undefined, element: undefined, phase: 'portal', error });
    }
  }

  const internals: RuntimeInternals = { env, actors, events, portals, write };

  for (const definition of options.definitions ?? []) register(definition);

  return {
    register,
    start,
    stop,
    bus,
    get started() {
      return started;
    },
    actors: () => actors.list(),
    inspect,
    stats: () => ({
      plugins: plugins.map((p) => p.definition.name),
      mounts: plugins.reduce((sum, p) => sum + p.mounts.size, 0),
      pending: plugins.reduce((sum, p) => sum + [...p.mounts.values()].filter((m) => m.state === 'pending').length, 0),
      actors: actors.size,
      portals: portals.size,
    }),
    internals,
  };
}

export type { RuntimeErrorInfo };
