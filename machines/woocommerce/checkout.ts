/**
 * WooCommerce's classic checkout (docs/plugins/woocommerce-checkout.md), two
 * regions side by side:
 * - review: `update_checkout` intents are debounced, and a newer intent aborts
 *   the update_order_review request still in flight (last intent wins);
 * - order: a submit the page's hooks allow places the order; further submits
 *   are ignored until the answer is in (double submission is impossible), and
 *   after a successful answer until the page has left.
 */
import { fromPromise, setup } from 'xstate';

/** WooCommerce debounces update_checkout by 5 ms, so a burst of triggers sends one request. */
export const UPDATE_DEBOUNCE_MS = 5;

/** What a checkout answer means, once the plugin has read it. */
export type PlaceOrderOutcome =
  | { kind: 'success'; redirect: string; answer: unknown }
  | { kind: 'failure'; messages: string; refresh: boolean; reload: boolean };

export type CheckoutEvent = { type: 'UPDATE' } | { type: 'SUBMIT' };

export const checkoutMachine = setup({
  types: {
    events: {} as CheckoutEvent,
  },
  actions: {
    /** Marks the review table and payment block busy. */
    blockReview: () => undefined,
    unblockReview: () => undefined,
    applyReview: (_, _params: { answer: unknown }) => undefined,
    reviewFailed: (_, _params: { error: unknown }) => undefined,
    /** Marks the form as processing (WooCommerce's own guard class) and busy. */
    blockForm: () => undefined,
    unblockForm: () => undefined,
    leave: (_, _params: { outcome: Extract<PlaceOrderOutcome, { kind: 'success' }> }) => undefined,
    showErrors: (_, _params: { outcome: Extract<PlaceOrderOutcome, { kind: 'failure' }> }) => undefined,
    submitFailed: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    /** The page's checkout_place_order hooks (and the chosen gateway's) let the order go. */
    hooksAllow: () => true,
    succeeded: (_, params: { outcome: PlaceOrderOutcome }) => params.outcome.kind === 'success',
  },
  delays: {
    updateDelay: UPDATE_DEBOUNCE_MS,
  },
  actors: {
    /** POSTs update_order_review; resolves with the raw answer. Aborted when superseded. */
    updateOrderReview: fromPromise<unknown>(async () => {
      throw new Error('checkoutMachine: provide the updateOrderReview actor');
    }),
    /** POSTs the form to ?wc-ajax=checkout; resolves with the answer read. */
    placeOrder: fromPromise<PlaceOrderOutcome>(async () => {
      throw new Error('checkoutMachine: provide the placeOrder actor');
    }),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  states: {
    review: {
      initial: 'idle',
      states: {
        idle: {
          on: { UPDATE: 'waiting' },
        },
        waiting: {
          on: { UPDATE: { target: 'waiting', reenter: true } },
          after: { updateDelay: 'updating' },
        },
        updating: {
          entry: 'blockReview',
          exit: 'unblockReview',
          // Leaving this state stops the invoked request: its signal aborts the fetch.
          on: { UPDATE: 'waiting' },
          invoke: {
            src: 'updateOrderReview',
            onDone: { target: 'idle', actions: { type: 'applyReview', params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: 'idle', actions: { type: 'reviewFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    order: {
      initial: 'ready',
      states: {
        ready: {
          on: { SUBMIT: { guard: 'hooksAllow', target: 'placing' } },
        },
        placing: {
          entry: 'blockForm',
          invoke: {
            src: 'placeOrder',
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => ({ outcome: event.output }) },
                target: 'leaving',
                actions: { type: 'leave', params: ({ event }) => ({ outcome: event.output as Extract<PlaceOrderOutcome, { kind: 'success' }> }) },
              },
              {
                target: 'ready',
                actions: ['unblockForm', { type: 'showErrors', params: ({ event }) => ({ outcome: event.output as Extract<PlaceOrderOutcome, { kind: 'failure' }> }) }],
              },
            ],
            onError: { target: 'ready', actions: ['unblockForm', { type: 'submitFailed', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        // The browser is on its way to the order-received page: the form stays blocked.
        leaving: {},
      },
    },
  },
});
