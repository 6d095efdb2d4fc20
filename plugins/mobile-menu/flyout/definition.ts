/** Avada's flyout menu and flyout search (docs/plugins/mobile-menu.md#flyout). */
import { definePlugin } from '../../../kernel/types';

/** The element carrying the flyout's state classes: header v6, or a header with the flyout mobile design. */
export const flyout = definePlugin({
  name: 'mobile-menu/flyout',
  selectors: ['.fusion-header-has-flyout-menu'],
  after: ['theme'],
  reads: ['avadaMenuVars'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
