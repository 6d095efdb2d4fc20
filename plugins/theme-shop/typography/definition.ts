import { definePlugin } from '../../../kernel/types';

/** Avada's responsive typography: headings scale down on narrow screens. */
export const themeShopTypography = definePlugin({
  name: 'theme-shop/typography',
  page: { globals: ['fusionTypographyVars'] },
  after: ['theme'],
  reads: ['fusionTypographyVars'],
  load: () => import('./plugin'),
});
