/** Avada's equal-height columns: the markup they bind (their page globals are the module's settings). */
import { definePlugin } from '../../../kernel/types';

export const effectEqualHeights = definePlugin({
  name: 'effects/equal-heights',
  selectors: ['.fusion-equal-height-columns'],
  after: ['theme'],
  load: () => import('./plugin'),
});
