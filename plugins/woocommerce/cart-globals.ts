/**
 * The cart's page globals as WooCommerce's PHP prints them
 * (docs/plugins/woocommerce-add-to-cart.md#globals and the pages of the two
 * other cart parts), as yup schemas: a missing or mistyped key warns once
 * naming it and takes the default below.
 */
import { number, object, string } from 'yup';
import { fromYup, pageGlobal, phpFlag } from '../../adapters/settings';

/** WooCommerce's own address template for its ?wc-ajax= endpoints. */
export const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
/** frag.js's request time-out where the page prints none. */
export const FRAGMENTS_TIMEOUT_MS = 5000;

export const ADD_TO_CART_PARAMS = pageGlobal(
  'wc_add_to_cart_params',
  fromYup(
    object({
      wc_ajax_url: string().default(WC_AJAX_URL),
      i18n_view_cart: string().default('View cart'),
      cart_url: string().default(''),
      is_cart: phpFlag(false),
      cart_redirect_after_add: phpFlag(false),
    }),
  ),
);

export const CART_FRAGMENTS_PARAMS = pageGlobal(
  'wc_cart_fragments_params',
  fromYup(
    object({
      wc_ajax_url: string().default(WC_AJAX_URL),
      cart_hash_key: string().default('wc_cart_hash'),
      fragment_name: string().default('wc_fragments'),
      request_timeout: number().integer().min(0).default(FRAGMENTS_TIMEOUT_MS),
    }),
  ),
);

export const CART_PARAMS = pageGlobal(
  'wc_cart_params',
  fromYup(
    object({
      wc_ajax_url: string().default(WC_AJAX_URL),
      update_shipping_method_nonce: string().default(''),
      apply_coupon_nonce: string().default(''),
      remove_coupon_nonce: string().default(''),
    }),
  ),
);

/** `/?wc-ajax=%%endpoint%%` with the endpoint's name in place. */
export const wcAjaxUrl = (template: string, endpoint: string): string => (template.includes('%%endpoint%%') ? template : WC_AJAX_URL).replace('%%endpoint%%', endpoint);
