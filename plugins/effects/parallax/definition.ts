/** Avada's parallax container backgrounds: the markup they bind. */
import { definePlugin } from '../../../kernel/types';

export const effectParallax = definePlugin({
  name: 'effects/parallax',
  selectors: ['.fusion-bg-parallax'],
  after: ['theme'],
  load: () => import('./plugin'),
});
