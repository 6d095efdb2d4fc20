/**
 * The menu search (docs/plugins/menus.md#search), open or closed. As a
 * dropdown, the magnifier shows the form under the item (the item gets
 * `fusion-main-menu-search-open`) and a click anywhere else closes it. As an
 * overlay (`fusion-search-overlay`), the form covers the menu bar (the menu
 * gets `search-open`, and `search-transition` for the 800 ms cross-fade), and
 * the magnifier or the close button toggles it. Opening focuses the field;
 * Escape closes and returns to the magnifier, whose `aria-expanded` follows.
 */
import { OVERLAY_TRANSITION_MS, searchBoxMachine } from '../../../machines/menus/search-box';
import type { PluginContext } from '../../../kernel/types';
import { focusShowing } from '../focus';
import { keepInside } from '../position';

const FIELD = 'input[type="search"], .s';

interface OpenBox {
  item: Element;
  overlay: Element | null;
  close(): void;
}

export function mount(item: Element, ctx: PluginContext) {
  const icon = item.querySelector<HTMLElement>(':scope > .fusion-main-menu-icon');
  const menu = item.closest<HTMLElement>('.fusion-main-menu');
  if (!icon || !menu) return;
  const overlay = item.classList.contains('fusion-search-overlay') ? menu.querySelector<HTMLElement>('.fusion-overlay-search') : null;
  const contents = overlay ? null : item.querySelector<HTMLElement>('.fusion-custom-menu-item-contents');
  const box = overlay ?? contents;
  if (!box) return;
  const closer = overlay?.querySelector<HTMLElement>('.fusion-close-search') ?? null;
  if (closer && !closer.hasAttribute('aria-label') && !closer.textContent?.trim()) closer.setAttribute('aria-label', 'Close search');
  icon.setAttribute('aria-expanded', 'false');

  const actor = ctx.spawn(
    searchBoxMachine.provide({
      actions: {
        open: () => {
          if (overlay) {
            fitOverlay(menu, overlay);
            menu.classList.add('search-open');
          } else {
            contents!.style.display = 'block';
            item.classList.add('fusion-main-menu-search-open');
            keepInside(contents!, ctx.browser.viewport().width)();
          }
          icon.setAttribute('aria-expanded', 'true');
          focusShowing(ctx, box.querySelector<HTMLElement>(FIELD));
        },
        close: () => {
          const hadFocus = box.contains(ctx.browser.document.activeElement);
          if (overlay) menu.classList.remove('search-open');
          else {
            contents!.style.display = '';
            item.classList.remove('fusion-main-menu-search-open');
          }
          icon.setAttribute('aria-expanded', 'false');
          if (hadFocus) icon.focus();
        },
        startTransition: () => menu.classList.add('search-transition'),
        endTransition: () => menu.classList.remove('search-transition'),
      },
    }),
    { input: { transitionMs: overlay ? OVERLAY_TRANSITION_MS : 0 } },
  );

  const toggle = (event: Event) => {
    event.preventDefault();
    actor.send({ type: 'TOGGLE' });
  };
  ctx.listen(icon, 'click', toggle);
  if (closer) ctx.listen(closer, 'click', toggle);
  ctx.listen<KeyboardEvent>(box, 'keydown', (event) => {
    if (event.key === 'Escape' && actor.getSnapshot().matches('open')) actor.send({ type: 'CLOSE' });
  });

  // One document listener for every dropdown search of the page: a click outside an open one closes it.
  const open = ctx.scope.get('open-dropdowns', (scope) => {
    const boxes = new Set<OpenBox>();
    scope.listen('document', 'click', (event) => {
      const target = event.target as Node;
      for (const entry of boxes) if (!entry.item.contains(target) && !entry.overlay?.contains(target)) entry.close();
    });
    return boxes;
  });
  if (!overlay) {
    const entry: OpenBox = { item, overlay, close: () => actor.send({ type: 'CLOSE' }) };
    open.add(entry);
    return () => {
      open.delete(entry);
      contents!.style.display = '';
      item.classList.remove('fusion-main-menu-search-open');
    };
  }
  return () => menu.classList.remove('search-open', 'search-transition');
}

/** The overlay is as wide as the menu's items, so it covers exactly the bar it replaces (Avada's resizeOverlaySearch). */
function fitOverlay(menu: HTMLElement, overlay: HTMLElement): void {
  const width = Array.from(menu.querySelectorAll(':scope > ul > li')).reduce((sum, li) => sum + li.getBoundingClientRect().width, 0);
  overlay.style.maxWidth = width > 0 ? `${Math.round(width)}px` : '';
}
