/** Avada's main menu: dropdowns and mega menus with hover intent and the keyboard (docs/plugins/menus.md). */
import { definePlugin } from '../../kernel/types';

/** Each main menu (and the sticky copy): its dropdown, mega menu, cart and login items open and close. */
export const menus = definePlugin({
  name: 'menus',
  selectors: ['.fusion-main-menu'],
  after: ['theme'],
  reads: ['avadaMenuVars'],
  // An item's dropdown actor (and xstate) at the visitor's first hover, focus, key or tap on it (dropdown.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
