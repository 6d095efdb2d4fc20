/** Avada's fading, blurring container backgrounds: the markup they bind (their page globals are the module's settings). */
import { definePlugin } from '../../../kernel/types';

export const effectScrollBlur = definePlugin({
  name: 'effects/scroll-blur',
  selectors: ['.fullwidth-faded'],
  after: ['theme'],
  load: () => import('./plugin'),
});
