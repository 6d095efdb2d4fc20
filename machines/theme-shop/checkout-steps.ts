/**
 * The theme's multi-step checkout: billing, shipping and order review, one
 * step shown at a time. A move (a nav link or a continue button) comes with
 * the outcome of re-validating the step being left: while a required field
 * there is not valid the step stays and the error banner shows (`failed`);
 * otherwise the chosen step shows, the banner goes (`editing`), and a
 * continue button also scrolls back up to the steps. The server's checkout
 * error scrolls to its notices; a re-render of the form shows the active step
 * again. Pure: the plugin provides the DOM actions.
 */
import { and, assign, setup } from 'xstate';

export type StepTrigger = 'nav' | 'continue';

export interface CheckoutStepsContext {
  steps: string[];
  active: string;
}

export type CheckoutStepsEvent =
  /** `valid`: no visible required field of the step being left is still invalid. */
  | { type: 'GO'; to: string; via: StepTrigger; valid: boolean }
  /** WooCommerce's `checkout_error`: the server refused the order. */
  | { type: 'SERVER_ERROR' }
  /** The form was re-rendered (ajax): show the active step again. */
  | { type: 'REFRESH' };

/** The step now active, taking the focus (a move by the visitor). */
const shownStep = ({ context }: { context: CheckoutStepsContext }) => ({ step: context.active, focus: true });

export const checkoutStepsMachine = setup({
  types: {
    context: {} as CheckoutStepsContext,
    events: {} as CheckoutStepsEvent,
    input: {} as { steps: string[]; active?: string },
  },
  actions: {
    showStep: (_args, _params: { step: string; focus: boolean }) => {},
    scrollToSteps: () => {},
    showBanner: () => {},
    clearBanner: () => {},
    scrollToNotices: () => {},
  },
  guards: {
    isKnownStep: ({ context, event }) => event.type === 'GO' && context.steps.includes(event.to),
    isValidMove: ({ event }) => event.type === 'GO' && event.valid,
    fromContinue: ({ event }) => event.type === 'GO' && event.via === 'continue',
  },
}).createMachine({
  id: 'checkoutSteps',
  context: ({ input }) => ({
    steps: input.steps,
    active: input.active !== undefined && input.steps.includes(input.active) ? input.active : (input.steps[0] ?? ''),
  }),
  initial: 'editing',
  on: {
    GO: [
      {
        guard: and(['isKnownStep', 'isValidMove', 'fromContinue']),
        target: '.editing',
        actions: [assign({ active: ({ event }) => event.to }), 'clearBanner', { type: 'showStep', params: shownStep }, 'scrollToSteps'],
      },
      {
        guard: and(['isKnownStep', 'isValidMove']),
        target: '.editing',
        actions: [assign({ active: ({ event }) => event.to }), 'clearBanner', { type: 'showStep', params: shownStep }],
      },
      { guard: 'isKnownStep', target: '.failed', actions: 'showBanner' },
    ],
    SERVER_ERROR: { actions: 'scrollToNotices' },
    REFRESH: { actions: { type: 'showStep', params: ({ context }) => ({ step: context.active, focus: false }) } },
  },
  states: {
    editing: {},
    failed: {},
  },
});
