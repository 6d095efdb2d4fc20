import { definePlugin } from '../../../kernel/types';

/** Avada fills the shop's text fields' placeholders from their labels. */
export const themeShopPlaceholders = definePlugin({
  name: 'theme-shop/placeholders',
  selectors: ['.woocommerce input[id]', '.woocommerce textarea[id]'],
  after: ['theme'],
  load: () => import('./plugin'),
});
