/**
 * The cart's page globals as WooCommerce's PHP prints them
 * (docs/plugins/woocommerce-add-to-cart.md#globals and the pages of the two
 * other cart parts), with the light shapes (no yup: add to cart mounts on
 * every store page): a mistyped key warns once naming it and takes the
 * default below.
 */
import { checked, flag, misfit, object, pageGlobal, text } from '../../adapters/shapes';

/** WooCommerce's own address template for its ?wc-ajax= endpoints. */
export const WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
/** frag.js's request time-out where the page prints none. */
export const FRAGMENTS_TIMEOUT_MS = 5000;

export const ADD_TO_CART_PARAMS = pageGlobal(
  'wc_add_to_cart_params',
  object({
    wc_ajax_url: text(WC_AJAX_URL),
    i18n_view_cart: text('View cart'),
    cart_url: text(''),
    is_cart: flag(false),
    cart_redirect_after_add: flag(false),
  }),
);

/** A time-out in whole milliseconds, printed as a number or a numeric string; null is the default. */
const timeoutMs = checked(FRAGMENTS_TIMEOUT_MS, 'an integer of 0 or more', (value) => {
  if (value === null) return FRAGMENTS_TIMEOUT_MS;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : misfit;
});

export const CART_FRAGMENTS_PARAMS = pageGlobal(
  'wc_cart_fragments_params',
  object({
    wc_ajax_url: text(WC_AJAX_URL),
    cart_hash_key: text('wc_cart_hash'),
    fragment_name: text('wc_fragments'),
    request_timeout: timeoutMs,
  }),
);

export const CART_PARAMS = pageGlobal(
  'wc_cart_params',
  object({
    wc_ajax_url: text(WC_AJAX_URL),
    update_shipping_method_nonce: text(''),
    apply_coupon_nonce: text(''),
    remove_coupon_nonce: text(''),
  }),
);

/** `/?wc-ajax=%%endpoint%%` with the endpoint's name in place. */
export const wcAjaxUrl = (template: string, endpoint: string): string => (template.includes('%%endpoint%%') ? template : WC_AJAX_URL).replace('%%endpoint%%', endpoint);
