/**
 * Avada's flyout menu and flyout search (docs/plugins/mobile-menu.md#flyout):
 * `inactive`, `menuActive` or `searchActive`. Toggling the open panel closes
 * it; toggling the other one while a panel is open switches to it. Escape
 * closes either. The mobile flyout also closes when the window grows wider
 * than the side-header break point. Pure: the plugin provides show and close.
 */
import { setup } from 'xstate';

export type FlyoutPanel = 'menu' | 'search';

export type FlyoutEvent =
  | { type: 'TOGGLE_MENU' }
  | { type: 'TOGGLE_SEARCH' }
  | { type: 'ESCAPE' }
  | { type: 'RESIZED'; width: number };

export interface FlyoutInput {
  breakPoint: number;
  /** The mobile flyout design closes on widening; the desktop flyout header (v6) does not. */
  closesWhenWide: boolean;
}

export const flyoutMachine = setup({
  types: { context: {} as FlyoutInput, events: {} as FlyoutEvent, input: {} as FlyoutInput },
  actions: {
    show: (_args, _params: { panel: FlyoutPanel }) => {},
    close: () => {},
  },
  guards: {
    widerThanBreakPoint: ({ context, event }) => event.type === 'RESIZED' && context.closesWhenWide && event.width > context.breakPoint,
  },
}).createMachine({
  id: 'flyout',
  context: ({ input }) => input,
  initial: 'inactive',
  states: {
    inactive: {
      on: { TOGGLE_MENU: 'menuActive', TOGGLE_SEARCH: 'searchActive' },
    },
    menuActive: {
      entry: { type: 'show', params: { panel: 'menu' } },
      on: {
        TOGGLE_MENU: { target: 'inactive', actions: 'close' },
        TOGGLE_SEARCH: 'searchActive',
        ESCAPE: { target: 'inactive', actions: 'close' },
        RESIZED: { guard: 'widerThanBreakPoint', target: 'inactive', actions: 'close' },
      },
    },
    searchActive: {
      entry: { type: 'show', params: { panel: 'search' } },
      on: {
        TOGGLE_SEARCH: { target: 'inactive', actions: 'close' },
        TOGGLE_MENU: 'menuActive',
        ESCAPE: { target: 'inactive', actions: 'close' },
        RESIZED: { guard: 'widerThanBreakPoint', target: 'inactive', actions: 'close' },
      },
    },
  },
});
