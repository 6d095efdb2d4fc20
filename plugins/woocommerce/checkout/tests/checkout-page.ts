/**
 * Test data for the checkout's DOM tests: WooCommerce's checkout form with a
 * review table and payment block filled in, the globals its PHP prints, and
 * update_order_review / checkout answers in WooCommerce's shapes.
 */
import { markupOf } from '../../../../test/support/markup';

export const REVIEW_NONCE = 'a1b2c3d4e5';
export const CHECKOUT_NONCE = 'f6e5d4c3b2';

export const price = (amount: string) =>
  `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${amount}</bdi></span>`;

export const reviewTable = (total: string) =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>` +
  `<tbody><tr class="cart_item"><td class="product-name">Beanie&nbsp;<strong class="product-quantity">&times;&nbsp;1</strong></td><td class="product-total">${price('18.00')}</td></tr></tbody>` +
  `<tfoot><tr class="order-total"><th>Total</th><td><strong>${price(total)}</strong></td></tr></tfoot></table>`;

/** The payment block; `referer`: WordPress prints the request's own address beside the checkout nonce. */
export const paymentBlock = (chosen = 'bacs', referer = '/shop-nojq/checkout.html') =>
  `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">` +
  ['bacs', 'cod']
    .map(
      (id) =>
        `<li class="wc_payment_method payment_method_${id}"><input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${id === chosen ? ' checked="checked"' : ''} data-order_button_text="${id === 'cod' ? 'Order, pay on delivery' : ''}">` +
        `<label for="payment_method_${id}">${id}</label><div class="payment_box payment_method_${id}"${id === chosen ? '' : ' style="display:none;"'}>` +
        (id === 'bacs' ? '<p>Pay by bank transfer.</p><p class="form-row"><label for="bacs_reference">Reference</label><input type="text" class="input-text" id="bacs_reference" name="bacs_reference"></p>' : '<p>Pay with cash.</p>') +
        `</div></li>`,
    )
    .join('') +
  `</ul><div class="form-row place-order"><noscript>Since your browser does not support JavaScript, please click <em>Update Totals</em> first.<br/><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button></noscript><div class="woocommerce-terms-and-conditions-wrapper"><p class="form-row validate-required"><label class="checkbox"><input type="checkbox" class="input-checkbox" name="terms" id="terms"> <span>I agree to the terms</span>&nbsp;<abbr class="required" title="required">*</abbr></label><input type="hidden" name="terms-field" value="1"></p></div>` +
  `<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>` +
  `<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${CHECKOUT_NONCE}"><input type="hidden" name="_wp_http_referer" value="${referer}"></div></div>`;

/** The checkout form as the page prints it. */
export const checkoutMarkup = (): string =>
  `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>` +
  markupOf('woocommerce/checkout-form.html').replace('{{shop:review}}', reviewTable('18.00')).replace('{{shop:payment}}', paymentBlock()) +
  `</div>`;

export const CHECKOUT_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  update_order_review_nonce: REVIEW_NONCE,
  apply_coupon_nonce: 'c0c0c0c0c0',
  remove_coupon_nonce: 'd0d0d0d0d0',
  option_guest_checkout: 'yes',
  checkout_url: '/?wc-ajax=checkout',
  is_checkout: '1',
  debug_mode: '',
  i18n_checkout_error: 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/my-account/orders/">order history</a> before placing the order again.',
};

const quoted = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

export const COUNTRY_SELECT_PARAMS = {
  countries: quoted({ US: { CA: 'California', NY: 'New York', TX: 'Texas', WA: 'Washington' }, CA: { BC: 'British Columbia', ON: 'Ontario', QC: 'Quebec' }, DE: [], NL: [] }),
  i18n_select_state_text: 'Select an option…',
};

export const ADDRESS_I18N_PARAMS = {
  locale: quoted({
    US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
    CA: { postcode: { label: 'Postal code' }, state: { label: 'Province' } },
    GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
    DE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
    NL: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
    default: {
      first_name: { label: 'First name', required: true, priority: 10 },
      last_name: { label: 'Last name', required: true, priority: 20 },
      company: { label: 'Company name', required: false, priority: 30 },
      country: { label: 'Country / Region', required: true, priority: 40 },
      address_1: { label: 'Street address', required: true, priority: 50 },
      address_2: { label: 'Apartment, suite, unit, etc.', required: false, priority: 60 },
      city: { label: 'Town / City', required: true, priority: 70 },
      state: { label: 'State / County', required: true, priority: 80 },
      postcode: { label: 'Postcode / ZIP', required: true, priority: 90 },
    },
  }),
  locale_fields: quoted({
    address_1: '#billing_address_1_field, #shipping_address_1_field',
    address_2: '#billing_address_2_field, #shipping_address_2_field',
    state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
    postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
    city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
  }),
  i18n_required_text: 'required',
  i18n_optional_text: 'optional',
};

/** The referer in update_order_review's payment block: the ajax request's address. */
export const REVIEW_REFERER = '/?wc-ajax=update_order_review';

/** An update_order_review answer as WooCommerce sends it. */
export const reviewAnswer = (total: string, extra: Record<string, unknown> = {}) => ({
  result: 'success',
  messages: '',
  reload: false,
  fragments: { '.woocommerce-checkout-review-order-table': reviewTable(total), '.woocommerce-checkout-payment': paymentBlock('bacs', REVIEW_REFERER) },
  ...extra,
});

/** Fills the billing fields with a valid US address. */
export function fillBilling(doc: Document): void {
  const values: Record<string, string> = {
    billing_first_name: 'Ada',
    billing_last_name: 'Lovelace',
    billing_address_1: '1 Main Street',
    billing_city: 'Springfield',
    billing_postcode: '90210',
    billing_phone: '+1 (555) 010-0000',
    billing_email: 'ada@example.test',
  };
  for (const [id, value] of Object.entries(values)) (doc.getElementById(id) as HTMLInputElement).value = value;
  (doc.getElementById('terms') as HTMLInputElement).checked = true;
}
