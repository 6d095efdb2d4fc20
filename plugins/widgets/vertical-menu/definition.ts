/** Avada's vertical menu widget (docs/plugins/widgets.md#vertical-menu). */
import { definePlugin } from '../../../kernel/types';

export const verticalMenu = definePlugin({
  name: 'widgets/vertical-menu',
  selectors: ['.fusion-vertical-menu-widget'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
