/**
 * Avada's mobile menu (docs/plugins/mobile-menu.md), on the header element
 * that names its design. Every design gets its list built from the main
 * menu. Classic adds a "Go to..." button that slides the list (and the
 * mobile search) open and shut; modern's bars icon slides the whole holder
 * and its magnifier the mobile search; flyout leaves the opening to the
 * flyout plugin. The list is `mobile-menu-expanded` / the holder
 * `fusion-mobile-menu-expanded` with `aria-expanded` on its control. Submenus
 * get toggles; an in-page link and a sticking header collapse the menu.
 */
import { disclosureMachine } from '../../machines/mobile-menu/disclosure';
import type { PluginContext } from '../../kernel/types';
import { frameQueue } from '../header/frame';
import { menuVars, MOBILE_MENU_DESIGNS, type MenuVars, type MobileMenuDesign } from '../header/globals';
import { mobileList } from './clone';
import { measureDivider } from './divider';
import { slideActions, type SlideTarget } from './slide';
import { bindSubmenus } from './submenus';

export const settings = { vars: menuVars };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const BARS = '.fusion-mobile-menu-icons .awb-icon-bars, .fusion-mobile-menu-icons .fusion-icon-bars';
const SEARCH_ICON = '.fusion-mobile-menu-icons .awb-icon-search, .fusion-mobile-menu-icons .fusion-icon-search';

const designOf = (root: Element, vars: MenuVars): MobileMenuDesign =>
  MOBILE_MENU_DESIGNS.find((design) => root.classList.contains(`fusion-mobile-menu-design-${design}`)) ?? vars.mobile_menu_design;

/** The menu a holder copies: the main (or top-bar) menu beside it; the sticky holder copies the sticky menu. */
function sourceOf(holder: HTMLElement): Element | null {
  const container = holder.parentElement;
  if (!container) return null;
  if (holder.classList.contains('fusion-mobile-sticky-nav-holder')) return container.querySelector('.fusion-sticky-menu');
  return container.querySelector('.fusion-main-menu:not(.fusion-sticky-menu), .fusion-secondary-menu:not(.fusion-sticky-menu)');
}

export function mount(root: Element, ctx: PluginContext<{ vars: MenuVars }>) {
  const { vars } = ctx.settings;
  const design = designOf(root, vars);
  const slideMs = ctx.browser.matchesMedia(REDUCED_MOTION) ? 0 : undefined;
  const holders = Array.from(root.querySelectorAll<HTMLElement>('.fusion-mobile-nav-holder'));
  const lists = holders.map((holder) => ({ holder, list: mobileList(holder, sourceOf(holder), { design, cartLabel: vars.mobile_nav_cart }) }));
  const search = root.querySelector<HTMLElement>('.fusion-mobile-menu-search');
  let sticky = false;

  const disclosure = (target: SlideTarget) => ctx.spawn(disclosureMachine.provide({ actions: slideActions(target) }), { input: { slideMs } });

  const collapsers: (() => void)[] = [];
  const collapseAll = () => collapsers.forEach((collapse) => collapse());

  if (design === 'classic') {
    for (const { holder, list } of lists) {
      if (!list) continue;
      const selector = ctx.browser.document.createElement('button');
      selector.type = 'button';
      selector.className = 'fusion-mobile-selector';
      selector.setAttribute('aria-expanded', 'false');
      if (list.id) selector.setAttribute('aria-controls', list.id);
      const label = ctx.browser.document.createElement('span');
      label.textContent = vars.dropdown_goto;
      const arrow = ctx.browser.document.createElement('span');
      arrow.className = 'fusion-selector-down';
      arrow.setAttribute('aria-hidden', 'true');
      selector.append(label, arrow);
      holder.insertBefore(selector, list);
      const actor = disclosure({ elements: search ? [list, search] : [list], openClass: 'mobile-menu-expanded', control: selector });
      ctx.listen(selector, 'click', () => actor.send({ type: 'TOGGLE' }));
      collapsers.push(() => actor.send({ type: 'COLLAPSE' }));
    }
  } else if (design === 'modern') {
    const bars = Array.from(root.querySelectorAll<HTMLElement>(BARS));
    const holderActors = lists.map(({ holder, list }) => {
      const actor = disclosure({ elements: [holder], openClass: 'fusion-mobile-menu-expanded', control: bars[0] ?? null });
      collapsers.push(() => actor.send({ type: 'COLLAPSE' }));
      return { holder, list, actor };
    });
    // While the header is sticky the sticky menu's holder (if any) is the one that opens.
    const current = () =>
      holderActors.find(({ holder }) => holder.classList.contains('fusion-mobile-sticky-nav-holder') === sticky) ?? holderActors[0];
    const pointBars = () => {
      const id = current()?.list?.id;
      for (const bar of bars) if (id) bar.setAttribute('aria-controls', id);
    };
    pointBars();
    for (const bar of bars) {
      bar.setAttribute('role', 'button');
      ctx.listen(bar, 'click', (event) => {
        event.preventDefault();
        current()?.actor.send({ type: 'TOGGLE' });
      });
    }
    ctx.bus.on('header:sticky', pointBars);
    if (search) {
      const icon = root.querySelector<HTMLElement>(SEARCH_ICON);
      const actor = disclosure({ elements: [search], openClass: 'fusion-mobile-menu-search-open', control: icon });
      collapsers.push(() => actor.send({ type: 'COLLAPSE' }));
      if (icon) {
        icon.setAttribute('role', 'button');
        ctx.listen(icon, 'click', (event) => {
          event.preventDefault();
          actor.send({ type: 'TOGGLE' });
        });
      }
    }
  }

  if (vars.submenu_slideout && design !== 'flyout') {
    for (const { list } of lists) if (list) bindSubmenus(list, vars, slideMs, ctx);
  }

  // Following an in-page link from the menu closes it, as the page scrolls to the target.
  for (const { holder } of lists) {
    ctx.listen(holder, 'click', (event) => {
      const link = (event.target as Element).closest('a');
      const hash = link?.hash;
      if (!link || !hash || hash === '#' || link.pathname !== ctx.browser.address().pathname) return;
      if (ctx.browser.document.getElementById(decodeURIComponent(hash.slice(1)))) collapseAll();
    });
  }
  ctx.bus.on('header:sticky', (isSticky) => {
    sticky = isSticky;
    if (isSticky) collapseAll();
  });

  // The top bar's divider: measured once per frame after load and each horizontal resize.
  const frame = frameQueue(ctx.clock);
  const scope = root.closest('.fusion-header-wrapper') ?? root;
  let width = -1;
  const divider = () => {
    const viewport = ctx.browser.viewport();
    if (viewport.width === width) return;
    width = viewport.width;
    const write = measureDivider(scope, viewport.width, viewport.width <= vars.side_header_break_point, ctx.browser);
    if (write) frame.write(write);
  };
  frame.read(divider, 'divider');
  ctx.listen('window', 'resize', () => frame.read(divider, 'divider'), { passive: true });
}
