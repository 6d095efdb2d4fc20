/**
 * The menu's search box (docs/plugins/menus.md#search): `closed` or `open`.
 * The overlay layout passes its 800 ms cross-fade as `transitionMs`: for that
 * long after each toggle the box is `moving` (Avada's `search-transition`
 * class), then `still`. The dropdown layout and the mobile search use 0.
 * Pure: the plugin provides open/close and the transition marks.
 */
import { setup } from 'xstate';

/** How long the overlay search cross-fades when it opens or closes (ms). */
export const OVERLAY_TRANSITION_MS = 800;

export type SearchBoxEvent = { type: 'TOGGLE' } | { type: 'OPEN' } | { type: 'CLOSE' };

export const searchBoxMachine = setup({
  types: { context: {} as { transitionMs: number }, events: {} as SearchBoxEvent, input: {} as { transitionMs?: number } },
  actions: {
    open: () => {},
    close: () => {},
    startTransition: () => {},
    endTransition: () => {},
  },
  delays: { transition: ({ context }) => context.transitionMs },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ transitionMs: input.transitionMs ?? 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: { TOGGLE: 'open', OPEN: 'open' },
      initial: 'still',
      states: {
        still: {},
        moving: { entry: 'startTransition', exit: 'endTransition', after: { transition: 'still' } },
      },
    },
    open: {
      entry: 'open',
      exit: 'close',
      on: { TOGGLE: '#searchBox.closed.moving', CLOSE: '#searchBox.closed.moving' },
      initial: 'moving',
      states: {
        still: {},
        moving: { entry: 'startTransition', exit: 'endTransition', after: { transition: 'still' } },
      },
    },
  },
});
