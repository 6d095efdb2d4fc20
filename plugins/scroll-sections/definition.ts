/** Avada's 100%-height scroll sections: the markup they bind and the globals they read. */
import { definePlugin } from '../../kernel/types';

export const scrollSections = definePlugin({
  name: 'scroll-sections',
  selectors: ['.fusion-scroll-section'],
  after: ['theme'],
  // fusionContainerVars and fusionScrollToAnchorVars arrive as settings (plugin.ts); this one is called live.
  reads: ['getStickyHeaderHeight'],
  uses: ['spawn'],
  load: () => import('./plugin'),
});
