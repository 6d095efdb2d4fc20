/**
 * Binds Avada's tabs widget (docs/plugins/widgets.md): `.fusion-tabs-nav li > a[data-link]`
 * choose a pane `.fusion-tab-content[data-name]`, with the WAI-ARIA tabs pattern
 * and its keyboard: arrows (Up and Down too when vertical), Home and End move
 * the focus; Enter, Space and a click choose the focused tab, whose pane fades
 * in over TAB_FADE_MS.
 */
import { TAB_FADE_MS } from '../../../machines/widgets/tabs';
import type { PluginContext } from '../../../kernel/types';
import { spawnTabs } from './actor';
import { bindTabs } from './behaviour';
import { applyRoles, findTabs, isVertical, showSelected } from './pattern';

/** Widgets without an id of their own get one from this plugin's counter. */
const idBaseOf = (widget: Element, ctx: PluginContext) =>
  widget.id || `site-runtime-tabs-${++ctx.scope.get('widgets', () => ({ count: 0 })).count}`;

export function mount(widget: Element, ctx: PluginContext): void {
  const tabs = findTabs(widget);
  if (tabs.length === 0) return;
  const vertical = isVertical(widget);
  const initial = tabs.find((tab) => tab.link.parentElement?.classList.contains('active'))?.name ?? tabs[0]!.name;
  applyRoles(tabs, idBaseOf(widget, ctx), vertical);
  showSelected(tabs, initial);

  const actor = spawnTabs(ctx.spawn, tabs, {
    initial,
    show: (active) => showSelected(tabs, active)?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: TAB_FADE_MS, easing: 'ease' }),
  });
  // Made at mount, live in the inspector from the start.
  bindTabs(tabs, ctx, vertical, { current: actor, ready: async () => actor, use: (use) => use(actor) });
}
