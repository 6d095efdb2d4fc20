import { definePlugin } from '../../../kernel/types';

/** Avada's quantity boxes: plus and minus beside WooCommerce's quantity inputs. */
export const themeShopQuantity = definePlugin({
  name: 'theme-shop/quantity',
  selectors: ['div.quantity', 'td.quantity'],
  after: ['theme'],
  pageEvents: ['ajaxComplete'],
  load: () => import('./plugin'),
});
