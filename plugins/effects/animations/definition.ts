/** Avada's element animations: the markup they bind (their page globals are the module's settings). */
import { definePlugin } from '../../../kernel/types';

export const effectAnimations = definePlugin({
  name: 'effects/animations',
  selectors: ['.fusion-animated'],
  after: ['theme'],
  load: () => import('./plugin'),
});
