/**
 * `wc_checkout_params` (docs/plugins/woocommerce-checkout.md#globals) with the
 * light shapes (no yup at mount: the answers' readers come with the first
 * request, answer-readers-loader.ts): a bad field warns once and takes
 * WooCommerce's default.
 */
import { flag, object, pageGlobal, text, type ShapeValue } from '../../../adapters/shapes';

/** WooCommerce's own text for a checkout that failed without an answer it could read. */
export const DEFAULT_CHECKOUT_ERROR = 'Error processing checkout. Please try again.';

export const WC_CHECKOUT_PARAMS = pageGlobal(
  'wc_checkout_params',
  object({
    wc_ajax_url: text('/?wc-ajax=%%endpoint%%'),
    update_order_review_nonce: text(''),
    apply_coupon_nonce: text(''),
    remove_coupon_nonce: text(''),
    option_guest_checkout: text('no'),
    checkout_url: text('/?wc-ajax=checkout'),
    is_checkout: flag(true),
    i18n_checkout_error: text(DEFAULT_CHECKOUT_ERROR),
  }),
);
export type CheckoutParams = ShapeValue<typeof WC_CHECKOUT_PARAMS.shape>;

/** The address of a wc-ajax endpoint from the `%%endpoint%%` template. */
export const wcAjaxUrl = (params: CheckoutParams, endpoint: string): string => params.wc_ajax_url.replace('%%endpoint%%', endpoint);
