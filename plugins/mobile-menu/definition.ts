/** Avada's mobile menu: the list built from the main menu, its toggles and submenus (docs/plugins/mobile-menu.md). */
import { definePlugin } from '../../kernel/types';

/** The header element that carries the mobile menu design (classic, modern or flyout). */
export const mobileMenu = definePlugin({
  name: 'mobile-menu',
  selectors: ['.fusion-mobile-menu-design-classic', '.fusion-mobile-menu-design-modern', '.fusion-mobile-menu-design-flyout'],
  after: ['theme'],
  reads: ['avadaMenuVars'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
