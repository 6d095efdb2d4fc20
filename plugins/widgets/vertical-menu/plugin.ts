/**
 * Avada's vertical menu widget (docs/plugins/widgets.md#vertical-menu): the
 * current page's submenus open on load; in click mode the arrow in a link
 * toggles its submenu; in hover mode a submenu slides open 500 ms after the
 * pointer arrives and closes 500 ms after it leaves, unless it holds the
 * current page. Where the pointer cannot hover (touch screens), hover menus
 * toggle with the arrow too; that is checked again after the window is
 * resized (debounced 250 ms). ArrowRight and ArrowLeft open and close a
 * submenu from its link, which says whether it is expanded.
 */
import type { PluginContext } from '../../../kernel/types';
import { submenuMachine } from '../../../machines/widgets/submenu';
import { submenuSlider } from './slide';

/** Avada's window resize debounce. */
export const RESIZE_DEBOUNCE_MS = 250;

const SUBMENU = ':scope > .sub-menu, :scope > .children';
const CURRENT = '.current_page_item, .current-menu-item';

interface MenusPage {
  /** Checks run once the window has stopped resizing. */
  readonly afterResize: Set<() => void>;
}

export function mount(nav: Element, ctx: PluginContext): void {
  const mode = nav.classList.contains('click') ? 'click' : nav.classList.contains('hover') ? 'hover' : 'none';
  const reducedMotion = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');
  const canHover = () => !ctx.browser.matchesMedia('(hover: none)');
  let hoverWorks = canHover();
  const arrowsToggle = () => mode === 'click' || (mode === 'hover' && !hoverWorks);

  const page = ctx.scope.get<MenusPage>('page', (scope) => {
    const afterResize = new Set<() => void>();
    let timer: number | undefined;
    scope.listen(
      'window',
      'resize',
      () => {
        scope.clock.clearTimeout(timer);
        timer = scope.clock.setTimeout(() => afterResize.forEach((check) => check()), RESIZE_DEBOUNCE_MS);
      },
      { passive: true },
    );
    return { afterResize };
  });
  const recheck = () => void (hoverWorks = canHover());
  page.afterResize.add(recheck);
  ctx.onCleanup(() => page.afterResize.delete(recheck));

  const currents = Array.from(nav.querySelectorAll(CURRENT));
  for (const item of Array.from(nav.querySelectorAll('li'))) {
    const submenu = item.querySelector<HTMLElement>(SUBMENU);
    if (!submenu) continue;
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    const holdsCurrentPage = currents.some((current) => item.contains(current));
    const insideCurrent = currents.some((current) => current !== item && current.contains(item));
    const slider = submenuSlider(submenu, !reducedMotion);
    const expanded = (open: boolean) => link?.setAttribute('aria-expanded', String(open));
    expanded(false);
    ctx.onCleanup(() => {
      slider.restore();
      link?.removeAttribute('aria-expanded');
    });

    const actor = ctx.spawn(
      submenuMachine.provide({
        actions: {
          expand: () => {
            slider.down();
            expanded(true);
          },
          collapse: () => {
            slider.up();
            expanded(false);
          },
        },
      }),
      { input: { holdsCurrentPage, open: holdsCurrentPage || insideCurrent } },
    );

    if (mode === 'hover') {
      ctx.listen(item, 'pointerenter', () => hoverWorks && actor.send({ type: 'POINTER_ENTER' }), { passive: true });
      ctx.listen(item, 'pointerleave', () => hoverWorks && actor.send({ type: 'POINTER_LEAVE' }), { passive: true });
    }
    const arrow = link?.querySelector('.arrow');
    if (arrow) {
      ctx.listen<MouseEvent>(arrow, 'click', (event) => {
        if (!arrowsToggle()) return;
        event.preventDefault();
        // Avada stops the click here too, so nothing above the current item reacts to it.
        if (item.matches(CURRENT)) event.stopPropagation();
        actor.send({ type: 'TOGGLE' });
      });
    }
    if (link) {
      ctx.listen<KeyboardEvent>(link, 'keydown', (event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        event.preventDefault();
        actor.send({ type: event.key === 'ArrowRight' ? 'OPEN' : 'CLOSE' });
      });
    }
  }
}
