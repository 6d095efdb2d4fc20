/**
 * CleanTalk's e-mail-exists indicator for one input (docs/plugins/anti-spam.md#e-mail-checks):
 * on blur an address of the right shape is checked (load), then shown as
 * good_email or bad_email; an empty field clears the indicator; an address
 * of the wrong shape or a failed check shows nothing. Pure: the plugin
 * provides the check (with its per-page cache) and the indicator's host; the
 * indicator's view reads the state.
 */
import { assign, fromPromise, setup } from 'xstate';
import { isCheckableEmail } from './email-address';

export interface EmailVerdict {
  /** EXISTS or any other cloud verdict. */
  result: string;
  text_result: string;
}

export type IndicatorState = 'load' | 'good_email' | 'bad_email';

export const emailCheckMachine = setup({
  types: {
    context: {} as { email: string; verdict: EmailVerdict | null },
    events: {} as { type: 'CHECK'; email: string },
  },
  actions: {
    /** A check starts: the indicator appears (or stays) to show it. */
    show: () => {},
    clear: () => {},
  },
  actors: {
    check: fromPromise<EmailVerdict, { email: string }>(async () => ({ result: '', text_result: '' })),
  },
  guards: {
    isEmpty: ({ event }) => event.email.trim() === '',
    isCheckable: ({ event }) => isCheckableEmail(event.email.trim()),
  },
}).createMachine({
  id: 'emailCheck',
  context: { email: '', verdict: null },
  initial: 'idle',
  on: {
    CHECK: [
      { guard: 'isEmpty', target: '.idle', actions: ['clear', assign({ email: '', verdict: null })] },
      { guard: 'isCheckable', target: '.load', reenter: true, actions: assign({ email: ({ event }) => event.email.trim() }) },
    ],
  },
  states: {
    idle: {},
    load: {
      entry: 'show',
      invoke: {
        src: 'check',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output.result === 'EXISTS', target: 'good_email', actions: assign({ verdict: ({ event }) => event.output }) },
          { target: 'bad_email', actions: assign({ verdict: ({ event }) => event.output }) },
        ],
        // A failed check says nothing about the address: the indicator goes away.
        onError: { target: 'idle', actions: 'clear' },
      },
    },
    good_email: {},
    bad_email: {},
  },
});
