/**
 * The live cart update (docs/plugins/theme-shop.md#live-cart-update): each
 * quantity change is an intent; one request is in flight at a time (parallel
 * writes to one cart session race on the server), and while it runs newer
 * intents wait, the latest per cart line only. An answer whose line already has
 * a newer intent waiting is stale and is not applied; the newer one is sent
 * next. So typing 1, 5, 3 sends 1 and then 3, and the page and the server end
 * at 3. The cart's totals are locked from the first request to the last answer.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface CartIntent {
  /** The cart item key (from the input name cart[KEY][qty]). */
  key: string;
  quantity: number;
}

export interface LiveCartContext {
  /** The intent whose request is in flight. */
  current: CartIntent | null;
  /** Waiting intents, in the order their lines were first changed; one per line. */
  waiting: CartIntent[];
}

export type LiveCartEvent = { type: 'CHANGE'; intent: CartIntent };

/** Adds an intent, replacing an older one for the same line. */
export function queued(waiting: readonly CartIntent[], intent: CartIntent): CartIntent[] {
  const index = waiting.findIndex((w) => w.key === intent.key);
  if (index < 0) return [...waiting, intent];
  return waiting.map((w, i) => (i === index ? intent : w));
}

export const liveCartMachine = setup({
  types: {
    context: {} as LiveCartContext,
    events: {} as LiveCartEvent,
  },
  actions: {
    /** Disables the cart totals and the checkout button (the plugin provides the DOM work). */
    lock: () => undefined,
    unlock: () => undefined,
    apply: (_, _params: { intent: CartIntent; answer: unknown }) => undefined,
    fail: (_, _params: { intent: CartIntent; error: unknown }) => undefined,
    queue: assign({ waiting: ({ context, event }) => queued(context.waiting, event.intent) }),
    takeNext: assign(({ context }) => ({ current: context.waiting[0] ?? null, waiting: context.waiting.slice(1) })),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    superseded: ({ context }) => context.current !== null && context.waiting.some((w) => w.key === context.current!.key),
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
  actors: {
    /** POSTs live_update_cart for one intent; resolves with the raw answer (the plugin provides it). */
    update: fromPromise<unknown, CartIntent>(async () => {
      throw new Error('liveCartMachine: provide the update actor');
    }),
  },
}).createMachine({
  id: 'liveCart',
  context: { current: null, waiting: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { CHANGE: { target: 'busy', actions: 'queue' } },
    },
    busy: {
      exit: ['unlock', 'clearCurrent'],
      on: { CHANGE: { actions: 'queue' } },
      initial: 'sending',
      states: {
        sending: {
          // Locked again for each request: an applied answer brings fresh, unlocked totals.
          entry: ['takeNext', 'lock'],
          invoke: {
            src: 'update',
            input: ({ context }) => context.current!,
            onDone: [
              { guard: 'superseded', target: 'settled' },
              { target: 'settled', actions: { type: 'apply', params: ({ context, event }) => ({ intent: context.current!, answer: event.output }) } },
            ],
            onError: [
              { guard: 'superseded', target: 'settled' },
              { target: 'settled', actions: { type: 'fail', params: ({ context, event }) => ({ intent: context.current!, error: event.error }) } },
            ],
          },
        },
        settled: {
          always: [{ guard: 'hasWaiting', target: 'sending' }, { target: '#liveCart.idle' }],
        },
      },
    },
  },
});
