/**
 * One tabs behaviour for both markups that use it, Avada's tabs widget and
 * WooCommerce's product tabs: the tabs machine, driven by clicks and keys on
 * the tab links (docs/plugins/widgets.md#accessibility). Each markup says how
 * a chosen tab is shown and, if it needs it, what follows once its panel is in.
 */
import { TAB_FADE_MS, tabsMachine } from '../../../machines/widgets/tabs';
import type { PluginContext } from '../../../kernel/types';
import { tabKeyAction, type Tab } from './pattern';

export interface TabsBehaviour {
  /** The tab chosen at first (already shown). */
  initial: string;
  /** Up and Down move between tabs too. */
  vertical: boolean;
  /** Shows the chosen tab's panel and hides the others. */
  show(active: string): void;
  /** Runs `revealMs` after a tab is chosen. */
  revealed?(active: string): void;
  revealMs?: number;
}

/** Binds the tab links to a tabs actor; returns it, for markup that chooses tabs from elsewhere too. */
export function bindTabs(tabs: readonly Tab[], ctx: PluginContext, behaviour: TabsBehaviour) {
  const actor = ctx.spawn(
    tabsMachine.provide({
      actions: {
        showActiveTab: (_args, { active }) => behaviour.show(active),
        focusTab: (_args, { name }) => tabs.find((tab) => tab.name === name)?.link.focus(),
        revealed: (_args, { active }) => behaviour.revealed?.(active),
      },
      delays: { reveal: behaviour.revealMs ?? TAB_FADE_MS },
    }),
    { input: { tabs: tabs.map((tab) => tab.name), active: behaviour.initial } },
  );

  for (const { name, link } of tabs) {
    // The links are href="#…": without this the page would jump.
    ctx.listen<MouseEvent>(link, 'click', (event) => {
      event.preventDefault();
      actor.send({ type: 'SELECT', name });
    });
    ctx.listen<KeyboardEvent>(link, 'keydown', (event) => {
      const action = tabKeyAction(event, behaviour.vertical);
      if (!action) return;
      actor.send(action === 'select' ? { type: 'SELECT', name } : { type: 'MOVE_FOCUS', from: name, to: action });
      // Arrows and Space would scroll; Enter would follow the link.
      event.preventDefault();
    });
  }
  return actor;
}
