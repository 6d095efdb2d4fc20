/**
 * CleanTalk's generic modal (`cleantalkModal`, docs/plugins/anti-spam.md#generic-modal-and-block-answers):
 * closed, loading (content asked from the server by a template action),
 * opened (a message such as a block answer, a fetched template, or a confirm dialog).
 * Pure: the plugin provides the template request and opens the view, which
 * reads the content (and so the server-HTML profile it needs) from the state.
 */
import { assign, fromPromise, setup } from 'xstate';

/** Confirm text is cut to its last 60 characters. */
export const CONFIRM_TEXT_MAX = 60;

export const confirmText = (text: string) => (text.length > CONFIRM_TEXT_MAX ? text.slice(-CONFIRM_TEXT_MAX) : text);

export type ModalContent =
  /** A message given to open() (a block answer's): text whose links survive, nothing else. */
  | { kind: 'message'; html: string }
  /** A template the server sent for a template action: formatted HTML. */
  | { kind: 'html'; html: string }
  | { kind: 'text'; text: string }
  | { kind: 'confirm'; header: string; text: string; yes: string; no: string };

export interface ModalContext {
  content: ModalContent | null;
}

export type ModalEvent =
  /** content: the message to show; without it the template `action` is fetched. */
  | { type: 'OPEN'; content?: string; action?: string }
  | { type: 'CONFIRM'; header: string; text: string; yes?: string; no?: string }
  | { type: 'ANSWER'; yes: boolean }
  | { type: 'CLOSE' };

export const cleantalkModalMachine = setup({
  types: { context: {} as ModalContext, events: {} as ModalEvent },
  actions: {
    render: (_args, _params: { content: ModalContent | null }) => {},
    notifyClosed: () => {},
    notifyContentLoaded: () => {},
    answer: (_args, _params: { yes: boolean }) => {},
  },
  actors: {
    fetchTemplate: fromPromise<string, { action: string }>(async () => ''),
  },
}).createMachine({
  id: 'cleantalkModal',
  context: { content: null },
  initial: 'closed',
  on: {
    CONFIRM: {
      target: '.opened',
      actions: [
        assign({
          content: ({ event }) => ({ kind: 'confirm', header: event.header, text: confirmText(event.text), yes: event.yes ?? 'Yes', no: event.no ?? 'No' }),
        }),
        { type: 'render', params: ({ context }) => ({ content: context.content }) },
        'notifyContentLoaded',
      ],
    },
  },
  states: {
    closed: {
      entry: assign({ content: null }),
      on: {
        OPEN: [
          {
            guard: ({ event }) => typeof event.content === 'string',
            target: 'opened',
            actions: [
              assign({ content: ({ event }) => ({ kind: 'message', html: event.content ?? '' }) }),
              { type: 'render', params: ({ context }) => ({ content: context.content }) },
            ],
          },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      entry: [assign({ content: { kind: 'text', text: 'Loading...' } }), { type: 'render', params: ({ context }) => ({ content: context.content }) }],
      invoke: {
        src: 'fetchTemplate',
        input: ({ event }) => ({ action: (event.type === 'OPEN' && event.action) || 'get_options_template' }),
        onDone: {
          target: 'opened',
          actions: [assign({ content: ({ event }) => ({ kind: 'html', html: event.output }) }), { type: 'render', params: ({ context }) => ({ content: context.content }) }],
        },
        onError: {
          target: 'opened',
          actions: [
            assign({ content: ({ event }) => ({ kind: 'text', text: event.error instanceof Error ? event.error.message : String(event.error) }) }),
            { type: 'render', params: ({ context }) => ({ content: context.content }) },
          ],
        },
      },
      on: { CLOSE: { target: 'closed', actions: [{ type: 'render', params: { content: null } }, 'notifyClosed'] } },
    },
    opened: {
      on: {
        // A second message replaces the first in the same overlay (the original stacked overlays).
        OPEN: {
          guard: ({ event }) => typeof event.content === 'string',
          actions: [assign({ content: ({ event }) => ({ kind: 'message', html: event.content ?? '' }) }), { type: 'render', params: ({ context }) => ({ content: context.content }) }],
        },
        ANSWER: { target: 'closed', actions: [{ type: 'answer', params: ({ event }) => ({ yes: event.yes }) }, { type: 'render', params: { content: null } }, 'notifyClosed'] },
        CLOSE: { target: 'closed', actions: [{ type: 'render', params: { content: null } }, 'notifyClosed'] },
      },
    },
  },
});
