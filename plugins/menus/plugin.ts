/**
 * Avada's main menu (docs/plugins/menus.md): each item with a sub-menu, a
 * mega menu, the cart or the login box opens its panel with hover intent,
 * from the keyboard, or on a first tap on touch screens; the item's link
 * carries `aria-expanded` and the item Avada's `fusion-active-link`. One panel
 * of a level is open at a time, and an opening panel is kept on screen.
 * The markup's `aria-expanded` is written at mount; an item's actor (xstate
 * and the machine) is made at the visitor's first hover, focus, key or tap on
 * it (./dropdown).
 */
import type { PluginContext } from '../../kernel/types';
import { dropdownOnDemand, type Dropdown } from './dropdown';
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
  const dropdowns = new Map<Element, Dropdown>();

  const show = (item: HTMLLIElement) => {
    const panel = panelOf(item);
    if (panel) placePanel(item, panel, vars, ctx.browser);
    item.classList.add(OPEN_CLASS);
    linkOf(item)?.setAttribute('aria-expanded', 'true');
    // Opening one closes the others of its level (and theirs), never its own ancestors.
    for (const [other, dropdown] of dropdowns) if (!other.contains(item)) dropdown.send({ type: 'CLOSE' });
  };
  const hide = (item: HTMLLIElement) => {
    item.classList.remove(OPEN_CLASS);
    linkOf(item)?.setAttribute('aria-expanded', 'false');
    for (const [other, dropdown] of dropdowns) if (other !== item && item.contains(other)) dropdown.send({ type: 'CLOSE' });
  };

  for (const item of dropdownItems(menu)) {
    const dropdown = dropdownOnDemand(ctx, { show: () => show(item), hide: () => hide(item) });
    dropdowns.set(item, dropdown);
    linkOf(item)?.setAttribute('aria-expanded', 'false');
    // Touch pointers have no hover: a first tap opens (below), and their enter/leave would only race it.
    ctx.listen<PointerEvent>(item, 'pointerenter', (event) => event.pointerType !== 'touch' && dropdown.send({ type: 'POINTER_ENTER' }));
    ctx.listen<PointerEvent>(item, 'pointerleave', (event) => event.pointerType !== 'touch' && dropdown.send({ type: 'POINTER_LEAVE' }));
    ctx.listen(item, 'focusin', () => dropdown.send({ type: 'FOCUS_IN' }));
    ctx.listen<FocusEvent>(item, 'focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) dropdown.send({ type: 'FOCUS_OUT' });
    });
  }
  if (dropdowns.size === 0) return;

  const isOpen = (item: Element) => dropdowns.get(item)?.isOpen() ?? false;
  /** The innermost item whose panel holds `element`: the one whose opening a focus there waits for. */
  const holderOf = (element: Element) => [...dropdowns].reverse().find(([item]) => panelOf(item)?.contains(element))?.[1];
  const control: MenuControl = {
    // A key that opens a panel still loading its actor moves the focus into it once it is open.
    focus: (element) => {
      if (!element) return;
      const holder = holderOf(element);
      if (holder) holder.afterSent(() => focusShowing(ctx, element));
      else focusShowing(ctx, element);
    },
    hasDropdown: (item) => dropdowns.has(item),
    isOpen,
    open: (item) => dropdowns.get(item)?.send({ type: 'OPEN' }),
    close: (item) => dropdowns.get(item)?.send({ type: 'CLOSE' }),
    toggle: (item) => dropdowns.get(item)?.send({ type: 'TOGGLE' }),
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
    if (!touched || !item || !dropdowns.has(item) || linkOf(item) !== link || isOpen(item)) return;
    event.preventDefault();
    control.open(item);
  });

  return () => {
    for (const item of dropdowns.keys()) {
      item.classList.remove(OPEN_CLASS);
      linkOf(item)?.removeAttribute('aria-expanded');
    }
  };
}
