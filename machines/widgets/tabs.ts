/**
 * A tab set (WAI-ARIA tabs, manual activation): one tab active at a time.
 * Choosing a tab makes it active and reveals its panel; while the panel fades
 * in (the `reveal` delay) the widget is `revealing`, then `idle`, and
 * `revealed` runs. Arrow keys, Home and End move the focus between tabs
 * (wrapping at the ends) without choosing one. Pure: the plugin provides
 * `showActiveTab`, `focusTab` and, if it needs it, `revealed` and the delay.
 */
import { assign, setup } from 'xstate';

/** jQuery's default fadeIn duration, which the original widget uses. */
export const TAB_FADE_MS = 400;

export interface TabsContext {
  tabs: string[];
  active: string;
}

/** Where a focus move goes from the tab that has the focus. */
export type FocusMove = 'previous' | 'next' | 'first' | 'last';

export type TabsEvent = { type: 'SELECT'; name: string } | { type: 'MOVE_FOCUS'; from: string; to: FocusMove };

/** The tab a move lands on; the ends wrap around. A `from` that is no tab counts as the active one. */
export function focusTarget(tabs: readonly string[], active: string, from: string, to: FocusMove): string | undefined {
  if (tabs.length === 0) return undefined;
  if (to === 'first') return tabs[0];
  if (to === 'last') return tabs[tabs.length - 1];
  const start = tabs.includes(from) ? tabs.indexOf(from) : Math.max(tabs.indexOf(active), 0);
  const step = to === 'next' ? 1 : -1;
  return tabs[(start + step + tabs.length) % tabs.length];
}

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as { tabs: string[]; active?: string },
  },
  actions: {
    showActiveTab: (_args, _params: { active: string }) => {},
    focusTab: (_args, _params: { name: string }) => {},
    revealed: (_args, _params: { active: string }) => {},
  },
  guards: {
    isOtherKnownTab: ({ context, event }) => event.type === 'SELECT' && event.name !== context.active && context.tabs.includes(event.name),
  },
  delays: { reveal: TAB_FADE_MS },
}).createMachine({
  id: 'tabs',
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
    MOVE_FOCUS: {
      actions: {
        type: 'focusTab',
        params: ({ context, event }) => ({ name: focusTarget(context.tabs, context.active, event.from, event.to) ?? context.active }),
      },
    },
  },
  states: {
    idle: {},
    revealing: {
      after: { reveal: { target: 'idle', actions: { type: 'revealed', params: ({ context }) => ({ active: context.active }) } } },
    },
  },
});
