/**
 * Avada's flyout (docs/plugins/mobile-menu.md#flyout): the menu toggle and the
 * search toggle open their panel over the page; the element gets
 * `fusion-flyout-active` and `fusion-flyout-menu-active` or
 * `fusion-flyout-search-active`. Toggling the other panel switches, Escape
 * closes, and the mobile flyout closes itself when the window grows wider
 * than the side-header break point. While open, focus stays in the flyout and
 * touch scrolling outside its panels is held; on closing, focus returns to
 * where it was. The toggles Avada prints hidden from assistive technology are
 * exposed as buttons with `aria-expanded`.
 */
import { flyoutMachine, type FlyoutPanel } from '../../../machines/mobile-menu/flyout';
import type { PluginContext } from '../../../kernel/types';
import { frameQueue } from '../../header/frame';
import { menuVars, type MenuVars } from '../../header/globals';
import { trapFocus } from './focus-trap';

export const settings = { vars: menuVars };

const ACTIVE = 'fusion-flyout-active';
const PANEL_CLASS: Record<FlyoutPanel, string> = { menu: 'fusion-flyout-menu-active', search: 'fusion-flyout-search-active' };

/** A toggle Avada marks aria-hidden although it can be focused: a named button instead. */
function exposeAsButton(control: HTMLElement, label: string): void {
  control.removeAttribute('aria-hidden');
  control.setAttribute('role', 'button');
  if (!control.getAttribute('aria-label')) control.setAttribute('aria-label', label);
  control.setAttribute('aria-expanded', 'false');
}

export function mount(root: Element, ctx: PluginContext<{ vars: MenuVars }>) {
  const { vars } = ctx.settings;
  const icons = root.querySelector<HTMLElement>('.fusion-flyout-menu-icons');
  const menuToggle = root.querySelector<HTMLElement>('.fusion-flyout-menu-toggle');
  const searchToggle = root.querySelector<HTMLElement>('.fusion-flyout-search-toggle');
  const searchControl = searchToggle?.querySelector<HTMLElement>('a') ?? null;
  const panels: Record<FlyoutPanel, HTMLElement | null> = {
    menu: root.querySelector<HTMLElement>('.fusion-flyout-menu'),
    search: root.querySelector<HTMLElement>('.fusion-flyout-search'),
  };
  if (!menuToggle && !searchToggle) return;
  if (menuToggle) exposeAsButton(menuToggle, 'Toggle Menu');
  if (searchControl) exposeAsButton(searchControl, 'Toggle Search');
  // The cart link shows only its count: its name says what the count is of.
  icons?.querySelectorAll<HTMLElement>('.fusion-flyout-cart-wrapper a[aria-hidden="true"]').forEach((cart) => {
    cart.removeAttribute('aria-hidden');
    if (!cart.getAttribute('aria-label')) cart.setAttribute('aria-label', `${vars.mobile_nav_cart} ${cart.textContent?.trim() ?? ''}`.trim());
  });

  let release: (() => void) | null = null;
  let unblockTouch: (() => void) | null = null;
  let returnTo: HTMLElement | null = null;
  const doc = ctx.browser.document;
  const controls: Record<FlyoutPanel, HTMLElement | null> = { menu: menuToggle, search: searchControl };

  const actor = ctx.spawn(
    flyoutMachine.provide({
      actions: {
        show: (_args, { panel }) => {
          if (!release) returnTo = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
          root.classList.add(ACTIVE, PANEL_CLASS[panel]);
          root.classList.remove(PANEL_CLASS[panel === 'menu' ? 'search' : 'menu']);
          for (const name of ['menu', 'search'] as const) controls[name]?.setAttribute('aria-expanded', String(name === panel));
          // Avada focuses the search field only outside the mobile layout, where no on-screen keyboard jumps up.
          if (panel === 'search' && ctx.browser.viewport().width >= vars.side_header_break_point) {
            panels.search?.querySelector<HTMLElement>('input[type="search"], .s')?.focus();
          }
          release ??= trapFocus(ctx, () => [icons, panels[panel]].filter((region): region is HTMLElement => !!region));
          unblockTouch ??= ctx.listen('document', 'touchmove', (event) => {
            if (!(event.target as Element).closest?.('.fusion-flyout-menu, .fusion-flyout-search')) event.preventDefault();
          }, { passive: false });
        },
        close: () => {
          root.classList.remove(ACTIVE, PANEL_CLASS.menu, PANEL_CLASS.search);
          controls.menu?.setAttribute('aria-expanded', 'false');
          controls.search?.setAttribute('aria-expanded', 'false');
          release?.();
          unblockTouch?.();
          release = unblockTouch = null;
          const focusWasInside = root.contains(doc.activeElement) || doc.activeElement === doc.body;
          if (focusWasInside && returnTo?.isConnected) returnTo.focus();
          returnTo = null;
        },
      },
    }),
    { input: { breakPoint: vars.side_header_break_point, closesWhenWide: root.classList.contains('fusion-mobile-menu-design-flyout') } },
  );

  if (menuToggle) {
    ctx.listen(menuToggle, 'click', (event) => {
      event.preventDefault();
      actor.send({ type: 'TOGGLE_MENU' });
    });
  }
  if (searchToggle) {
    ctx.listen(searchToggle, 'click', (event) => {
      event.preventDefault();
      actor.send({ type: 'TOGGLE_SEARCH' });
    });
  }
  // Buttons made of links: Space presses them too.
  for (const control of [menuToggle, searchControl]) {
    if (!control) continue;
    ctx.listen<KeyboardEvent>(control, 'keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      control.click();
    });
  }
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (event.key === 'Escape' && !actor.getSnapshot().matches('inactive')) actor.send({ type: 'ESCAPE' });
  });

  const frame = frameQueue(ctx.clock);
  const measureWidth = () => actor.send({ type: 'RESIZED', width: ctx.browser.viewport().width });
  ctx.listen('window', 'resize', () => frame.read(measureWidth, 'width'), { passive: true });

  // Hovering a flyout menu item lights its background image, where the pointer can hover.
  const backgrounds = (event: Event, on: boolean) => {
    const id = (event.target as Element).closest?.('.menu-item')?.getAttribute('data-item-id');
    if (!id || !ctx.browser.matchesMedia('(hover: hover)')) return;
    const images = panels.menu?.querySelectorAll('.fusion-flyout-menu-backgrounds [id]') ?? [];
    Array.from(images).find((image) => image.id === `item-bg-${id}`)?.classList.toggle('active', on);
  };
  if (panels.menu) {
    ctx.listen(panels.menu, 'mouseover', (event) => backgrounds(event, true));
    ctx.listen(panels.menu, 'mouseout', (event) => backgrounds(event, false));
  }

  return () => {
    root.classList.remove(ACTIVE, PANEL_CLASS.menu, PANEL_CLASS.search);
    release?.();
    unblockTouch?.();
  };
}
