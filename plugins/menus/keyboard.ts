/**
 * The main menu from the keyboard (docs/plugins/menus.md#keyboard): on an
 * item with a dropdown, Space (and Enter when its link leads nowhere)
 * toggles it, ArrowDown / ArrowUp open it on its first / last entry; Left and
 * Right move along the top level, Right opens a nested dropdown; inside a
 * panel the arrows move through its entries; Escape closes the panel the
 * focus is in and returns to its item. Keys typed into a form field are left alone.
 */
import { leadsNowhere, linkOf, panelOf, panelTargets } from './panels';

export interface MenuControl {
  /** Focuses an entry of a panel that may only now be showing. */
  focus(element: HTMLElement | null | undefined): void;
  hasDropdown(item: Element): boolean;
  isOpen(item: Element): boolean;
  open(item: Element): void;
  close(item: Element): void;
  toggle(item: Element): void;
}

/** The item whose panel holds `element` (the innermost one), if any. */
function ownerOf(element: Element, menu: Element, control: MenuControl): HTMLElement | null {
  for (let item = element.parentElement?.closest('li'); item && menu.contains(item); item = item.parentElement?.closest('li')) {
    if (control.hasDropdown(item) && panelOf(item)?.contains(element)) return item;
  }
  return null;
}

function step<T>(list: readonly T[], current: T, by: number): T | undefined {
  const index = list.indexOf(current);
  return list[(index + by + list.length) % list.length];
}

/** Handles one keydown inside `menu`; returns whether it used the key. */
export function handleMenuKey(event: KeyboardEvent, menu: HTMLElement, control: MenuControl): boolean {
  const focus = control.focus;
  const target = event.target as HTMLElement;
  const owner = ownerOf(target, menu, control);
  if (event.key === 'Escape') {
    const item = owner ?? (target.closest('li') && control.isOpen(target.closest('li')!) ? target.closest('li') : null);
    if (!item) return false;
    control.close(item);
    focus(linkOf(item));
    return true;
  }
  const link = target.closest('a');
  if (!link || link !== target) return false;
  const item = link.parentElement?.matches('li') && linkOf(link.parentElement) === link ? link.parentElement : null;
  const topList = menu.querySelector(':scope > ul');
  const topLevel = !!item && item.parentElement === topList;

  if (item && control.hasDropdown(item)) {
    const panel = panelOf(item);
    const entries = panel ? panelTargets(panel) : [];
    switch (event.key) {
      case ' ':
      case 'Spacebar':
        control.toggle(item);
        return true;
      case 'Enter':
        if (!leadsNowhere(link)) return false;
        control.toggle(item);
        return true;
      case 'ArrowDown':
        control.open(item);
        focus(entries[0]);
        return true;
      case 'ArrowUp':
        control.open(item);
        focus(entries[entries.length - 1]);
        return true;
      case 'ArrowRight':
        if (topLevel) break;
        control.open(item);
        focus(entries[0]);
        return true;
    }
  }
  if (topLevel && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
    const tops = Array.from(topList!.children, (li) => linkOf(li)).filter((a): a is HTMLAnchorElement => !!a);
    focus(step(tops, link, event.key === 'ArrowRight' ? 1 : -1));
    return true;
  }
  if (!owner) return false;
  const entries = panelTargets(panelOf(owner)!);
  switch (event.key) {
    case 'ArrowDown':
      focus(step(entries, link, 1));
      return true;
    case 'ArrowUp':
      focus(step(entries, link, -1));
      return true;
    case 'ArrowLeft':
      control.close(owner);
      focus(linkOf(owner));
      return true;
  }
  return false;
}
