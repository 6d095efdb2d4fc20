/**
 * `wc_add_to_cart_variation_params` as WooCommerce prints it (docs/plugins/woocommerce-variations-form.md#globals),
 * with the light shapes: the form mounts on every variable product, and yup's chunk is not worth five texts.
 */
import { object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';
import { WC_AJAX_URL } from '../cart-globals';

export const settings = {
  params: pageGlobal(
    'wc_add_to_cart_variation_params',
    object({
      wc_ajax_url: text(WC_AJAX_URL),
      i18n_no_matching_variations_text: text('Sorry, no products matched your selection. Please choose a different combination.'),
      i18n_make_a_selection_text: text('Please select some product options before adding this product to your cart.'),
      i18n_unavailable_text: text('Sorry, this product is unavailable. Please choose a different combination.'),
      i18n_reset_alert_text: text('Your selection has been reset. Please select some product options before adding this product to your cart.'),
    }),
  ),
};

export type VariationsFormSettings = SettingsOf<typeof settings>;
