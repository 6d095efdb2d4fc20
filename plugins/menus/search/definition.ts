/** The search item of Avada's main menu: a dropdown or an overlay (docs/plugins/menus.md#search). */
import { definePlugin } from '../../../kernel/types';

export const menuSearch = definePlugin({
  name: 'menus/search',
  selectors: ['.fusion-main-menu-search'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
