/**
 * Avada's ajax add to cart of a variations form: a submit sends the form's
 * fields (the plugin's `addToCart` actor) and, while the request runs, further
 * submits are ignored. The answer either sends the shopper to the product page
 * (WooCommerce could not add the item), or reports the item added with the
 * cart fragments and hash, or is unusable, as is a failed request: then a
 * notice says so and the form stays as the shopper left it.
 * Pure: the plugin provides the request and the DOM actions.
 */
import { fromPromise, setup } from 'xstate';

export type AddToCartOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'added'; fragments: Record<string, string>; cartHash: string }
  /** An answer with neither fragments nor an error, or one that is no answer at all. */
  | { kind: 'unexpected' };

export const variationAddToCartMachine = setup({
  types: { events: {} as { type: 'SUBMIT' } },
  actors: {
    addToCart: fromPromise<AddToCartOutcome>(async () => ({ kind: 'unexpected' })),
  },
  actions: {
    startLoading: () => {},
    stopLoading: () => {},
    redirect: (_args, _params: { url: string }) => {},
    announceAdded: (_args, _params: { fragments: Record<string, string>; cartHash: string }) => {},
    showUnexpectedAnswer: () => {},
    showFailure: (_args, _params: { error: unknown }) => {},
  },
  guards: {
    isRedirect: (_args, params: { outcome: AddToCartOutcome }) => params.outcome.kind === 'redirect',
    isAdded: (_args, params: { outcome: AddToCartOutcome }) => params.outcome.kind === 'added',
  },
}).createMachine({
  id: 'variationAddToCart',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: 'adding' } },
    adding: {
      entry: 'startLoading',
      exit: 'stopLoading',
      invoke: {
        src: 'addToCart',
        onDone: [
          {
            guard: { type: 'isRedirect', params: ({ event }) => ({ outcome: event.output }) },
            target: 'leaving',
            actions: { type: 'redirect', params: ({ event }) => ({ url: (event.output as { url: string }).url }) },
          },
          {
            guard: { type: 'isAdded', params: ({ event }) => ({ outcome: event.output }) },
            target: 'idle',
            actions: {
              type: 'announceAdded',
              params: ({ event }) => event.output as { fragments: Record<string, string>; cartHash: string },
            },
          },
          { target: 'idle', actions: 'showUnexpectedAnswer' },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The browser is on its way to the product page. */
    leaving: {},
  },
});
