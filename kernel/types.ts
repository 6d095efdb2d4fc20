/**
 * The plugin contract. A definition is data the core chunk can hold for every
 * plugin without loading any plugin body; `load` brings the body in on demand.
 */
import type { ReactNode } from 'react';
import type { Browser } from '../adapters/browser';
import type { Clock } from '../adapters/clock';
import type { SettingsOf, SettingsRequest } from '../adapters/settings';
import type { Bus } from './bus';
import type { EventName } from './events';
import type { ServiceName, ServiceValue, ServiceValues } from './services';

export type { ServiceName };
export type Cleanup = () => void;

/**
 * When a page plugin runs: on every page, or when all the named page globals
 * exist (checked when the runtime starts, or when the plugin is registered later).
 */
export type PageTrigger = 'always' | { readonly globals: readonly string[] };

export interface PluginDefinition {
  /**
   * Unique; the path of the plugin's folder under plugins/ (`contact-form`,
   * `anti-spam/decoder`): shown in errors, in the inspector and in `siteRuntime.actors()`.
   */
  name: string;
  /** CSS selectors of the markup it binds. An element matching any of them is mounted once. */
  selectors?: readonly string[];
  /** Page-wide instead: mounted once per document, on its root element, when the trigger holds. */
  page?: PageTrigger;
  /** Page plugins this one needs: its mounts wait until they are mounted; where one does not run, neither does this one (its code is not loaded). */
  after?: readonly string[];
  /**
   * An element plugin's page globals, without which it does not run (as WooCommerce's scripts return at
   * once when their params are missing): on a page without one, its selectors are not filed and its code is not loaded.
   */
  needsGlobals?: readonly string[];
  /** Attribute names whose changes re-check the selectors (off unless a plugin asks). */
  attributes?: readonly string[];
  /**
   * Names of the page globals it reads (documentation and the inspector). Their
   * shapes and defaults live in the plugin's module (`settings`), so the core
   * chunk carries names, not validators. An entry ending in `*` is a prefix, for
   * globals whose names the server makes up (`off_canvas_*` allows `off_canvas_12`).
   */
  reads?: readonly string[];
  /** Services it uses; the kernel loads them with the plugin's code. */
  uses?: readonly ServiceName[];
  /**
   * Services it needs only after something happens (a click, a block answer): their code
   * (and libraries) load at the first `context.onDemand(name)`, so a page where nobody acts
   * never downloads them.
   */
  onDemand?: readonly ServiceName[];
  /**
   * Events it fires or hears that the page's scripts share (WooCommerce's, a
   * theme's, its own legacy ones): relayed through jQuery (or DOM CustomEvents)
   * both ways while it is registered; the kernel relays no others. Declare their
   * arguments in BusEvents by declaration merging.
   */
  pageEvents?: readonly EventName[];
  /**
   * Global functions page scripts may call or wrap before this plugin's chunk has
   * arrived (CleanTalk's apbct_public_sendREST, ...; `owner.name` for a method on
   * an object the server printed, as CF7's `wpcf7.submit`): the core defines
   * queueing stubs, and the module's `context.publish` replays what they recorded.
   */
  callQueues?: readonly string[];
  /**
   * Objects page scripts add to before this plugin's chunk has arrived (CF7's add-ons set
   * `swv.validators.<rule>` at DOMContentLoaded): the core makes each dotted path an empty object where
   * the page has none, on pages that printed the global `when`, before the call queues (which may stand
   * on them). The module fills them.
   */
  pageObjects?: { readonly when: string; readonly paths: readonly string[] };
  /** The plugin body, loaded the first time one of its selectors matches. */
  load: () => Promise<PluginModule>;
}

export interface PluginModule<R extends SettingsRequest = SettingsRequest> {
  /** Page globals it reads: key -> pageGlobal(name, shape); read once, typed, with defaults, as context.settings. */
  settings?: R;
  // Method syntax on purpose: a module whose mount wants typed settings still fits here.
  mount(element: Element, context: PluginContext<SettingsOf<R>>): Cleanup | void;
  /**
   * Plugins this one brings: registered once its code has loaded (less those the page's `disable`
   * names), before its own mounts. Definitions only some pages can use then ride in its chunk, not the core.
   */
  plugins?: readonly PluginDefinition[];
}

export type MountFunction<S = unknown> = (element: Element, context: PluginContext<S>) => Cleanup | void;

/** A view for a portal: a React node, or a function that loads one (so React and the view come on first need). */
export type View = ReactNode | (() => ReactNode | Promise<ReactNode>);

export interface PortalHandle {
  /** Replaces what the portal shows. */
  update(view: View): void;
  /** Unmounts the view and removes its host element. */
  close(): void;
  /** The element the view renders into (created by the runtime inside the target). */
  readonly host: HTMLElement;
}

export interface PortalOptions {
  /** Insert the host as the target's first child rather than its last. */
  prepend?: boolean;
  /** Extra class names for the host element (styling hooks). */
  className?: string;
}

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  debug(...args: unknown[]): void;
}

/** State shared by all mounts of one plugin in one runtime (see kernel/scope.ts). */
export interface PluginScope {
  /** A context for page-wide work (listeners, timers, requests) that lives as long as the scope. */
  readonly context: PluginContext;
  /** The value under `key`, made once per scope with the scope's context. */
  get<T>(key: string, make: (context: PluginContext) => T): T;
  /** A promise made once per scope under `key`, forgotten when it rejects so the next call tries again. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Where `listen` may attach besides an element: the page's window or document. */
export type ListenTarget = EventTarget | 'window' | 'document';

/**
 * Everything a plugin may touch. Services (`spawn`, `http`, `cookies`, `storage`,
 * `beacon`, `clipboard`, `intercept`) need `uses: [name]` in the definition;
 * kernel/services.ts says what each one is.
 */
export interface PluginContext<S = unknown> extends ServiceValues {
  readonly plugin: string;
  readonly element: Element;
  /** A bus view: handlers added here are removed on cleanup and their errors carry the plugin's name. */
  readonly bus: Bus;
  readonly settings: S;
  /** Timers cleared on cleanup; also XState's clock for actors spawned here. */
  readonly clock: Clock;
  /** The address, browser facts, navigation and page events (adapters/browser.ts). */
  readonly browser: Browser;
  /** State shared by this plugin's mounts, disposed when the last one leaves. */
  readonly scope: PluginScope;
  /** Reads a page global the definition names in `reads` (live, unvalidated: prefer `settings`). */
  global(name: string): unknown;
  /** Adds a DOM listener that cleanup removes. */
  listen<E extends Event = Event>(
    target: ListenTarget,
    type: string,
    handler: (event: E) => void,
    options?: AddEventListenerOptions,
  ): Cleanup;
  /** Renders a view into a host inside `target`; closed on cleanup. React loads on the first call. */
  portal(target: Element, view: View, options?: PortalOptions): PortalHandle;
  /** DOM writes whose added nodes discovery must not pick up (mount and cleanup are already covered). */
  write<T>(mutate: () => T): T;
  /**
   * Defines a page global function (or an object other scripts call into) for
   * legacy scripts, removed on cleanup; `owner.name` defines a method on the
   * page's object `owner`. Calls made earlier to a stub the definition declared
   * in callQueues are replayed now, and a script that kept or wrapped the stub
   * reaches `value` through it. A name another script already defined is left alone.
   */
  publish(name: string, value: ((...args: never[]) => unknown) | object): void;
  /**
   * A service the definition declares in `onDemand`, loaded now (once per runtime). The promise
   * never settles once this mount is cleaned up, so nothing of it runs on a gone element.
   */
  onDemand<K extends ServiceName>(name: K): Promise<ServiceValue<K>>;
  /** Runs on cleanup, after the plugin's own cleanup, in reverse order of registration. */
  onCleanup(fn: Cleanup): void;
  /** Reports an error with the plugin's name and element, once; never throws. */
  report(error: unknown): void;
  readonly log: Logger;
}

export interface ActorInfo {
  id: string;
  plugin: string;
  element: Element;
  /** The machine's current state value (or the actor's status for non-machine logic). */
  state: unknown;
  status: 'active' | 'done' | 'error' | 'stopped';
}

export interface InspectOptions {
  /** Also connect Stately's browser inspector (needs the Stately site to be reachable). */
  stately?: boolean;
}

/**
 * Declares a plugin (checks its shape at compile time), e.g.
 * `definePlugin({ name: 'widgets', selectors: ['.fusion-tabs-widget'], load: () => import('./plugin') })`.
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
