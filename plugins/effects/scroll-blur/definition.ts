/** Avada's fading, blurring container backgrounds: the markup they bind and the globals they read. */
import { definePlugin } from '../../../kernel/types';

export const effectScrollBlur = definePlugin({
  name: 'effects/scroll-blur',
  selectors: ['.fullwidth-faded'],
  reads: ['fusionContainerVars'],
  load: () => import('./plugin'),
});
