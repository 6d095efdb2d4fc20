/** Avada's tabs widget (popular / recent / comments): the markup it binds and where its code lives. */
import { definePlugin } from '../../../kernel/types';

export const tabsWidget = definePlugin({
  name: 'widgets/tabs',
  selectors: ['.fusion-tabs-widget'],
  after: ['theme'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
