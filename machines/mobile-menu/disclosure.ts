/**
 * Something the mobile menu slides open and shut (docs/plugins/mobile-menu.md):
 * the menu list itself, each submenu, the mobile search. `collapsed` or
 * `expanded`; a toggle passes through `expanding` / `collapsing` for the slide
 * (200 ms; 0 where the visitor asked for reduced motion). A toggle during a
 * slide turns it around at once. Pure: the plugin provides the DOM actions.
 */
import { setup } from 'xstate';

/** How long a mobile menu list, submenu or search slides open or shut (ms). */
export const SLIDE_DURATION_MS = 200;

export type DisclosureEvent = { type: 'TOGGLE' } | { type: 'COLLAPSE' };

export const disclosureMachine = setup({
  types: { context: {} as { slideMs: number }, events: {} as DisclosureEvent, input: {} as { slideMs?: number } },
  actions: {
    slideOpen: (_args, _params: { ms: number }) => {},
    slideShut: (_args, _params: { ms: number }) => {},
    settle: (_args, _params: { expanded: boolean }) => {},
  },
  delays: { slide: ({ context }) => context.slideMs },
}).createMachine({
  id: 'disclosure',
  context: ({ input }) => ({ slideMs: input.slideMs ?? SLIDE_DURATION_MS }),
  initial: 'collapsed',
  states: {
    collapsed: {
      entry: { type: 'settle', params: { expanded: false } },
      on: { TOGGLE: 'expanding' },
    },
    expanding: {
      entry: { type: 'slideOpen', params: ({ context }) => ({ ms: context.slideMs }) },
      after: { slide: 'expanded' },
      on: { TOGGLE: 'collapsing', COLLAPSE: 'collapsing' },
    },
    expanded: {
      entry: { type: 'settle', params: { expanded: true } },
      on: { TOGGLE: 'collapsing', COLLAPSE: 'collapsing' },
    },
    collapsing: {
      entry: { type: 'slideShut', params: ({ context }) => ({ ms: context.slideMs }) },
      after: { slide: 'collapsed' },
      on: { TOGGLE: 'expanding' },
    },
  },
});
