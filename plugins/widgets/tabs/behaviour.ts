/**
 * One tabs behaviour for both markups that use it, Avada's tabs widget and
 * WooCommerce's product tabs: clicks and keys on the tab links drive the tabs
 * actor (./actor, docs/plugins/widgets.md#accessibility). The actor may be made
 * at mount (the widget, live in the inspector from the start) or at the first
 * touch, focus or key on the tabs (the product tabs, whose machine then stays
 * off the product page's load): a click or key that comes before it is sent
 * when it arrives.
 */
import type { PluginContext } from '../../../kernel/types';
import type { TabsEvent } from '../../../machines/widgets/tabs';
import { atFirstTouch, type MadeOnDemand } from '../../made-on-demand';
import type { TabsActor } from './actor';
import { tabKeyAction, type Tab } from './pattern';

/** Binds the tab links to `actor`; returns what sends it an event, for markup that chooses tabs from elsewhere too. */
export function bindTabs(tabs: readonly Tab[], ctx: PluginContext, vertical: boolean, actor: MadeOnDemand<TabsActor>) {
  const send = (event: TabsEvent) => actor.use((made) => made.send(event), (error) => ctx.report(error));
  const list = tabs[0]?.link.closest('ul');
  if (list) atFirstTouch(ctx, list, () => void actor.ready().catch(() => undefined));

  for (const { name, link } of tabs) {
    // The links are href="#…": without this the page would jump.
    ctx.listen<MouseEvent>(link, 'click', (event) => {
      event.preventDefault();
      send({ type: 'SELECT', name });
    });
    ctx.listen<KeyboardEvent>(link, 'keydown', (event) => {
      const action = tabKeyAction(event, vertical);
      if (!action) return;
      send(action === 'select' ? { type: 'SELECT', name } : { type: 'MOVE_FOCUS', from: name, to: action });
      // Arrows and Space would scroll; Enter would follow the link.
      event.preventDefault();
    });
  }
  return send;
}
