/** `wc_add_to_cart_variation_params` as WooCommerce prints it (docs/plugins/woocommerce-variations-form.md#globals). */
import { object, string } from 'yup';
import { fromYup, pageGlobal, type SettingsOf } from '../../../adapters/settings';
import { WC_AJAX_URL } from '../cart-globals';

export const settings = {
  params: pageGlobal(
    'wc_add_to_cart_variation_params',
    fromYup(
      object({
        wc_ajax_url: string().default(WC_AJAX_URL),
        i18n_no_matching_variations_text: string().default('Sorry, no products matched your selection. Please choose a different combination.'),
        i18n_make_a_selection_text: string().default('Please select some product options before adding this product to your cart.'),
        i18n_unavailable_text: string().default('Sorry, this product is unavailable. Please choose a different combination.'),
        i18n_reset_alert_text: string().default('Your selection has been reset. Please select some product options before adding this product to your cart.'),
      }),
    ),
  ),
};

export type VariationsFormSettings = SettingsOf<typeof settings>;
