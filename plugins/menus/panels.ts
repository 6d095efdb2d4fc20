/**
 * What opens under a menu item (docs/plugins/menus.md#markup): a `.sub-menu`,
 * a mega menu's `.fusion-megamenu-wrapper`, or the cart's and login box's
 * `.fusion-custom-menu-item-contents`. Looked up when needed, since a cart
 * fragment may replace an item's contents.
 */

const PANEL = ':scope > .sub-menu, :scope > .fusion-megamenu-wrapper, :scope > .fusion-custom-menu-item-contents';
const FOCUSABLE = 'a[href], input:not([type="hidden"]), button, select, textarea';

export const panelOf = (item: Element): HTMLElement | null => item.querySelector<HTMLElement>(PANEL);
export const linkOf = (item: Element): HTMLAnchorElement | null => item.querySelector<HTMLAnchorElement>(':scope > a');

/** The items whose panel opens on hover, focus or the keyboard (the search item opens on click, a mega menu's columns never). */
export function dropdownItems(menu: Element): HTMLLIElement[] {
  return Array.from(menu.querySelectorAll<HTMLLIElement>('li')).filter(
    (item) => panelOf(item) && linkOf(item) && !item.classList.contains('fusion-main-menu-search') && !item.parentElement?.closest('.fusion-megamenu-wrapper'),
  );
}

/** What the arrow keys move through in a panel: a sub-menu's own links, or everything focusable in a mega menu, cart or login box. */
export function panelTargets(panel: Element): HTMLElement[] {
  const own = panel.matches('.sub-menu') ? ':scope > li > a' : FOCUSABLE;
  return Array.from(panel.querySelectorAll<HTMLElement>(own));
}

/** Whether a link leads nowhere (`#` or empty): Enter then opens its dropdown instead of following it. */
export const leadsNowhere = (link: HTMLAnchorElement): boolean => {
  const href = link.getAttribute('href');
  return href === null || href === '' || href === '#';
};
