/**
 * The page's `cleantalkModal` (docs/plugins/anti-spam.md#generic-modal-and-block-answers): the object other
 * scripts call (open, close, confirm, with the loaded/loading/opened flags),
 * driven by the cleantalkModal machine and drawn by a lazily loaded React view
 * that reads the machine's actor. The actor (xstate and the machine,
 * ./modal-actor) is made at the first open or confirm, not at mount: calls
 * made while it loads are sent when it arrives, in order, and the flags stay
 * false until it says otherwise.
 * An existing object of that name is reused, as the original did.
 */
import type { HttpClient } from '../../adapters/http';
import type { PluginContext, PortalHandle } from '../../kernel/types';
import type { ModalContent, ModalEvent } from '../../machines/anti-spam/cleantalk-modal';
import { madeOnDemand } from '../made-on-demand';
import type { startModal } from './modal-actor';
import { ENDPOINTS } from './transport';

export interface CleantalkModalApi {
  loaded: false | string;
  loading: boolean;
  opened: boolean;
  ignoreURLConvert: boolean;
  open(action?: string): void;
  close(): void;
  confirm(header: string, text: string, filePath?: string, callback?: (yes: boolean) => void, yes?: string, no?: string): void;
}

const URL_PATTERN = /(^|[\s>(])(https?:\/\/[^\s<>"')]+)/g;

/** Bare URLs in a block message become links, as the original did, unless told not to. */
export function linkify(message: string): string {
  return message.replace(URL_PATTERN, (_m, lead: string, url: string) => `${lead}<a href="${url}" target="_blank">${url}</a>`);
}

/** A template answer: wp_send_json_success's `data`, or the bare HTML. */
function templateHtml(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  const data = (answer as { data?: unknown } | null)?.data;
  return typeof data === 'string' ? data : '';
}

type ModalActor = ReturnType<typeof startModal>;

export interface Modal {
  /** The page's cleantalkModal object. */
  api: CleantalkModalApi;
  /** Resolves once the modal's actor exists (making it now), so the flags are live; rejects when it fails to load. */
  ready(): Promise<unknown>;
}

/** `templateHttp` must speak admin-ajax: the template action has no REST route. */
export function installModal(ctx: PluginContext, templateHttp: () => HttpClient): Modal {
  const doc = ctx.browser.document;
  const existing = ctx.global('cleantalkModal');
  const api = (existing !== null && typeof existing === 'object' ? existing : {}) as CleantalkModalApi;
  let portal: PortalHandle | null = null;
  let returnFocus: HTMLElement | null = null;
  let pendingAnswer: ((yes: boolean) => void) | undefined;
  // Nothing opened yet: close() has nothing to close and loads nothing.
  let asked = false;

  const dispatch = (type: string) => ctx.browser.dispatch(doc, type);

  // The view gets the actor once, when the modal opens, and follows its content.
  const render = (content: ModalContent | null, actor: ModalActor) => {
    if (!content) {
      portal?.close();
      portal = null;
      ctx.write(() => doc.body.classList.remove('cleantalk-modal-opened'));
      if (returnFocus?.isConnected) returnFocus.focus();
      returnFocus = null;
      return;
    }
    if (portal) return;
    const active = doc.activeElement;
    returnFocus = active instanceof HTMLElement && active !== doc.body ? active : null;
    ctx.write(() => doc.body.classList.add('cleantalk-modal-opened'));
    portal = ctx.portal(doc.body, () => import('./views/modal').then((m) => m.renderModal({ actor })));
  };

  // A load that fails is reported once; the calls made meanwhile are dropped, and the next call loads again.
  const modal = madeOnDemand(async () => {
    const [spawn, { startModal }] = await Promise.all([ctx.onDemand('spawn'), import('./modal-actor')]).catch((error: unknown) => {
      ctx.report(error);
      throw error;
    });
    const actor: ModalActor = startModal(spawn, {
      render: (content) => render(content, actor),
      closed: () => dispatch('cleantalkModalClosed'),
      contentLoaded: () => dispatch('cleantalkModalContentLoaded'),
      answer: (yes) => {
        if (yes) pendingAnswer?.(true);
        pendingAnswer = undefined;
      },
      // endpoint: cleantalk:get_options_template
      template: async (action, signal) => templateHtml(await templateHttp().call({ ...ENDPOINTS.modalTemplate, action }, {}, { signal, responseType: 'json' })),
    });
    actor.subscribe((snapshot) => {
      api.loading = snapshot.matches('loading');
      api.opened = snapshot.matches('opened');
    });
    return actor;
  });
  const send = (deliver: (actor: ModalActor) => void) => {
    asked = true;
    modal.use(deliver);
  };
  const sendEvent = (event: ModalEvent) => send((actor) => actor.send(event));

  Object.assign(api, {
    loaded: api.loaded ?? false,
    loading: false,
    opened: false,
    ignoreURLConvert: api.ignoreURLConvert ?? false,
    open(action?: string) {
      const loaded = api.loaded;
      if (typeof loaded === 'string') {
        // "…/inc" marks a path in a settings text; the original left those unlinked.
        const content = api.ignoreURLConvert || /.*\/inc/.test(loaded) ? loaded : linkify(loaded);
        sendEvent({ type: 'OPEN', content });
      } else sendEvent({ type: 'OPEN', action });
    },
    close() {
      if (asked) sendEvent({ type: 'CLOSE' });
    },
    confirm(header: string, text: string, _filePath?: string, callback?: (yes: boolean) => void, yes = 'Yes', no = 'No') {
      send((actor) => {
        pendingAnswer = callback;
        actor.send({ type: 'CONFIRM', header, text, yes, no });
      });
    },
  } satisfies Partial<CleantalkModalApi>);
  // An existing object keeps its place; ours goes with the plugin.
  if (api !== existing) ctx.publish('cleantalkModal', api);

  ctx.listen<KeyboardEvent>(doc, 'keydown', (event) => {
    const actor = modal.current;
    if (event.key === 'Escape' && actor && !actor.getSnapshot().matches('closed')) actor.send({ type: 'CLOSE' });
  });
  return { api, ready: modal.ready };
}
