import { definePlugin } from '../../../kernel/types';

/**
 * WooCommerce's variations form without add-to-cart-variation.js (docs/plugins/woocommerce-variations-form.md).
 * The gallery events it fires are relayed through the product gallery's definition.
 */
export const wooVariationsForm = definePlugin({
  name: 'woocommerce/variations-form',
  selectors: ['form.variations_form'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_add_to_cart_variation_params'],
  reads: ['wc_add_to_cart_variation_params'],
  uses: ['spawn', 'http'],
  pageEvents: [
    'check_variations',
    'wc_variation_form',
    'woocommerce_variation_select_change',
    'woocommerce_variation_has_changed',
    'update_variation_values',
    'woocommerce_update_variation_values',
    'reset_image',
    'announce_reset',
    'reload_product_variations',
    'found_variation',
    'show_variation',
    'hide_variation',
    'reset_data',
  ],
  load: () => import('./plugin'),
});
