/**
 * The runtime: wires the registry, discovery, mounting, the bus and its page
 * bridge, and offers start/stop and the public API. It knows no plugin.
 */
import type { Environment } from '../adapters/environment';
import { createBus, type Bus } from './bus';
import { CallQueues } from './call-queues';
import type { Kernel } from './kernel';
import { createDiscovery } from './discovery';
import { createReporter } from './errors';
import { EventLog } from './event-log';
import type { RuntimeErrorInfo } from './events';
import type { InspectorSource } from './inspector/source';
import { Mounts } from './mounts';
import { DocumentObserver } from './observer';
import { bridgePage, type PageBridge } from './page-bridge';
import { OwnedNodes } from './owned-nodes';
import { Registry, type PluginRecord } from './registry';
import { SelectorIndex } from './selector-index';
import type { ActorInfo, InspectOptions, PluginDefinition } from './types';

/** `?runtime-inspect` in the page address opens the inspector panel. */
export const INSPECT_PARAMETER = 'runtime-inspect';

export interface RuntimeStats {
  plugins: string[];
  mounts: number;
  /** Started, and the first pass over the document (walked in slices, from a task after boot) done. */
  ready: boolean;
  /** Matches whose plugin code is still loading (tests wait for `ready` and 0 before interacting). */
  pending: number;
  actors: number;
  portals: number;
  /** Live plugin scopes. */
  scopes: number;
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
}

export interface RuntimeOptions {
  env: Environment;
  /** Definitions registered before start (the built-in plugins). */
  definitions?: readonly PluginDefinition[];
  /** Whether a plugin a loaded module brings (`PluginModule.plugins`) is registered: the page's `disable` may say no. */
  admits?: (name: string) => boolean;
}

export function createRuntime(options: RuntimeOptions): Runtime {
  const { env } = options;
  const { document } = env;
  const registry = new Registry();
  const callQueues = new CallQueues(env);
  const shared = new Map<string, unknown>();
  let started = false;
  let walked = false;
  /** Starts so far: a first pass still walking belongs to the run it started in. */
  let runs = 0;
  let bridge: PageBridge | undefined;
  let stopLogging: (() => void) | undefined;
  let closeInspector: (() => void) | undefined;
  let disconnectStately: (() => void) | undefined;

  const bus = createBus({
    onError: (error, owner, type) => report({ plugin: owner, element: undefined, phase: 'bus', error }, type !== 'runtime:error'),
  });
  const report = createReporter(
    (message, ...details) => env.console.error(message, ...details),
    (info) => bus.emit('runtime:error', info),
  );
  const kernelError = (phase: RuntimeErrorInfo['phase']) => (error: unknown) =>
    report({ plugin: undefined, element: undefined, phase, error });
  const events = new EventLog(() => env.timers.now());
  const owned = new OwnedNodes();

  const kernel: Kernel = {
    env,
    bus,
    shared: <T>(key: string, make: () => T): T => {
      if (!shared.has(key)) shared.set(key, make());
      return shared.get(key) as T;
    },
    owned,
    portalError: kernelError('portal'),
    services: {},
    loadService: (name) => mounts.loadService(name),
    write: (fn) => observer.withoutDiscovery(fn),
    report,
    publish: (name, value, queued) => callQueues.publish(name, value, queued),
    // A name the page registered first keeps the page's definition.
    bring: (definition) => {
      if (!registry.get(definition.name) && (options.admits?.(definition.name) ?? true)) register(definition);
    },
  };
  const mounts = new Mounts(kernel, registry, () => started);
  const discovery = createDiscovery(document, registry, mounts, owned, env.timers);
  const observer = new DocumentObserver(document, env.window.MutationObserver, discovery);

  function register(definition: PluginDefinition): void {
    const added = registry.add(definition, document.createDocumentFragment());
    if (!('definition' in added)) {
      const name = typeof definition?.name === 'string' ? definition.name : undefined;
      const error = added.selector ? new SyntaxError(added.problem) : new TypeError(`cannot register plugin: ${added.problem}`);
      report({ plugin: name, element: undefined, phase: added.selector ? 'selector' : 'register', error });
      return;
    }
    if (definition.pageEvents?.length) bridge?.add(definition.pageEvents);
    // At once, not at the start: the start waits a task after the document is parsed, and inline
    // scripts call these names at DOMContentLoaded, which may come first.
    callQueues.prepare(definition);
    if (started) activate(added);
  }

  /**
   * Files an element plugin's selectors for discovery unless it cannot run here (its page globals are
   * missing, or a page plugin it waits on does not run): markup it would match then costs discovery nothing.
   * Returns whether it was filed.
   */
  function file(plugin: PluginRecord): boolean {
    const { selectors } = plugin.definition;
    if (!selectors || mounts.cannotRunHere(plugin)) return false;
    registry.index.add(plugin, selectors);
    return true;
  }

  /** Brings a plugin registered while running up to date with the page. */
  function activate(plugin: PluginRecord): void {
    const { definition } = plugin;
    if (definition.page) return mounts.mountPage(plugin);
    observer.watchAttributes([...registry.attributeOwners.keys()]);
    if (file(plugin)) for (const element of Array.from(document.querySelectorAll(definition.selectors!.join(',')))) mounts.ensure(plugin, element);
  }

  /**
   * The selector index, then, in the task after, the first pass over the document (walked in slices, the
   * first one at once: on a large page at a phone's speed the whole pass in one task would be long).
   * Filing every plugin's selectors is a task's worth at that speed (4x: about 40 ms on a store's checkout)
   * and the pass's first slice another; nothing is missed between them: the pass reads the document as
   * it is when it begins, and the observer starts with it.
   */
  function discover(run: number): void {
    // Filed afresh each run: which page plugins run is known only now.
    registry.index = new SelectorIndex();
    for (const plugin of registry.plugins) file(plugin);
    const current = () => started && runs === run;
    void env.timers.nextTask().then(() => {
      if (!current()) return;
      observer.start([...registry.attributeOwners.keys()]);
      void discovery.discoverDocument(env.timers.now(), current).then(() => {
        if (current()) walked = true;
      });
    });
  }

  function start(): void {
    if (started) return;
    started = true;
    walked = false;
    const run = ++runs;
    stopLogging = bus.onAny((event) => events.record(event));
    try {
      bridge = bridgePage(env, bus, [...registry.pageEvents], kernelError('bus'));
    } catch (error) {
      kernelError('bus')(error);
    }
    for (const plugin of registry.plugins) callQueues.prepare(plugin.definition);
    // Page plugins first, in the next task: element plugins that name them in `after` wait for their mounts,
    // and each mount's import starts a fetch (at a phone's speed the imports were 20 ms of this task).
    void env.timers.nextTask().then(() => {
      if (started && runs === run) for (const plugin of registry.pagePlugins) mounts.mountPage(plugin);
    });
    // Discovery in the task after that: with the page plugins' mounts and imports, at a phone's speed (4x)
    // one task took about as long as the 50 ms a task may.
    void env.timers.nextTask().then(() => {
      if (started && runs === run) discover(run);
    });
    // The mounting code, in a task of its own, if no match asked for it yet: the first mount of a plugin
    // whose markup arrives later then waits for its own chunk only.
    void env.timers.nextTask().then(() => started && mounts.preload());
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
    mounts.unmountAll();
    callQueues.removeAll();
    closeInspector?.();
    closeInspector = undefined;
    disconnectStately?.();
    disconnectStately = undefined;
    kernel.portals?.dispose();
    bridge?.stop();
    bridge = undefined;
    stopLogging?.();
    stopLogging = undefined;
    // Nothing of this run is visible to the next: settings, page and service objects are made anew.
    shared.clear();
  }

  const inspectorSource: InspectorSource = { document, events, portalSite: kernel, reportError: kernelError('portal') };

  async function inspect(inspectOptions: InspectOptions = {}): Promise<void> {
    try {
      const actors = (await mounts.loadMounting()).actorTable(kernel);
      if (!closeInspector) {
        const { openInspectorPanel } = await import('./inspector/open-panel');
        if (!started) return;
        closeInspector = openInspectorPanel(inspectorSource, actors, () => (closeInspector = undefined));
      }
      if (inspectOptions.stately && !disconnectStately) {
        const { connectStately } = await import('./inspector/stately');
        if (started) disconnectStately ??= connectStately(actors);
      }
    } catch (error) {
      kernelError('portal')(error);
    }
  }

  for (const definition of options.definitions ?? []) register(definition);

  return {
    register,
    start,
    stop,
    bus,
    get started() {
      return started;
    },
    actors: () => kernel.actors?.list() ?? [],
    inspect,
    stats: () => ({
      plugins: registry.plugins.map((p) => p.definition.name),
      ready: started && walked,
      mounts: mounts.count(),
      pending: mounts.count('pending'),
      actors: kernel.actors?.size ?? 0,
      portals: kernel.portals?.size ?? 0,
      scopes: registry.plugins.filter((p) => p.scope).length,
    }),
  };
}

export type { RuntimeErrorInfo };
