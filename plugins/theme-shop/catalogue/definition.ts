import { definePlugin } from '../../../kernel/types';

/** The theme's touches to shop lists and account pages: ordering labels, columns, excerpts, headings, the orders table. */
export const themeShopCatalogue = definePlugin({
  name: 'theme-shop/catalogue',
  page: { globals: ['avadaWooCommerceVars'] },
  after: ['theme'],
  reads: ['avadaWooCommerceVars'],
  pageEvents: ['updated_wc_div', 'updated_cart_totals'],
  load: () => import('./plugin'),
});
