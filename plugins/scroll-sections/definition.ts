/** Avada's 100%-height scroll sections: the markup they bind and the globals they read. */
import { definePlugin } from '../../kernel/types';

export const scrollSections = definePlugin({
  name: 'scroll-sections',
  selectors: ['.fusion-scroll-section'],
  reads: ['fusionContainerVars', 'fusionScrollToAnchorVars', 'getStickyHeaderHeight'],
  uses: ['actors'],
  load: () => import('./plugin'),
});
