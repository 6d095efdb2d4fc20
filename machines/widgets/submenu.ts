/**
 * One submenu of Avada's vertical menu widget: `closed` or `open`. In hover
 * mode the pointer on its item opens it after the menu hover delay (`opening`),
 * and leaving closes it after the same delay (`closing`) unless the item is
 * or holds the current page. The arrow (click mode) and the keyboard open and
 * close it at once. Pure: the plugin provides `expand` and `collapse` (the slide).
 */
import { setup } from 'xstate';

/** Avada's menu hover delay. */
export const HOVER_DELAY_MS = 500;

export type SubmenuEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' };

export const submenuMachine = setup({
  types: {
    context: {} as { holdsCurrentPage: boolean; openOnLoad: boolean },
    events: {} as SubmenuEvent,
    input: {} as { holdsCurrentPage: boolean; open: boolean },
  },
  actions: {
    expand: () => {},
    collapse: () => {},
  },
  guards: {
    holdsCurrentPage: ({ context }) => context.holdsCurrentPage,
    openOnLoad: ({ context }) => context.openOnLoad,
  },
  delays: { hover: HOVER_DELAY_MS },
}).createMachine({
  id: 'verticalMenuSubmenu',
  context: ({ input }) => ({ holdsCurrentPage: input.holdsCurrentPage, openOnLoad: input.open }),
  initial: 'starting',
  states: {
    starting: {
      // The current page's submenus (and those around it) open on load.
      always: [{ guard: 'openOnLoad', target: 'expanding' }, { target: 'closed' }],
    },
    closed: {
      on: { POINTER_ENTER: 'opening', TOGGLE: 'expanding', OPEN: 'expanding' },
    },
    opening: {
      after: { hover: 'expanding' },
      on: { POINTER_LEAVE: 'closed', TOGGLE: 'expanding', OPEN: 'expanding' },
    },
    expanding: {
      entry: 'expand',
      always: 'open',
    },
    open: {
      on: { POINTER_LEAVE: 'closing', TOGGLE: 'collapsing', CLOSE: 'collapsing' },
    },
    closing: {
      after: { hover: [{ guard: 'holdsCurrentPage', target: 'open' }, { target: 'collapsing' }] },
      on: { POINTER_ENTER: 'open', TOGGLE: 'collapsing', CLOSE: 'collapsing' },
    },
    collapsing: {
      entry: 'collapse',
      always: 'closed',
    },
  },
});
