/**
 * The tabs actor both tab markups run (docs/plugins/widgets.md#accessibility):
 * the tabs machine with what the markup does when a tab is chosen, the focus
 * moves and, if it needs it, once the chosen panel is in.
 */
import type { ActorRefFrom } from 'xstate';
import type { ServiceValue } from '../../../kernel/services';
import { TAB_FADE_MS, tabsMachine } from '../../../machines/widgets/tabs';
import type { Tab } from './pattern';

export type TabsActor = ActorRefFrom<typeof tabsMachine>;

export interface TabsView {
  /** The tab chosen at first (already shown). */
  initial: string;
  /** Shows the chosen tab's panel and hides the others. */
  show(active: string): void;
  /** Runs `revealMs` after a tab is chosen. */
  revealed?(active: string): void;
  revealMs?: number;
}

export function spawnTabs(spawn: ServiceValue<'spawn'>, tabs: readonly Tab[], view: TabsView): TabsActor {
  return spawn(
    tabsMachine.provide({
      actions: {
        showActiveTab: (_args, { active }) => view.show(active),
        focusTab: (_args, { name }) => tabs.find((tab) => tab.name === name)?.link.focus(),
        revealed: (_args, { active }) => view.revealed?.(active),
      },
      delays: { reveal: view.revealMs ?? TAB_FADE_MS },
    }),
    { input: { tabs: tabs.map((tab) => tab.name), active: view.initial } },
  );
}
