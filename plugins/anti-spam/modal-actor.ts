/**
 * The cleantalkModal actor and what it draws, for installModal (modal.ts), in its own chunk with
 * xstate and the machine: they load at the first call of the page's `cleantalkModal` (or the first
 * block answer), not with the page plugin. The view is a lazily loaded React portal that reads the
 * actor; the template action's content comes over admin-ajax.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '../../adapters/http';
import type { ServiceValue } from '../../kernel/services';
import type { PluginContext, PortalHandle } from '../../kernel/types';
import { cleantalkModalMachine, type ModalContent } from '../../machines/anti-spam/cleantalk-modal';
import type { CleantalkModalApi } from './modal';
import { ENDPOINTS } from './transport';

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

/** What the page's cleantalkModal calls, once the actor is made. */
export interface ModalDriver {
  /** `loaded`: the object's `loaded` message as it was at the call (a string opens that message). */
  open(action: string | undefined, loaded: unknown, ignoreURLConvert: boolean): void;
  close(): void;
  confirm(header: string, text: string, answer: ((yes: boolean) => void) | undefined, yes: string, no: string): void;
  /** Escape: closes what is open. */
  escape(): void;
}

/** `templateHttp` must speak admin-ajax: the template action has no REST route. */
export function startModal(spawn: ServiceValue<'spawn'>, ctx: PluginContext, templateHttp: () => HttpClient, api: CleantalkModalApi): ModalDriver {
  const doc = ctx.browser.document;
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

  const actor = spawn(
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
        // endpoint: cleantalk:get_options_template
        fetchTemplate: fromPromise<string, { action: string }>(async ({ input, signal }) =>
          templateHtml(await templateHttp().call({ ...ENDPOINTS.modalTemplate, action: input.action }, {}, { signal, responseType: 'json' })),
        ),
      },
    }),
  );
  actor.subscribe((snapshot) => {
    api.loading = snapshot.matches('loading');
    api.opened = snapshot.matches('opened');
  });

  return {
    open(action, loaded, ignoreURLConvert) {
      if (typeof loaded === 'string') {
        // "…/inc" marks a path in a settings text; the original left those unlinked.
        const content = ignoreURLConvert || /.*\/inc/.test(loaded) ? loaded : linkify(loaded);
        actor.send({ type: 'OPEN', content });
      } else actor.send({ type: 'OPEN', action });
    },
    close: () => actor.send({ type: 'CLOSE' }),
    confirm(header, text, answer, yes, no) {
      pendingAnswer = answer;
      actor.send({ type: 'CONFIRM', header, text, yes, no });
    },
    escape() {
      if (!actor.getSnapshot().matches('closed')) actor.send({ type: 'CLOSE' });
    },
  };
}
