/**
 * Avada's header markup for DOM tests, composed from the fixture parts the
 * demo pages include (fixtures/markup/header/).
 */
import { markupOf } from '../../../test/support/markup';

const part = (name: string) => markupOf(`header/${name}.html`);

export type Design = 'classic' | 'modern' | 'flyout';

/** The main menu as Avada prints it, with its search item as a dropdown or an overlay. */
export function mainMenu(search: 'dropdown' | 'overlay' = 'dropdown'): string {
  const overlay = search === 'overlay';
  return `<nav class="fusion-main-menu" aria-label="Main Menu">${overlay ? part('overlay-search-form') : ''}<ul id="menu-main-menu" class="fusion-menu">${part('menu-items')}${part(overlay ? 'search-overlay' : 'search-dropdown')}</ul></nav>`;
}

/** Header v1 with the given mobile menu design (the flyout design marks the header as having a flyout). */
export function headerV1(design: Design = 'modern', { menu = mainMenu() } = {}): string {
  const flyout = design === 'flyout';
  const inner = flyout
    ? `<div class="fusion-header-has-flyout-menu-content">${part('logo')}${menu}${part('flyout-mobile')}</div>`
    : `${part('logo')}${menu}${design === 'modern' ? part('mobile-modern') : '<nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="Main Menu Mobile"></nav>'}${part('mobile-search')}`;
  return `<div id="wrapper"><header class="fusion-header-wrapper"><div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo-1 fusion-mobile-logo-1 fusion-mobile-menu-design-${design}${flyout ? ' fusion-header-has-flyout-menu' : ''}"><div class="fusion-header-sticky-height"></div><div class="fusion-header"><div class="fusion-row">${inner}</div></div></div><div class="fusion-clearfix"></div></header><main id="main"><p>Content</p></main></div>`;
}

/** Header v4 (type 2): the top bar, the logo bar and the menu bar that sticks. */
export function headerV4(): string {
  return `<div id="wrapper"><header class="fusion-header-wrapper"><div class="fusion-header-v4 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo- fusion-mobile-logo- fusion-sticky-menu-only fusion-header-menu-align-left fusion-mobile-menu-design-classic">${part('secondary-header')}<div class="fusion-header-sticky-height"></div><div class="fusion-sticky-header-wrapper"><div class="fusion-header"><div class="fusion-row">${part('logo')}</div></div><div class="fusion-secondary-main-menu"><div class="fusion-row">${mainMenu('overlay')}<nav class="fusion-mobile-nav-holder fusion-mobile-menu-text-align-left" aria-label="Main Menu Mobile"></nav></div></div></div></div><div class="fusion-clearfix"></div></header><main id="main"><p>Content</p></main></div>`;
}

/** The side header (type 3) with its spacer. */
export function sideHeader(): string {
  return `<div id="side-header-sticky"></div><div id="side-header" class="clearfix fusion-mobile-menu-design-modern fusion-sticky-logo- fusion-mobile-logo- fusion-sticky-menu-"><div class="side-header-wrapper"><div class="side-header-content fusion-logo-left">${part('logo')}</div><div class="fusion-main-menu-container fusion-logo-menu-left">${mainMenu()}${part('mobile-modern')}</div></div></div><div id="wrapper"><main id="main"><p>Content</p></main></div>`;
}
