/**
 * Keeping an opening panel on screen (docs/plugins/menus.md#positions): a
 * sub-menu that would cross the window's right edge opens to the left
 * (`fusion-switched-side`); a mega menu takes its `data-width` up to the room
 * there is and shifts left to stay inside the header row; the cart and login
 * boxes stay inside the window; in a side header a panel moves up to stay
 * above the window's bottom. All reads first, then all writes.
 */
import type { MenuVars } from '../header/globals';

interface ViewportView {
  viewport(): { width: number; height: number };
}

/** Gap kept between a side header's panel and the window's bottom edge (px), as Avada keeps. */
const BOTTOM_GAP = 10;

const px = (n: number) => `${n}px`;

export function placePanel(item: HTMLElement, panel: HTMLElement, vars: MenuVars, browser: ViewportView): void {
  const view = browser.viewport();
  const write = panel.matches('.fusion-megamenu-wrapper')
    ? placeMegaMenu(item, panel, vars, view.width)
    : panel.matches('.sub-menu')
      ? placeSubMenu(item, panel, view.width)
      : keepInside(panel, view.width);
  const lift = vars.header_position === 'top' ? null : liftAboveBottom(item, panel, view.height);
  write();
  lift?.();
}

function placeMegaMenu(item: HTMLElement, panel: HTMLElement, vars: MenuVars, viewportWidth: number): () => void {
  const holder = panel.querySelector<HTMLElement>('.fusion-megamenu-holder');
  const row = item.closest('.fusion-secondary-main-menu, .fusion-header, #side-header')?.querySelector('.fusion-row');
  if (!holder || !row) return () => undefined;
  const itemBox = item.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  const wanted = parseFloat(holder.dataset.width ?? '') || holder.getBoundingClientRect().width;
  const bounds = vars.megamenu_base_width === 'site_width' ? { left: rowBox.left, right: rowBox.right } : { left: 0, right: viewportWidth };
  const width = Math.min(wanted, bounds.right - bounds.left);
  let offset = Math.min(0, bounds.right - (itemBox.left + width));
  if (itemBox.left + offset < bounds.left) offset = bounds.left - itemBox.left;
  return () => {
    holder.style.width = px(width);
    panel.style.left = offset === 0 ? '' : px(offset);
  };
}

function placeSubMenu(item: HTMLElement, panel: HTMLElement, viewportWidth: number): () => void {
  const itemBox = item.getBoundingClientRect();
  const width = panel.getBoundingClientRect().width;
  const parentPanel = item.parentElement?.closest('.sub-menu');
  const nested = !!parentPanel;
  const naturalLeft = nested ? itemBox.right : itemBox.left;
  const switched = naturalLeft + width > viewportWidth || !!parentPanel?.classList.contains('fusion-switched-side');
  return () => {
    panel.classList.toggle('fusion-switched-side', switched);
    panel.style.left = !switched ? '' : px(nested ? -width : itemBox.width - width);
  };
}

/** A box that would leave the window sideways is anchored to its item's nearer edge instead; returns the write. */
export function keepInside(panel: HTMLElement, viewportWidth: number): () => void {
  const box = panel.getBoundingClientRect();
  if (box.width === 0) return () => undefined;
  const side = box.left < 0 ? 'left' : box.right > viewportWidth ? 'right' : null;
  return () => {
    if (!side) return;
    panel.style.left = side === 'left' ? '0' : 'auto';
    panel.style.right = side === 'left' ? 'auto' : '0';
  };
}

/** Side-header panels open level with their item (top: 0); this moves one up when its bottom would leave the window. */
function liftAboveBottom(item: HTMLElement, panel: HTMLElement, viewportHeight: number): () => void {
  const itemTop = item.getBoundingClientRect().top;
  const height = panel.getBoundingClientRect().height;
  const overflow = itemTop + height - viewportHeight;
  // Taller than the window: its top edge goes to the window's top.
  const lift = overflow <= 0 ? 0 : height < viewportHeight ? overflow + BOTTOM_GAP : itemTop;
  return () => void (panel.style.top = lift === 0 ? '' : px(-lift));
}
