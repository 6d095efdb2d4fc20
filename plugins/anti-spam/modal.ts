/**
 * The page's `cleantalkModal` (docs/plugins/anti-spam.md#generic-modal-and-block-answers): the object other
 * scripts call (open, close, confirm, with the loaded/loading/opened flags),
 * driven by the cleantalkModal machine and drawn by a lazily loaded React view
 * that reads the machine's actor. The actor and its drawing (xstate, the machine,
 * ./modal-actor) are made at the first open or confirm, not at mount: calls
 * made while they load are sent when they arrive, in order, and the flags stay
 * false until the actor says otherwise.
 * An existing object of that name is reused, as the original did.
 */
import type { HttpClient } from '../../adapters/http';
import type { PluginContext } from '../../kernel/types';
import { madeOnDemand } from '../made-on-demand';

export interface CleantalkModalApi {
  loaded: false | string;
  loading: boolean;
  opened: boolean;
  ignoreURLConvert: boolean;
  open(action?: string): void;
  close(): void;
  confirm(header: string, text: string, filePath?: string, callback?: (yes: boolean) => void, yes?: string, no?: string): void;
}

export interface Modal {
  /** The page's cleantalkModal object. */
  api: CleantalkModalApi;
  /** Resolves once the modal's actor exists (making it now), so the flags are live; rejects when it fails to load. */
  ready(): Promise<unknown>;
}

/** `templateHttp` must speak admin-ajax: the template action has no REST route. */
export function installModal(ctx: PluginContext, templateHttp: () => HttpClient): Modal {
  const existing = ctx.global('cleantalkModal');
  const api = (existing !== null && typeof existing === 'object' ? existing : {}) as CleantalkModalApi;
  // Nothing opened yet: close() has nothing to close and loads nothing.
  let asked = false;

  // A load that fails is reported once; the calls made meanwhile are dropped, and the next call loads again.
  const driver = madeOnDemand(async () => {
    const [spawn, { startModal }] = await Promise.all([ctx.onDemand('spawn'), import('./modal-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    return startModal(spawn, ctx, templateHttp, api);
  });

  Object.assign(api, {
    loaded: api.loaded ?? false,
    loading: false,
    opened: false,
    ignoreURLConvert: api.ignoreURLConvert ?? false,
    open(action?: string) {
      asked = true;
      // What the object holds at the call is what opens, whenever the actor arrives.
      const { loaded, ignoreURLConvert } = api;
      driver.use((modal) => modal.open(action, loaded, ignoreURLConvert));
    },
    close() {
      if (asked) driver.use((modal) => modal.close());
    },
    confirm(header: string, text: string, _filePath?: string, callback?: (yes: boolean) => void, yes = 'Yes', no = 'No') {
      asked = true;
      driver.use((modal) => modal.confirm(header, text, callback, yes, no));
    },
  } satisfies Partial<CleantalkModalApi>);
  // An existing object keeps its place; ours goes with the plugin.
  if (api !== existing) ctx.publish('cleantalkModal', api);

  ctx.listen<KeyboardEvent>(ctx.browser.document, 'keydown', (event) => {
    if (event.key === 'Escape') driver.current?.escape();
  });
  return { api, ready: driver.ready };
}
