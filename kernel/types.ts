/**
 * The plugin contract. A definition is data the core chunk can hold for every
 * plugin without loading any plugin body; `load` brings the body in on demand.
 */
import type { ReactNode } from 'react';
import type { AnyActorLogic, Actor, ActorOptions } from 'xstate';
import type { Environment } from '../adapters/environment';
import type { Clock } from '../adapters/clock';
import type { SettingsOf, SettingsRequest } from '../adapters/settings';
import type { StoredValues } from '../adapters/storage';
import type { Beacon } from '../adapters/beacon';
import type { ClipboardWriter } from '../adapters/clipboard';
import type { HttpClient, HttpConfig } from '../adapters/http';
import type { Cookies, CookieOptions } from '../adapters/cookies';
import type { Bus } from './bus';
import type { EventName } from './events';

export type Cleanup = () => void;

/** Services whose code (and libraries) the kernel loads beside a plugin's chunk, only when declared. */
export type ServiceName = 'actors' | 'http' | 'cookies' | 'storage' | 'beacon' | 'clipboard';

export interface PluginDefinition {
  /** Unique, kebab-case: shown in errors, in the inspector and in `siteRuntime.actors()`. */
  name: string;
  /** CSS selectors of the markup it binds. An element matching any of them is mounted once. */
  selectors: readonly string[];
  /** Attribute names whose changes re-check the selectors (off unless a plugin asks). */
  attributes?: readonly string[];
  /**
   * Names of the page globals it reads (documentation and the inspector). Their
   * shapes and defaults live in the plugin's module (`settings`), so the core
   * chunk carries names, not validators.
   */
  reads?: readonly string[];
  /** Services it uses; the kernel loads them with the plugin's code. */
  uses?: readonly ServiceName[];
  /**
   * Legacy events it shares with the page (beyond the WooCommerce set): relayed
   * through jQuery (or DOM CustomEvents) both ways, like PAGE_EVENTS. Declare
   * their arguments in BusEvents by declaration merging.
   */
  pageEvents?: readonly EventName[];
  /**
   * Global functions inline page scripts may call before this plugin's chunk has
   * arrived (CleanTalk's apbct_public_sendREST, ...): the core defines queueing
   * stubs, and the module's `context.publish` replays what they recorded.
   */
  callQueues?: readonly string[];
  /** The plugin body, loaded the first time one of its selectors matches. */
  load: () => Promise<PluginModule>;
}

export interface PluginModule<R extends SettingsRequest = SettingsRequest> {
  /** Page globals it reads: key -> pageGlobal(name, shape); read once, typed, with defaults, as context.settings. */
  settings?: R;
  // Method syntax on purpose: a module whose mount wants typed settings still fits here.
  mount(element: Element, context: PluginContext<SettingsOf<R>>): Cleanup | void;
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

export interface PluginContext<S = unknown> {
  readonly plugin: string;
  readonly element: Element;
  readonly env: Environment;
  /** A bus view: handlers added here are removed on cleanup and their errors carry the plugin's name. */
  readonly bus: Bus;
  readonly settings: S;
  /** Timers cleared on cleanup; also XState's clock for actors spawned here. */
  readonly clock: Clock;
  /** Requires `uses: ['storage']`: local and session storage in the stored-value format. */
  readonly storage: StoredValues;
  /** Requires `uses: ['beacon']`. */
  readonly beacon: Beacon;
  /** Requires `uses: ['clipboard']`. */
  readonly clipboard: ClipboardWriter;
  /** Requires `uses: ['http']`. Requests still running at cleanup are aborted. */
  http(config: HttpConfig): HttpClient;
  /** Requires `uses: ['cookies']`. */
  cookies(options?: CookieOptions): Cookies;
  /** Adds a DOM listener that cleanup removes. */
  listen<E extends Event = Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => void,
    options?: AddEventListenerOptions,
  ): Cleanup;
  /** Requires `uses: ['actors']`. Starts an actor the kernel owns: stopped on cleanup, listed by actors(). */
  spawn<L extends AnyActorLogic>(logic: L, options?: ActorOptions<L>): Actor<L>;
  /** Renders a view into a host inside `target`; closed on cleanup. React loads on the first call. */
  portal(target: Element, view: View, options?: PortalOptions): PortalHandle;
  /** DOM writes whose added nodes discovery must not pick up (mount and cleanup are already covered). */
  write<T>(mutate: () => T): T;
  /**
   * Defines a page global function for legacy scripts (removed on cleanup); calls
   * made earlier to a stub the definition declared in callQueues are replayed now.
   * A name another script already defined is left alone.
   */
  publish(name: string, fn: (...args: never[]) => unknown): void;
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
 * `definePlugin({ name: 'tabs-widget', selectors: ['.fusion-tabs-widget'], load: () => import('./tabs') })`.
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
