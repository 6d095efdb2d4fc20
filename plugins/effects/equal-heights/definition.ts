/** Avada's equal-height columns: the markup they bind and the globals they read. */
import { definePlugin } from '../../../kernel/types';

export const effectEqualHeights = definePlugin({
  name: 'effects/equal-heights',
  selectors: ['.fusion-equal-height-columns'],
  reads: ['fusionEqualHeightVars'],
  load: () => import('./plugin'),
});
