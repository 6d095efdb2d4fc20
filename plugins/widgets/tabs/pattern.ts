/**
 * The WAI-ARIA tabs pattern on Avada's tabs widget markup (docs/plugins/widgets.md#accessibility):
 * the nav list becomes the tablist, its links the tabs and the panes their
 * panels, related through ids. Avada prints none of these roles. WooCommerce's
 * product tabs share the roles, the selection and the keys.
 */
import type { FocusMove } from '../../../machines/widgets/tabs';

const NAV_LINK = '.fusion-tabs-nav a[data-link]';
const PANE = '.fusion-tab-content[data-name]';

export interface Tab {
  name: string;
  link: HTMLAnchorElement;
  panel: HTMLElement | undefined;
}

/** The widget's tabs in nav order, each with the pane whose data-name is its data-link. */
export function findTabs(widget: Element): Tab[] {
  const panes = Array.from(widget.querySelectorAll<HTMLElement>(PANE));
  return Array.from(widget.querySelectorAll<HTMLAnchorElement>(NAV_LINK)).map((link) => {
    const name = link.dataset.link ?? '';
    return { name, link, panel: panes.find((pane) => pane.dataset.name === name) };
  });
}

/** Avada's class for tab sets laid out top to bottom: there Up and Down move between tabs too. */
export const isVertical = (widget: Element): boolean => widget.matches('.vertical-tabs') || !!widget.querySelector('.vertical-tabs');

/** Roles and relations that do not change with the selection; `idBase` keeps ids unique per widget. */
export function applyRoles(tabs: readonly Tab[], idBase: string, vertical: boolean): void {
  const list = tabs[0]?.link.closest('ul');
  if (list) {
    list.setAttribute('role', 'tablist');
    if (vertical) list.setAttribute('aria-orientation', 'vertical');
  }
  for (const { name, link, panel } of tabs) {
    // The list items stand between the tablist and its tabs: they must not be list items to assistive technology.
    if (link.parentElement?.localName === 'li') link.parentElement.setAttribute('role', 'presentation');
    link.id ||= `${idBase}-${name}-tab`;
    link.setAttribute('role', 'tab');
    if (!panel) continue;
    panel.id ||= `${idBase}-${name}`;
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', link.id);
    panel.tabIndex = 0;
  }
}

/**
 * Marks `active` as the selected tab: `active` on its list item, aria-selected,
 * the one tab stop of the tablist (roving tabindex), its panel shown and every
 * other panel hidden. Returns the panel shown.
 */
export function showSelected(tabs: readonly Tab[], active: string): HTMLElement | undefined {
  let shown: HTMLElement | undefined;
  for (const { name, link, panel } of tabs) {
    const selected = name === active;
    link.parentElement?.classList.toggle('active', selected);
    link.setAttribute('aria-selected', String(selected));
    link.tabIndex = selected ? 0 : -1;
    if (!panel) continue;
    panel.hidden = !selected;
    // Theme CSS may display the panes whatever `hidden` says: the inline style decides, as the original's did.
    panel.style.display = selected ? '' : 'none';
    if (selected) shown = panel;
  }
  return shown;
}

const MOVES: Record<string, FocusMove> = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' };
const VERTICAL_MOVES: Record<string, FocusMove> = { ...MOVES, ArrowUp: 'previous', ArrowDown: 'next' };
const ACTIVATE = new Set(['Enter', ' ']);

/**
 * What a key on a tab does: move the focus (arrows, Home, End; Up and Down
 * too when `vertical`), choose the tab (Enter, Space), or nothing (undefined;
 * also with a modifier held, which belongs to the browser).
 */
export function tabKeyAction(event: KeyboardEvent, vertical: boolean): FocusMove | 'select' | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const move = (vertical ? VERTICAL_MOVES : MOVES)[event.key];
  if (move) return move;
  return ACTIVATE.has(event.key) ? 'select' : undefined;
}
