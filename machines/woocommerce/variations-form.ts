/**
 * WooCommerce's variations form (docs/plugins/woocommerce-variations-form.md#the-machine).
 * Two regions:
 * - `start`: INIT_DELAY_MS after mount the form announces itself and checks
 *   its selects once (WooCommerce waits for the gallery); until then the
 *   form is `loading` and a choice that matches nothing shows no notice;
 * - `lookup`: each CHECK (a change, `check_variations`, a reload) decides.
 *   Not every attribute chosen: the options are pruned and the shown
 *   variation is reset. All chosen, variations inline: the options are
 *   pruned and the first matching variation is found, or none. All chosen,
 *   `data-product_variations="false"`: the variation is asked for
 *   (`fetching`); a newer CHECK re-enters `fetching` or leaves it, which
 *   aborts the stale request, so only the last choice is ever shown.
 * Pure: the plugin provides the DOM actions and the request.
 */
import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { isComplete, matchingVariations, type Choice, type Variation } from './variation-match';

/** WooCommerce checks the form this long after it starts ("after the gallery"). */
export const INIT_DELAY_MS = 100;

export interface VariationsFormContext {
  /** The inline variations, or false: ask the server (`get_variation`). */
  variations: Variation[] | false;
  /** True until the first check: no "no match" notice for the page's own preselection. */
  loading: boolean;
}

export type VariationsFormEvent =
  | { type: 'CHECK'; choice: Choice }
  | { type: 'RELOAD'; variations: Variation[] | false };

const inline = ({ context }: { context: VariationsFormContext }) => context.variations !== false;
const complete = ({ event }: { event: VariationsFormEvent }) => event.type === 'CHECK' && isComplete(event.choice);
const choiceOfEvent = (event: VariationsFormEvent) => (event as { choice: Choice }).choice;

/** The first inline variation that matches the event's choice, or null. */
const firstMatch = (context: VariationsFormContext, event: VariationsFormEvent): Variation | null =>
  context.variations === false ? null : (matchingVariations(context.variations, choiceOfEvent(event).data)[0] ?? null);

export const variationsFormMachine = setup({
  types: {
    context: {} as VariationsFormContext,
    events: {} as VariationsFormEvent,
    input: {} as { variations: Variation[] | false },
  },
  actions: {
    /** Fires `check_variations` and `wc_variation_form` on the form. */
    announceStart: () => undefined,
    /** Fires `check_variations` on the form (after a reload). */
    requestCheck: () => undefined,
    /** Fires `update_variation_values`: the options are pruned to what the other choices allow. */
    updateValues: () => undefined,
    found: (_, _params: { variation: Variation }) => undefined,
    /** No variation matches a complete choice: reset, and the notice unless still loading. */
    noMatch: (_, _params: { notice: boolean }) => undefined,
    /** Fires `reset_data`. */
    resetData: () => undefined,
    /** The "Clear" link shows while anything is chosen. */
    showReset: (_, _params: { shown: boolean }) => undefined,
    block: () => undefined,
    unblock: () => undefined,
    /** The request failed (not aborted): nothing is shown, the plugin says why. */
    lookupFailed: (_, _params: { error: unknown }) => undefined,
    loaded: assign({ loading: false }),
    reload: assign({ variations: ({ event }) => (event.type === 'RELOAD' ? event.variations : false) }),
  },
  actors: {
    /** Asks `get_variation` for the choice: the variation, or null when none matches. */
    fetchVariation: fromPromise<Variation | null, Choice>(async () => null),
  },
  guards: { inline, complete, asks: and(['complete', not('inline')]) },
  delays: { initDelay: INIT_DELAY_MS },
}).createMachine({
  id: 'variationsForm',
  type: 'parallel',
  context: ({ input }) => ({ variations: input.variations, loading: true }),
  on: {
    RELOAD: { actions: ['reload', 'requestCheck'] },
  },
  states: {
    start: {
      initial: 'waiting',
      states: {
        waiting: { after: { initDelay: { target: 'done', actions: ['announceStart', 'loaded'] } } },
        done: {},
      },
    },
    lookup: {
      initial: 'idle',
      on: {
        CHECK: [
          {
            guard: and(['complete', 'inline']),
            target: '.idle',
            actions: [
              'updateValues',
              enqueueActions(({ context, event, enqueue }) => {
                const variation = firstMatch(context, event);
                if (variation) enqueue({ type: 'found', params: { variation } });
                else enqueue({ type: 'noMatch', params: { notice: !context.loading } });
              }),
              { type: 'showReset', params: { shown: true } },
            ],
          },
          {
            target: '.idle',
            actions: [
              'updateValues',
              'resetData',
              { type: 'showReset', params: ({ event }) => ({ shown: choiceOfEvent(event).chosenCount > 0 }) },
            ],
          },
        ],
      },
      states: {
        idle: {
          on: { CHECK: { guard: 'asks', target: 'fetching', actions: { type: 'showReset', params: { shown: true } } } },
        },
        fetching: {
          // Re-entering this state (not the region: that would restart the parallel `start` too) stops the stale request.
          on: { CHECK: { guard: 'asks', target: 'fetching', reenter: true, actions: { type: 'showReset', params: { shown: true } } } },
          entry: 'block',
          exit: 'unblock',
          invoke: {
            src: 'fetchVariation',
            input: ({ event }) => choiceOfEvent(event),
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'idle', actions: { type: 'found', params: ({ event }) => ({ variation: event.output! }) } },
              { target: 'idle', actions: { type: 'noMatch', params: ({ context }) => ({ notice: !context.loading }) } },
            ],
            onError: { target: 'idle', actions: { type: 'lookupFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
