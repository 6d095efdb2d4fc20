/** Widget plugins: the markup they bind and where their code lives. */
import { definePlugin } from '../../kernel/types';

/** Avada's tabs widget (popular / recent / comments). */
export const tabsWidget = definePlugin({
  name: 'tabs-widget',
  selectors: ['.fusion-tabs-widget'],
  uses: ['actors'],
  load: () => import('./tabs'),
});
