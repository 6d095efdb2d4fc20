/** Avada's YouTube and Vimeo container backgrounds: the markup they bind and the globals they read. */
import { definePlugin } from '../../../kernel/types';

export const effectVideoBackgrounds = definePlugin({
  name: 'effects/video-backgrounds',
  selectors: ['.fusion-background-video-wrapper'],
  after: ['theme'],
  // fusionVideoBgVars arrives as settings (settings.ts); these are read live.
  reads: ['fusionGetConsent', 'YT'],
  uses: ['spawn', 'http'],
  load: () => import('./plugin'),
});
