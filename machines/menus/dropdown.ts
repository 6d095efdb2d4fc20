/**
 * One menu item's dropdown (a sub-menu, a mega menu, the cart or the login
 * box; docs/plugins/menus.md#dropdowns-and-mega-menus). The pointer opens it
 * with intent: resting on the item for HOVER_OPEN_DELAY_MS, and it stays open
 * for HOVER_CLOSE_DELAY_MS after the pointer leaves, so a diagonal move into
 * the panel does not close it. The keyboard opens and closes it at once, and
 * it stays open while focus is inside it. Pure: the plugin provides show/hide.
 */
import { assign, setup } from 'xstate';

/** The pointer must rest on an item this long before its dropdown opens (ms). */
export const HOVER_OPEN_DELAY_MS = 100;
/** An open dropdown waits this long after the pointer left before it closes (ms). */
export const HOVER_CLOSE_DELAY_MS = 300;

export type DropdownEvent =
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' };

export interface DropdownContext {
  hovered: boolean;
  focusWithin: boolean;
}

export const dropdownMachine = setup({
  types: { context: {} as DropdownContext, events: {} as DropdownEvent },
  actions: {
    show: () => {},
    hide: () => {},
  },
  guards: {
    focusWithin: ({ context }) => context.focusWithin,
    hovered: ({ context }) => context.hovered,
  },
  delays: { openIntent: HOVER_OPEN_DELAY_MS, closeGrace: HOVER_CLOSE_DELAY_MS },
}).createMachine({
  id: 'dropdown',
  context: { hovered: false, focusWithin: false },
  initial: 'closed',
  on: {
    POINTER_ENTER: { actions: assign({ hovered: true }) },
    POINTER_LEAVE: { actions: assign({ hovered: false }) },
    FOCUS_IN: { actions: assign({ focusWithin: true }) },
    FOCUS_OUT: { actions: assign({ focusWithin: false }) },
  },
  states: {
    closed: {
      on: {
        POINTER_ENTER: { target: 'intending', actions: assign({ hovered: true }) },
        OPEN: 'open',
        TOGGLE: 'open',
      },
    },
    intending: {
      after: { openIntent: 'open' },
      on: {
        POINTER_LEAVE: { target: 'closed', actions: assign({ hovered: false }) },
        OPEN: 'open',
        TOGGLE: 'open',
      },
    },
    open: {
      entry: 'show',
      exit: 'hide',
      initial: 'held',
      on: {
        CLOSE: 'closed',
        TOGGLE: 'closed',
        FOCUS_OUT: [
          { guard: 'hovered', actions: assign({ focusWithin: false }) },
          { target: 'closed', actions: assign({ focusWithin: false }) },
        ],
      },
      states: {
        held: {
          on: {
            POINTER_LEAVE: [
              { guard: 'focusWithin', actions: assign({ hovered: false }) },
              { target: 'leaving', actions: assign({ hovered: false }) },
            ],
          },
        },
        leaving: {
          after: { closeGrace: '#dropdown.closed' },
          on: {
            POINTER_ENTER: { target: 'held', actions: assign({ hovered: true }) },
            FOCUS_IN: { target: 'held', actions: assign({ focusWithin: true }) },
          },
        },
      },
    },
  },
});
