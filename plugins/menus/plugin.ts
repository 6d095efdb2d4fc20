/**
 * Avada's main menu (docs/plugins/menus.md): each item with a sub-menu, a
 * mega menu, the cart or the login box opens its panel with hover intent,
 * from the keyboard, or on a first tap on touch screens; the item's link
 * carries `aria-expanded` and the item Avada's `fusion-active-link`. One panel
 * of a level is open at a time, and an opening panel is kept on screen.
 */
import type { Actor } from 'xstate';
import { dropdownMachine } from '../../machines/menus/dropdown';
import type { PluginContext } from '../../kernel/types';
import { menuVars, type MenuVars } from '../header/globals';
import { focusShowing } from './focus';
import { handleMenuKey, type MenuControl } from './keyboard';
import { dropdownItems, linkOf, panelOf } from './panels';
import { placePanel } from './position';

export const settings = { vars: menuVars };

const OPEN_CLASS = 'fusion-active-link';

export function mount(menu: Element, ctx: PluginContext<{ vars: MenuVars }>) {
  // v6's flyout menu shows every item at once: it has no dropdowns to open.
  if (!(menu instanceof HTMLElement) || menu.classList.contains('fusion-flyout-menu')) return;
  const { vars } = ctx.settings;
  const actors = new Map<Element, Actor<typeof dropdownMachine>>();

  const show = (item: HTMLLIElement) => {
    const panel = panelOf(item);
    if (panel) placePanel(item, panel, vars, ctx.browser);
    item.classList.add(OPEN_CLASS);
    linkOf(item)?.setAttribute('aria-expanded', 'true');
    // Opening one closes the others of its level (and theirs), never its own ancestors.
    for (const [other, actor] of actors) if (!other.contains(item)) actor.send({ type: 'CLOSE' });
  };
  const hide = (item: HTMLLIElement) => {
    item.classList.remove(OPEN_CLASS);
    linkOf(item)?.setAttribute('aria-expanded', 'false');
    for (const [other, actor] of actors) if (other !== item && item.contains(other)) actor.send({ type: 'CLOSE' });
  };

  for (const item of dropdownItems(menu)) {
    const actor = ctx.spawn(dropdownMachine.provide({ actions: { show: () => show(item), hide: () => hide(item) } }));
    actors.set(item, actor);
    linkOf(item)?.setAttribute('aria-expanded', 'false');
    // Touch pointers have no hover: a first tap opens (below), and their enter/leave would only race it.
    ctx.listen<PointerEvent>(item, 'pointerenter', (event) => event.pointerType !== 'touch' && actor.send({ type: 'POINTER_ENTER' }));
    ctx.listen<PointerEvent>(item, 'pointerleave', (event) => event.pointerType !== 'touch' && actor.send({ type: 'POINTER_LEAVE' }));
    ctx.listen(item, 'focusin', () => actor.send({ type: 'FOCUS_IN' }));
    ctx.listen<FocusEvent>(item, 'focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) actor.send({ type: 'FOCUS_OUT' });
    });
  }
  if (actors.size === 0) return;

  const isOpen = (item: Element) => actors.get(item)?.getSnapshot().matches('open') ?? false;
  const control: MenuControl = {
    focus: (element) => focusShowing(ctx, element),
    hasDropdown: (item) => actors.has(item),
    isOpen,
    open: (item) => actors.get(item)?.send({ type: 'OPEN' }),
    close: (item) => actors.get(item)?.send({ type: 'CLOSE' }),
    toggle: (item) => actors.get(item)?.send({ type: 'TOGGLE' }),
  };

  ctx.listen<KeyboardEvent>(menu, 'keydown', (event) => {
    if (handleMenuKey(event, menu, control)) event.preventDefault();
  });

  // On a touch screen the first tap on a closed parent opens it; the next one follows its link.
  let touched = false;
  ctx.listen<PointerEvent>(menu, 'pointerdown', (event) => void (touched = event.pointerType === 'touch'), { passive: true });
  ctx.listen<MouseEvent>(menu, 'click', (event) => {
    const link = (event.target as Element).closest('a');
    const item = link?.parentElement;
    if (!touched || !item || !actors.has(item) || linkOf(item) !== link || isOpen(item)) return;
    event.preventDefault();
    control.open(item);
  });

  return () => {
    for (const item of actors.keys()) {
      item.classList.remove(OPEN_CLASS);
      linkOf(item)?.removeAttribute('aria-expanded');
    }
  };
}
