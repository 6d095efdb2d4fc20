/**
 * The classes and attributes that say which element of a group is current:
 * the element (`active`, and `swiper-slide-active` on slides), its nav link
 * (`active`, aria-current) and the links elsewhere that point at it
 * (`awb-active`, or `current-menu-item` on a menu item), as Avada marks them
 * (docs/plugins/scroll-sections.md#markup). Elements that are not shown are inert.
 */
export interface GroupParts {
  group: HTMLElement;
  elements: HTMLElement[];
  /** Nav links by element index. */
  navLinks: HTMLAnchorElement[];
}

/** Marks element `index` as the current one; with `hideOthers` the others become inert. */
export function markCurrent(parts: GroupParts, index: number, hideOthers: boolean): void {
  parts.elements.forEach((element, i) => {
    const current = i === index;
    element.classList.toggle('active', current);
    if (element.classList.contains('swiper-slide')) element.classList.toggle('swiper-slide-active', current);
    element.toggleAttribute('inert', hideOthers && !current);
  });
  parts.navLinks.forEach((link, i) => {
    const current = i === index;
    link.classList.toggle('active', current);
    if (current) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  });
}

export function unmarkHidden(parts: GroupParts): void {
  for (const element of parts.elements) element.removeAttribute('inert');
}

/** Marks a link elsewhere on the page that led to an element of the group. */
export function markAnchorLink(link: Element): void {
  const menuItem = link.classList.contains('awb-menu__main-a') ? link.closest('.menu-item') : null;
  if (!menuItem) {
    link.classList.add('awb-active');
    return;
  }
  menuItem.parentElement?.querySelectorAll(':scope > li.current-menu-item').forEach((item) => item.classList.remove('current-menu-item'));
  menuItem.classList.add('current-menu-item');
}

/**
 * The theme prints the nav bullets without text: each gets its container's
 * admin label (`data-name`) as its accessible name, or "Section N". Returns how to take them off.
 */
export function labelNavLinks(parts: GroupParts): () => void {
  const labelled = parts.navLinks.filter((link) => !link.hasAttribute('aria-label') && !link.textContent?.trim());
  labelled.forEach((link, i) => link.setAttribute('aria-label', link.dataset.name?.trim() || `Section ${link.dataset.element ?? i + 1}`));
  return () => labelled.forEach((link) => link.removeAttribute('aria-label'));
}
