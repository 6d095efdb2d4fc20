/**
 * The page's `cleantalkModal` (docs/plugins/anti-spam.md#generic-modal-and-block-answers): the object other
 * scripts call (open, close, confirm, with the loaded/loading/opened flags),
 * driven by the cleantalkModal machine and drawn by a lazily loaded React view
 * that reads the machine's actor.
 * An existing object of that name is reused, as the original did.
 */
import { fromPromise } from 'xstate';
import { cleantalkModalMachine, type ModalContent } from '../../machines/anti-spam/cleantalk-modal';
import type { HttpClient } from '../../adapters/http';
import type { PluginContext, PortalHandle } from '../../kernel/types';
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

/** `templateHttp` must speak admin-ajax: the template action has no REST route. */
export function installModal(ctx: PluginContext, templateHttp: () => HttpClient): CleantalkModalApi {
  const doc = ctx.browser.document;
  const existing = ctx.global('cleantalkModal');
  const api = (existing !== null && typeof existing === 'object' ? existing : {}) as CleantalkModalApi;
  let portal: PortalHandle | null = null;
  let returnFocus: HTMLElement | null = null;
  let pendingAnswer: ((yes: boolean) => void) | undefined;

  const dispatch = (type: string) => ctx.browser.dispatch(doc, type);

  // The view gets the actor once, when the modal opens, and follows its content.
  const render = (content: ModalContent | null) => {
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

  const actor = ctx.spawn(
    cleantalkModalMachine.provide({
      actions: {
        render: (_args, { content }) => render(content),
        notifyClosed: () => dispatch('cleantalkModalClosed'),
        notifyContentLoaded: () => dispatch('cleantalkModalContentLoaded'),
        answer: (_args, { yes }) => {
          if (yes) pendingAnswer?.(true);
          pendingAnswer = undefined;
        },
      },
      actors: {
        fetchTemplate: fromTemplate(templateHttp),
      },
    }),
  );
  actor.subscribe((snapshot) => {
    api.loading = snapshot.matches('loading');
    api.opened = snapshot.matches('opened');
  });

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
        actor.send({ type: 'OPEN', content });
      } else actor.send({ type: 'OPEN', action });
    },
    close() {
      actor.send({ type: 'CLOSE' });
    },
    confirm(header: string, text: string, _filePath?: string, callback?: (yes: boolean) => void, yes = 'Yes', no = 'No') {
      pendingAnswer = callback;
      actor.send({ type: 'CONFIRM', header, text, yes, no });
    },
  } satisfies Partial<CleantalkModalApi>);
  // An existing object keeps its place; ours goes with the plugin.
  if (api !== existing) ctx.publish('cleantalkModal', api);

  ctx.listen<KeyboardEvent>(doc, 'keydown', (event) => {
    if (event.key === 'Escape' && !actor.getSnapshot().matches('closed')) actor.send({ type: 'CLOSE' });
  });
  return api;
}

function fromTemplate(http: () => HttpClient) {
  return fromPromise<string, { action: string }>(async ({ input, signal }) =>
    // endpoint: cleantalk:get_options_template
    templateHtml(await http().call({ ...ENDPOINTS.modalTemplate, action: input.action }, {}, { signal, responseType: 'json' })),
  );
}
