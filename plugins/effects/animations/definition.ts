/** Avada's element animations: the markup they bind and the globals they read. */
import { definePlugin } from '../../../kernel/types';

export const effectAnimations = definePlugin({
  name: 'effects/animations',
  selectors: ['.fusion-animated'],
  reads: ['fusionAnimationsVars'],
  load: () => import('./plugin'),
});
