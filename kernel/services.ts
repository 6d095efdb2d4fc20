/**
 * The services table: code (and libraries) the kernel loads beside a plugin's
 * chunk only when its definition declares `uses: [name]`, and how each appears
 * on the plugin's context: as the property of the name it is declared by
 * (`uses: ['spawn']` gives `ctx.spawn`). A new service is one entry here; the
 * context and its type follow from the table.
 */
import type { Environment } from '../adapters/environment';
import type { ActorOwner } from './actors';

/** What a service sees of the context it is exposed on. */
export interface ServiceOwner {
  readonly env: Environment;
  /** One object per runtime under `key` (stored values, beacon, clipboard). */
  shared<T>(key: string, make: () => T): T;
  onCleanup(fn: () => void): void;
  actorOwner(): ActorOwner;
  /** Announces that one of the runtime's requests to `url` has ended. */
  requestSettled(url: string): void;
}

interface Service<P extends string, M, V> {
  /** The context property it appears as. */
  property: P;
  load: () => Promise<M>;
  expose: (module: M, owner: ServiceOwner) => V;
  /** Runs once when the module has arrived, in the task that loaded it, before any mount uses it. */
  open?: (module: M, env: Environment) => void;
}

const service = <P extends string, M, V>(
  property: P,
  load: () => Promise<M>,
  expose: (module: M, owner: ServiceOwner) => V,
  open?: (module: M, env: Environment) => void,
): Service<P, M, V> => ({ property, load, expose, open });

/** The four services most pages ask for together share one chunk (adapters/common-services.ts). */
const loadCommonServices = () => import('../adapters/common-services');

export const SERVICES = {
  /** `spawn(logic, options)`: an XState actor the kernel owns (brings xstate). */
  spawn: service(
    'spawn',
    () => import('./actors'),
    (m, owner) =>
      <L extends import('xstate').AnyActorLogic>(logic: L, options?: import('xstate').ActorOptions<L>) =>
        m.spawnActor(owner.actorOwner(), logic, options),
  ),
  /**
   * `http(config)`: REST or admin-ajax with nonces, time-out, retry and the error catalogue; aborted on
   * cleanup. The client's code (with ofetch) loads at its first call (adapters/http-on-demand.ts).
   */
  http: service(
    'http',
    loadCommonServices,
    (m, owner) => (config: import('../adapters/http').HttpConfig) => {
      const client = m.createHttp(owner.env, { ...config, onSettled: (url) => owner.requestSettled(url) });
      owner.onCleanup(() => client.abortAll());
      return client;
    },
  ),
  /**
   * `transfer`: file downloads (headers first, then the body in chunks with progress)
   * and plain form POSTs on native fetch, without ofetch; aborted on cleanup.
   */
  transfer: service(
    'transfer',
    () => import('../adapters/transfer'),
    (m, owner) => {
      const transfer = m.createTransfer(owner.env);
      owner.onCleanup(() => transfer.abortAll());
      return transfer;
    },
  ),
  /**
   * `cookies(options)`: js-cookie with the site's path and prefix rules. The jar is read once as the
   * code arrives: a page's first cookie read waits on the browser's cookie store, which no mount need pay.
   */
  cookies: service(
    'cookies',
    loadCommonServices,
    (m, owner) => (options?: import('../adapters/cookies').CookieOptions) => m.createCookies(owner.env, options),
    (m, env) => m.openJar(env),
  ),
  /** `storage`: local and session storage in the stored-value format, opened as the code arrives (as cookies are). */
  storage: service(
    'storage',
    loadCommonServices,
    (m, owner) => owner.shared('storage', () => m.createStoredValues(owner.env)),
    (m, env) => m.openStores(env),
  ),
  /** `beacon`: navigator.sendBeacon with a fetch fallback. */
  beacon: service(
    'beacon',
    () => import('../adapters/beacon'),
    (m, owner) => owner.shared('beacon', () => m.createBeacon(owner.env)),
  ),
  /** `clipboard`: text to the clipboard, with the legacy copy-command fallback. */
  clipboard: service(
    'clipboard',
    () => import('../adapters/clipboard'),
    (m, owner) => owner.shared('clipboard', () => m.createClipboard(owner.env)),
  ),
  /** `intercept(options)`: rewrite or watch other scripts' fetch, XHR and jQuery.ajax requests; undone on cleanup. */
  intercept: service(
    'intercept',
    loadCommonServices,
    (m, owner) => (options: import('../adapters/request-interception').InterceptionOptions) =>
      owner.onCleanup(m.interceptRequests(owner.env, options)),
  ),
};

export type ServiceName = keyof typeof SERVICES;

/** What a service is on the context (`ServiceValue<'http'>` is the `http(config)` function). */
export type ServiceValue<K extends ServiceName> = ReturnType<(typeof SERVICES)[K]['expose']>;

/** How each declared service appears on the context (`context.http(...)`, `context.storage`, ...). */
export type ServiceValues = {
  readonly [K in ServiceName as (typeof SERVICES)[K]['property']]: ReturnType<(typeof SERVICES)[K]['expose']>;
};

/** The modules loaded so far, by service. */
export type LoadedServices = { [K in ServiceName]?: Awaited<ReturnType<(typeof SERVICES)[K]['load']>> };

/** Loads a service's module and opens it (the runtime calls it once per name). */
export function loadService(name: ServiceName, env: Environment): Promise<unknown> {
  const entry = SERVICES[name] as Service<string, unknown, unknown> | undefined;
  if (!entry) return Promise.reject(new TypeError(`unknown service "${name}"`));
  return entry.load().then((module) => {
    entry.open?.(module, env);
    return module;
  });
}
