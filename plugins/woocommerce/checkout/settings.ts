/**
 * `wc_checkout_params` (docs/plugins/woocommerce-checkout.md#globals) as a yup
 * schema: a missing or bad field warns once and takes WooCommerce's default.
 */
import { object, string } from 'yup';
import { fromYup, pageGlobal, phpFlag, type ShapeValue } from '../../../adapters/settings';

/** WooCommerce's own text for a checkout that failed without an answer it could read. */
export const DEFAULT_CHECKOUT_ERROR = 'Error processing checkout. Please try again.';

const checkoutParams = object({
  wc_ajax_url: string().default('/?wc-ajax=%%endpoint%%'),
  update_order_review_nonce: string().default(''),
  checkout_url: string().default('/?wc-ajax=checkout'),
  is_checkout: phpFlag(true),
  i18n_checkout_error: string().default(DEFAULT_CHECKOUT_ERROR),
});

export const WC_CHECKOUT_PARAMS = pageGlobal('wc_checkout_params', fromYup(checkoutParams));
export type CheckoutParams = ShapeValue<typeof WC_CHECKOUT_PARAMS.shape>;

/** The address of a wc-ajax endpoint from the `%%endpoint%%` template. */
export const wcAjaxUrl = (params: CheckoutParams, endpoint: string): string => params.wc_ajax_url.replace('%%endpoint%%', endpoint);
