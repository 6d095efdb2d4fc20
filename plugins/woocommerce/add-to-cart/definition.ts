import { definePlugin } from '../../../kernel/types';

/** WooCommerce's archive add to cart and mini-cart remove (docs/plugins/woocommerce-add-to-cart.md). */
export const wooAddToCart = definePlugin({
  name: 'woocommerce/add-to-cart',
  page: { globals: ['wc_add_to_cart_params'] },
  // The request queue and its client load at the first add or remove (queue-on-demand.ts).
  onDemand: ['spawn', 'http'],
  pageEvents: [
    'wc_cart_button_updated',
    'ajax_request_not_sent.adding_to_cart',
    'wc_fragment_refresh',
    'adding_to_cart',
    'added_to_cart',
    'removed_from_cart',
    'wc_fragments_loaded',
  ],
  load: () => import('./plugin'),
});
