/** The theme's add to cart: the product cards' spinner and the variations form's ajax add (docs/plugins/theme-shop.md#add-to-cart). */
import { definePlugin } from '../../../kernel/types';

export const addToCart = definePlugin({
  name: 'theme-shop/add-to-cart',
  selectors: ['.add_to_cart_button.ajax_add_to_cart', 'form.variations_form'],
  after: ['theme'],
  uses: ['spawn', 'http'],
  pageEvents: ['adding_to_cart', 'added_to_cart'],
  load: () => import('./plugin'),
});
