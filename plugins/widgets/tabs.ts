/**
 * Binds Avada's tabs widget: `.fusion-tabs-nav li > a[data-link]` choose a pane
 * `.fusion-tab-content[data-name]`. The active `li` gets `active`, only the
 * matching pane shows, and it fades in over TAB_FADE_MS.
 */
import { TAB_FADE_MS, tabsWidgetMachine } from '../../machines/tabs-widget';
import type { PluginContext } from '../../kernel/types';

const NAV_LINK = '.fusion-tabs-nav a[data-link]';
const PANE = '.fusion-tab-content';

export function mount(widget: Element, ctx: PluginContext): void {
  const links = Array.from(widget.querySelectorAll<HTMLAnchorElement>(NAV_LINK));
  const panes = Array.from(widget.querySelectorAll<HTMLElement>(PANE));
  if (links.length === 0) return;
  const tabs = links.map((link) => link.dataset.link ?? '');
  const initial = links.find((link) => link.parentElement?.classList.contains('active'))?.dataset.link;

  const show = (active: string) => {
    for (const link of links) {
      const selected = link.dataset.link === active;
      link.parentElement?.classList.toggle('active', selected);
      link.setAttribute('aria-selected', String(selected));
    }
    for (const pane of panes) {
      const visible = pane.dataset.name === active;
      pane.style.display = visible ? '' : 'none';
      if (visible) pane.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: TAB_FADE_MS, easing: 'ease' });
    }
  };

  const actor = ctx.spawn(
    tabsWidgetMachine.provide({ actions: { showActiveTab: (_args, { active }) => show(active) } }),
    { input: { tabs, active: initial } },
  );

  // The nav links are href="#": without this the page would jump to the top.
  for (const link of links) {
    ctx.listen<MouseEvent>(link, 'click', (event) => {
      event.preventDefault();
      actor.send({ type: 'SELECT', name: link.dataset.link ?? '' });
    });
  }
}
