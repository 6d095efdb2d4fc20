/**
 * CleanTalk's contact decoder (docs/plugins/anti-spam.md#encoded-contacts): a click
 * opens the popup with a wait message while every encoded node on the page is
 * sent in one request. The decoded address shows DECODE_REVEAL_MS after the
 * popup opened (or when the answer comes, if later): OPEN says how long the
 * plugin has already shown the wait text while this machine loaded; Got it closes the popup,
 * the nodes lose their blur and their text is replaced FILL_TEXT_MS later.
 * A refusal, a failed connection or an unreadable answer shows its message
 * and hides the popup DECODE_FAILURE_HIDE_MS later. Pure: the plugin provides
 * the request and the DOM work; the popup's view reads the state.
 */
import { assign, fromPromise, setup } from 'xstate';
import { DECODE_FAILURE_HIDE_MS, DECODE_REVEAL_MS, FILL_TEXT_MS } from './email-decoder-delays';

export interface DecodeRow {
  encoded_email: string;
  decoded_email: string;
  is_allowed: boolean;
  comment: string;
}

/** What the request resolved to, already read from the server's answer. */
export type DecodeOutcome =
  | { kind: 'allowed'; rows: DecodeRow[]; decoded: string }
  | { kind: 'blocked'; comment: string }
  | { kind: 'cannot_connect'; comment: string }
  | { kind: 'cannot_decode' };

export type FailureKind = 'blocked' | 'cannot_connect' | 'cannot_decode' | 'transport';

export interface DecoderContext {
  rows: DecodeRow[];
  decoded: string;
  failure: { kind: FailureKind; comment: string } | null;
  /** How long the popup had shown the wait text when OPEN came, in ms. */
  waited: number;
}

export type DecoderEvent = { type: 'OPEN'; waited?: number } | { type: 'GOT_IT' } | { type: 'CLOSE' };

export const emailDecoderMachine = setup({
  types: {
    context: {} as DecoderContext,
    events: {} as DecoderEvent,
  },
  actions: {
    /** The popup opens over a darkened page. */
    showWaiting: () => {},
    /** A failure's message shows on a page no longer darkened, as the original lifts the fade with it. */
    showFailure: () => {},
    hidePopup: () => {},
    /** Got it: nodes lose the blur at once (and a mailto source may be followed). */
    unblurNodes: (_args, _params: { rows: DecodeRow[]; followLink: boolean }) => {},
    writeDecoded: (_args, _params: { rows: DecodeRow[] }) => {},
    /** After a failure every encoded node listens for clicks again. */
    resetNodes: () => {},
  },
  actors: {
    decode: fromPromise<DecodeOutcome>(async () => ({ kind: 'cannot_decode' })),
  },
  delays: {
    reveal: ({ context }) => Math.max(0, DECODE_REVEAL_MS - context.waited),
    fill: FILL_TEXT_MS,
    hideFailure: DECODE_FAILURE_HIDE_MS,
  },
}).createMachine({
  id: 'emailDecoder',
  context: { rows: [], decoded: '', failure: null, waited: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: 'decoding' },
    },
    decoding: {
      entry: [
        assign({ rows: [], decoded: '', failure: null, waited: ({ event }) => (event.type === 'OPEN' ? (event.waited ?? 0) : 0) }),
        'showWaiting',
      ],
      type: 'parallel',
      states: {
        delay: {
          initial: 'waiting',
          states: { waiting: { after: { reveal: 'elapsed' } }, elapsed: { type: 'final' } },
        },
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                src: 'decode',
                onDone: [
                  {
                    guard: ({ event }) => event.output.kind === 'allowed',
                    target: 'answered',
                    actions: assign(({ event }) =>
                      event.output.kind === 'allowed' ? { rows: event.output.rows, decoded: event.output.decoded } : {},
                    ),
                  },
                  {
                    target: '#emailDecoder.failed',
                    actions: assign({
                      failure: ({ event }) => {
                        const out = event.output;
                        return out.kind === 'allowed' || out.kind === 'cannot_decode' ? { kind: 'cannot_decode' as const, comment: '' } : { kind: out.kind, comment: out.comment };
                      },
                    }),
                  },
                ],
                onError: {
                  target: '#emailDecoder.failed',
                  actions: assign({
                    failure: ({ event }) => ({ kind: 'transport' as const, comment: event.error instanceof Error ? event.error.message : '' }),
                  }),
                },
              },
            },
            answered: { type: 'final' },
          },
        },
      },
      onDone: 'revealed',
      on: { CLOSE: { target: 'idle', actions: 'hidePopup' } },
    },
    revealed: {
      on: {
        GOT_IT: { target: 'filling', actions: ['hidePopup', { type: 'unblurNodes', params: ({ context }) => ({ rows: context.rows, followLink: true }) }] },
        // Escape closes too, but never follows a mailto link on the visitor's behalf.
        CLOSE: { target: 'filling', actions: ['hidePopup', { type: 'unblurNodes', params: ({ context }) => ({ rows: context.rows, followLink: false }) }] },
      },
    },
    filling: {
      after: { fill: { target: 'done', actions: { type: 'writeDecoded', params: ({ context }) => ({ rows: context.rows }) } } },
    },
    done: { type: 'final' },
    failed: {
      entry: ['showFailure', 'resetNodes'],
      after: { hideFailure: { target: 'idle', actions: 'hidePopup' } },
      on: { CLOSE: { target: 'idle', actions: 'hidePopup' } },
    },
  },
});
