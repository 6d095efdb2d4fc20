/**
 * The mobile menu's list (docs/plugins/mobile-menu.md#the-list): Avada prints
 * an empty `.fusion-mobile-nav-holder` and builds its list from the main
 * menu. The copy drops what only the desktop shows (carets, the search item,
 * the login and cart boxes, the cart itself outside the classic design),
 * turns a mega menu's columns into plain submenus, and renames ids and
 * classes for the mobile list (`mobile-` ids, `fusion-mobile-nav-item`).
 */
import type { MobileMenuDesign } from '../header/globals';

const DESKTOP_ONLY = [
  '.fusion-middle-logo-menu-logo',
  '.fusion-caret',
  '.fusion-menu-login-box .fusion-custom-menu-item-contents',
  '.fusion-menu-cart .fusion-custom-menu-item-contents',
  '.fusion-main-menu-search',
  '.fusion-arrow-svg',
  '.fusion-dropdown-svg',
  '.fusion-megamenu-widgets-container',
].join(', ');
const CURRENT = ['current-menu-item', 'current-menu-parent', 'current-menu-ancestor', 'fusion-mobile-current-nav-item'];

export interface CloneOptions {
  design: MobileMenuDesign;
  /** The classic design keeps the cart item, labelled with this text. */
  cartLabel: string;
}

/** The holder's list: the one already there, or a mobile copy of `source`'s list put into it. */
export function mobileList(holder: HTMLElement, source: Element | null, options: CloneOptions): HTMLUListElement | null {
  const existing = holder.querySelector<HTMLUListElement>(':scope > ul');
  if (existing) return existing;
  const original = source?.querySelector<HTMLUListElement>(':scope > ul');
  if (!original) return null;
  const list = original.cloneNode(true) as HTMLUListElement;
  if (list.id && !list.id.startsWith('mobile-')) list.id = `mobile-${list.id}`;
  list.classList.remove('fusion-middle-logo-ul');
  list.querySelectorAll(DESKTOP_ONLY).forEach((node) => node.remove());
  if (options.design === 'classic') {
    list.querySelectorAll('.fusion-menu-cart > a').forEach((link) => (link.textContent = options.cartLabel));
  } else {
    list.querySelectorAll('.fusion-main-menu-cart, .fusion-main-menu-sliding-bar').forEach((node) => node.remove());
  }
  list.querySelectorAll(':scope > li').forEach(flattenMegaMenu);
  list.querySelectorAll<HTMLElement>('li').forEach(renameItem);
  // What the desktop menu's bindings put on its links does not belong to the copy.
  list.querySelectorAll('[aria-expanded]').forEach((node) => node.removeAttribute('aria-expanded'));
  holder.append(list);
  return list;
}

function renameItem(item: HTMLElement): void {
  const classes = ['fusion-mobile-nav-item'];
  if (item.dataset.classes) classes.push(item.dataset.classes);
  if (item.classList.contains('menu-item-has-children') || item.querySelector(':scope > .sub-menu')) classes.push('menu-item-has-children');
  if (CURRENT.some((name) => item.classList.contains(name))) classes.push('fusion-mobile-current-nav-item');
  item.className = classes.join(' ');
  if (item.id && !item.id.startsWith('mobile-menu-item-')) item.id = item.id.replace('menu-item', 'mobile-menu-item');
  item.removeAttribute('style');
}

/** A mega menu becomes a submenu: each column's title is its link, and a column without a title gives its entries to the level above. */
function flattenMegaMenu(item: Element): void {
  const wrapper = item.querySelector(':scope > .fusion-megamenu-wrapper');
  const columns = wrapper?.querySelector('.fusion-megamenu-holder > ul');
  if (!wrapper || !columns) return;
  columns.className = 'sub-menu';
  columns.removeAttribute('style');
  for (const column of Array.from(columns.children)) {
    const title = column.querySelector(':scope > .fusion-megamenu-title');
    if (title) {
      const link = title.querySelector('a') ?? Object.assign(column.ownerDocument.createElement('a'), { href: '#' });
      if (!link.parentElement) link.append(...Array.from(title.childNodes));
      column.prepend(link);
      title.remove();
    } else if (!column.querySelector(':scope > a')) {
      column.querySelectorAll(':scope > .sub-menu').forEach((sub) => column.after(...Array.from(sub.children)));
      column.remove();
    }
  }
  item.append(columns);
  wrapper.remove();
  item.querySelectorAll('.caret, .fusion-megamenu-bullet').forEach((node) => node.remove());
}
