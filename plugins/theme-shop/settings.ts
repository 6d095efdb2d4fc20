/**
 * The theme's shop variables, `avadaWooCommerceVars` (docs/plugins/theme-shop.md#globals),
 * as a yup schema with the defaults the shop goes on with when a key is
 * missing or of the wrong kind (one warning naming the key).
 */
import { object, string } from 'yup';
import { fromYup, pageGlobal } from '../../adapters/settings';

export const AVADA_WOO_VARS = pageGlobal(
  'avadaWooCommerceVars',
  fromYup(
    object({
      ajaxurl: string().default('/wp-admin/admin-ajax.php'),
      cart_nonce: string().default(''),
      order_actions: string().default(''),
      woocommerce_shop_page_columns: string().default(''),
      // Avada's own text where the site prints none.
      woocommerce_checkout_error: string().default('Not all fields have been filled in correctly.'),
      related_products_heading_size: string().default(''),
    }),
  ),
);
