/**
 * The theme's shop variables, `avadaWooCommerceVars` (docs/plugins/theme-shop.md#globals),
 * as a light shape (no yup: the catalogue, the cart and the checkout steps
 * read it at mount) with the defaults the shop goes on with when a key is
 * missing, null or of the wrong kind (one warning naming the key).
 */
import { object, pageGlobal, text } from '../../adapters/shapes';

export const AVADA_WOO_VARS = pageGlobal(
  'avadaWooCommerceVars',
  object(
    {
      ajaxurl: text('/wp-admin/admin-ajax.php'),
      cart_nonce: text(''),
      order_actions: text(''),
      woocommerce_shop_page_columns: text(''),
      // Avada's own text where the site prints none.
      woocommerce_checkout_error: text('Not all fields have been filled in correctly.'),
      related_products_heading_size: text(''),
    },
    { nullIsAbsent: true },
  ),
);
