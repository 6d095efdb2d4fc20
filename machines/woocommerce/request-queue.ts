/**
 * Cart writes, one request at a time: WooCommerce's add to cart and cart page
 * (docs/plugins/woocommerce-add-to-cart.md#queue, docs/plugins/woocommerce-cart-page.md#queue)
 * and the theme's live cart update (docs/plugins/theme-shop.md#live-cart-update).
 * Parallel writes to one cart session race on the server and can save a stale
 * cart, so each request starts only after the previous one ended, in the order
 * they were asked for. Nothing asked for while busy is dropped: a job that
 * names a `coalesce` key replaces a waiting job with the same key (a second
 * "update cart" while one waits carries the newer form; a cart line's newest
 * quantity), every other job waits its turn. An answer comes with `superseded`
 * when a newer job with its key already waits, for a plugin that shows only
 * the newest state of a thing (the theme's cart line) to leave it unapplied.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface QueuedJob {
  /** Jobs with the same key are one intent: the newest waiting one wins. */
  coalesce?: string;
}

export interface RequestQueueContext {
  /** The job whose request is in flight. */
  current: QueuedJob | null;
  /** Waiting jobs, oldest first. */
  waiting: QueuedJob[];
}

export type RequestQueueEvent = { type: 'ENQUEUE'; job: QueuedJob };

/** The waiting list with `job` added: appended, or in place of a waiting job with its coalesce key. */
export function enqueued(waiting: readonly QueuedJob[], job: QueuedJob): QueuedJob[] {
  const index = job.coalesce === undefined ? -1 : waiting.findIndex((w) => w.coalesce === job.coalesce);
  return index < 0 ? [...waiting, job] : waiting.map((w, i) => (i === index ? job : w));
}

/** Whether a newer job with the key of the one in flight is waiting. */
function superseded({ current, waiting }: RequestQueueContext): boolean {
  const key = current?.coalesce;
  return key !== undefined && waiting.some((job) => job.coalesce === key);
}

export const requestQueueMachine = setup({
  types: {
    context: {} as RequestQueueContext,
    events: {} as RequestQueueEvent,
  },
  actions: {
    /** The queue started working (the plugin marks the page busy). */
    busy: () => undefined,
    /** The queue ran dry (the plugin clears the busy marks). */
    idle: () => undefined,
    succeed: (_, _params: { job: QueuedJob; output: unknown; superseded: boolean }) => undefined,
    fail: (_, _params: { job: QueuedJob; error: unknown; superseded: boolean }) => undefined,
    queue: assign({ waiting: ({ context, event }) => enqueued(context.waiting, event.job) }),
    takeNext: assign(({ context }) => ({ current: context.waiting[0] ?? null, waiting: context.waiting.slice(1) })),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    hasWaiting: ({ context }) => context.waiting.length > 0,
  },
  actors: {
    /** Sends one job's request and resolves with its answer (the plugin provides it). */
    send: fromPromise<unknown, QueuedJob>(async () => {
      throw new Error('requestQueueMachine: provide the send actor');
    }),
  },
}).createMachine({
  id: 'requestQueue',
  context: { current: null, waiting: [] },
  initial: 'idle',
  states: {
    idle: {
      on: { ENQUEUE: { target: 'working', actions: 'queue' } },
    },
    working: {
      entry: 'busy',
      exit: ['clearCurrent', 'idle'],
      on: { ENQUEUE: { actions: 'queue' } },
      initial: 'sending',
      states: {
        sending: {
          entry: 'takeNext',
          invoke: {
            src: 'send',
            input: ({ context }) => context.current!,
            onDone: {
              target: 'settled',
              actions: { type: 'succeed', params: ({ context, event }) => ({ job: context.current!, output: event.output, superseded: superseded(context) }) },
            },
            onError: {
              target: 'settled',
              actions: { type: 'fail', params: ({ context, event }) => ({ job: context.current!, error: event.error, superseded: superseded(context) }) },
            },
          },
        },
        settled: {
          always: [{ guard: 'hasWaiting', target: 'sending' }, { target: '#requestQueue.idle' }],
        },
      },
    },
  },
});
