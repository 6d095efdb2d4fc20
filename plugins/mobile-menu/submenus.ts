/**
 * Submenu toggles of the mobile list (docs/plugins/mobile-menu.md#submenus):
 * after each parent's link a `button.fusion-open-submenu` ("Open submenu of
 * …" / "Close submenu of …", `aria-expanded`) slides its submenu open and
 * shut (`fusion-sub-menu-open`). A parent link to "#" toggles too, except one
 * that opens a modal or an off-canvas panel.
 */
import { disclosureMachine } from '../../machines/mobile-menu/disclosure';
import type { PluginContext } from '../../kernel/types';
import type { MenuVars } from '../header/globals';
import { slideActions } from './slide';

/** The link's name as Avada takes it: its title, else its own menu text (without child elements), else its text. */
function titleOf(link: HTMLAnchorElement): string {
  const title = link.getAttribute('title');
  if (title !== null) return title;
  const text = link.querySelector(':scope > .menu-text');
  if (text) return Array.from(text.childNodes, (node) => (node.nodeType === node.TEXT_NODE ? node.textContent : '')).join('').trim();
  return (link.textContent ?? '').trim();
}

export function bindSubmenus(list: HTMLElement, vars: MenuVars, slideMs: number | undefined, ctx: PluginContext): void {
  for (const item of Array.from(list.querySelectorAll<HTMLLIElement>('li'))) {
    const submenu = item.querySelector<HTMLElement>(':scope > .sub-menu');
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    if (!submenu || !link) continue;
    const title = titleOf(link);
    const labels = { open: vars.mobile_submenu_open.replace('%s', title), close: vars.mobile_submenu_close.replace('%s', title) };
    const button = ctx.browser.document.createElement('button');
    button.type = 'button';
    button.className = 'fusion-open-submenu';
    button.setAttribute('aria-label', labels.open);
    button.setAttribute('aria-expanded', 'false');
    link.after(button);
    const actor = ctx.spawn(disclosureMachine.provide({ actions: slideActions({ elements: [submenu], openClass: 'fusion-sub-menu-open', control: button, labels }) }), {
      input: { slideMs },
    });
    ctx.listen(button, 'click', (event) => {
      event.stopPropagation();
      actor.send({ type: 'TOGGLE' });
    });
    ctx.listen(link, 'click', (event) => {
      if (link.getAttribute('href') !== '#') return;
      if (link.dataset.toggle !== 'modal' && !item.hasAttribute('data-off-canvas')) {
        event.preventDefault();
        event.stopPropagation();
      }
      actor.send({ type: 'TOGGLE' });
    });
  }
}
