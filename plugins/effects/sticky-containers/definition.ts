/** Avada's sticky containers and columns: the markup they bind (their page globals are the module's settings). */
import { definePlugin } from '../../../kernel/types';

export const effectStickyContainers = definePlugin({
  name: 'effects/sticky-containers',
  selectors: ['.fusion-sticky-container'],
  after: ['theme'],
  load: () => import('./plugin'),
});
