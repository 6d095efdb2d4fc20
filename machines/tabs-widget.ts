/**
 * A tabbed sidebar widget: one tab active at a time. Choosing a tab makes it
 * active and reveals its pane; while the pane fades in the widget is
 * `revealing`, then `idle`. Pure: the plugin provides `showActiveTab`.
 */
import { assign, setup } from 'xstate';

/** jQuery's default fadeIn duration, which the original widget uses. */
export const TAB_FADE_MS = 400;

export interface TabsWidgetContext {
  tabs: string[];
  active: string;
}

export type TabsWidgetEvent = { type: 'SELECT'; name: string };

export const tabsWidgetMachine = setup({
  types: {
    context: {} as TabsWidgetContext,
    events: {} as TabsWidgetEvent,
    input: {} as { tabs: string[]; active?: string },
  },
  actions: {
    showActiveTab: (_args, _params: { active: string }) => {},
  },
  guards: {
    isOtherKnownTab: ({ context, event }) => event.name !== context.active && context.tabs.includes(event.name),
  },
  delays: { fade: TAB_FADE_MS },
}).createMachine({
  id: 'tabsWidget',
  context: ({ input }) => ({ tabs: input.tabs, active: input.active ?? input.tabs[0] ?? '' }),
  initial: 'idle',
  on: {
    SELECT: {
      guard: 'isOtherKnownTab',
      target: '.revealing',
      reenter: true,
      actions: [
        assign({ active: ({ event }) => event.name }),
        { type: 'showActiveTab', params: ({ context }) => ({ active: context.active }) },
      ],
    },
  },
  states: {
    idle: {},
    revealing: { after: { fade: 'idle' } },
  },
});
