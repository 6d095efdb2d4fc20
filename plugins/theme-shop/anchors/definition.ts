import { definePlugin } from '../../../kernel/types';

/** Avada's smooth scrolling to in-page anchors, and `#_` addresses for anchors on other pages. */
export const themeShopAnchors = definePlugin({
  name: 'theme-shop/anchors',
  page: { globals: ['fusionScrollToAnchorVars'] },
  after: ['theme'],
  load: () => import('./plugin'),
});
