/** Avada's sticky containers and columns: the markup they bind and the globals they read. */
import { definePlugin } from '../../../kernel/types';

export const effectStickyContainers = definePlugin({
  name: 'effects/sticky-containers',
  selectors: ['.fusion-sticky-container'],
  reads: ['fusionJSVars'],
  load: () => import('./plugin'),
});
