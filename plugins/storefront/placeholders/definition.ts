import { definePlugin } from '../../../kernel/types';

/** Avada fills the shop's text fields' placeholders from their labels. */
export const storefrontPlaceholders = definePlugin({
  name: 'storefront/placeholders',
  selectors: ['.woocommerce input[id]', '.woocommerce textarea[id]'],
  after: ['theme'],
  load: () => import('./plugin'),
});
