/**
 * One download link's lifecycle (docs/plugins/downloads.md#states-of-a-link): idle, then started (the transfer
 * runs; the link is disabled and shows progress), then completed, aborted or
 * failed. Every end state can start again; a second START while started is
 * ignored. Pure: the plugin provides the transfer actor and the link's views.
 */
import { assign, fromCallback, setup } from 'xstate';

/** download-complete is cleared after 4 s, 1 s for external downloads. */
export const COMPLETE_CLEAR_MS = 4000;
export const EXTERNAL_COMPLETE_CLEAR_MS = 1000;

export interface TransferInput {
  url: string;
  external: boolean;
  /** For an external download: the download endpoint's headers (its ids and nonce are what gets logged). */
  origin: Readonly<Record<string, string>>;
}

export type DownloadLinkEvent =
  | { type: 'START'; url: string }
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'EXTERNAL'; url: string; origin: Readonly<Record<string, string>> }
  | { type: 'DONE' }
  | { type: 'ABORT' }
  | { type: 'FAIL'; message: string; noXhr: boolean };

export interface DownloadLinkContext extends TransferInput {}

export const downloadLinkMachine = setup({
  types: {
    context: {} as DownloadLinkContext,
    events: {} as DownloadLinkEvent,
  },
  actions: {
    beginWith: assign({ url: ({ event }) => (event.type === 'START' ? event.url : ''), external: false, origin: {} }),
    showStarted: () => {},
    showProgress: (_args, _params: { loaded: number; total: number }) => {},
    showCompleted: () => {},
    clearCompleted: () => {},
    restoreLink: () => {},
    showFailure: (_args, _params: { message: string; noXhr: boolean }) => {},
  },
  actors: {
    // Fetches, reads the headers stage, saves or hands over; answers with EXTERNAL, PROGRESS, DONE, ABORT or FAIL.
    transfer: fromCallback<DownloadLinkEvent, TransferInput>(() => undefined),
  },
  delays: {
    clearComplete: ({ context }) => (context.external ? EXTERNAL_COMPLETE_CLEAR_MS : COMPLETE_CLEAR_MS),
  },
}).createMachine({
  id: 'downloadLink',
  context: { url: '', external: false, origin: {} },
  initial: 'idle',
  states: {
    idle: {
      on: { START: { target: 'started', actions: 'beginWith' } },
    },
    started: {
      entry: 'showStarted',
      invoke: { src: 'transfer', input: ({ context }) => ({ url: context.url, external: context.external, origin: context.origin }) },
      on: {
        PROGRESS: { actions: { type: 'showProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) } },
        // The same link goes on with the external address: a fresh transfer, the started look kept.
        EXTERNAL: {
          target: 'started',
          reenter: true,
          actions: assign({ url: ({ event }) => event.url, external: true, origin: ({ event }) => event.origin }),
        },
        DONE: 'completed',
        ABORT: { target: 'aborted', actions: 'restoreLink' },
        FAIL: {
          target: 'failed',
          actions: ['restoreLink', { type: 'showFailure', params: ({ event }) => ({ message: event.message, noXhr: event.noXhr }) }],
        },
      },
    },
    completed: {
      entry: 'showCompleted',
      after: { clearComplete: { target: 'idle', actions: 'clearCompleted' } },
      on: {
        START: {
          target: 'started',
          actions: ['clearCompleted', 'beginWith'],
        },
      },
    },
    aborted: {
      on: { START: { target: 'started', actions: 'beginWith' } },
    },
    failed: {
      on: { START: { target: 'started', actions: 'beginWith' } },
    },
  },
});
