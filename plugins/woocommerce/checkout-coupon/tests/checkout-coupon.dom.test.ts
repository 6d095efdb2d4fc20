/** The checkout's coupon form, its remove links and its "Click here" toggles, beside the checkout plugin (WooCommerce 10's markup). */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Answer, type Testbed } from '../../../../test/support';
import { markupOf } from '../../../../test/support/markup';
import { UPDATE_DEBOUNCE_MS } from '../../../../machines/woocommerce/checkout';
import { wooCheckout } from '../../checkout/definition';
import { CHECKOUT_PARAMS, checkoutMarkup, paymentBlock, REVIEW_REFERER, reviewAnswer, reviewTable } from '../../checkout/tests/checkout-page';
import { error, message } from '../../tests/cart-shop';
import { wooCheckoutCoupon } from '../definition';
import { COUPON_FAILED } from '../plugin';

let testbed: Testbed;
afterEach(() => testbed.close());

const DISCOUNT_ROW =
  '<tr class="cart-discount coupon-save10"><th>Coupon: save10</th><td>-<span class="woocommerce-Price-amount amount">$1.80</span> ' +
  '<a role="button" aria-label="Remove save10 coupon" href="/checkout/?remove_coupon=save10" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr>';
const LOGIN =
  '<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>' +
  '<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;"><p class="form-row"><label for="username">Username</label><input type="text" name="username" id="username"></p></form>';
const TERMS = '<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>Our terms.</p></div>';

/** The review answer: the table with a coupon and its remove link, the payment block with the terms printed. */
const review = () =>
  json(
    reviewAnswer('16.20', {
      fragments: {
        '.woocommerce-checkout-review-order-table': reviewTable('16.20').replace('<tfoot>', `<tfoot>${DISCOUNT_ROW}`),
        '.woocommerce-checkout-payment': paymentBlock('bacs', REVIEW_REFERER)
          .replace('<p class="form-row validate-required">', `${TERMS}<p class="form-row validate-required">`)
          .replace('I agree to the terms', 'I agree to the <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms</a>'),
      },
    }),
  );

const ACCOUNT_FIELDS =
  '<div class="create-account"><p class="form-row validate-required" id="account_password_field"><label for="account_password">Create account password</label>' +
  '<span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" value="filled-by-the-browser"></span></p><div class="clear"></div></div>';

async function open(routes: Record<string, Answer> = {}, options: { head?: string; quiet?: boolean } = {}) {
  const markup = checkoutMarkup().replace('<span>Create an account?</span></label></p>', `<span>Create an account?</span></label></p>${ACCOUNT_FIELDS}`).replace('<div class="woocommerce-notices-wrapper"></div>', `<div class="woocommerce-notices-wrapper"></div>${LOGIN}${markupOf('woocommerce/checkout-coupon.html')}`);
  testbed = await openTestbed(`${options.head ?? ''}${markup}`, [wooCheckout, wooCheckoutCoupon], {
    globals: { wc_checkout_params: CHECKOUT_PARAMS },
    routes: { 'wc-ajax:update_order_review': review(), ...routes },
    url: '/shop-nojq/checkout.html',
    quiet: options.quiet,
  });
  await testbed.settle(UPDATE_DEBOUNCE_MS);
  return testbed;
}

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const couponForm = () => $<HTMLFormElement>('form.checkout_coupon');
const couponField = () => $<HTMLInputElement>('#coupon_code');
const toggle = () => $<HTMLAnchorElement>('a.showcoupon');
const shown = (element: HTMLElement) => element.style.display !== 'none' && !element.hidden;
const reviews = () => testbed.site.requestsTo('wc-ajax:update_order_review');
const EVENTS = ['applied_coupon_in_checkout', 'removed_coupon_in_checkout', 'update_checkout'];

async function apply(code: string) {
  couponField().value = code;
  fireEvent.submit(couponForm());
  await testbed.settle(UPDATE_DEBOUNCE_MS);
}

describe('checkout: the coupon form', () => {
  it('"Click here to enter your code" opens the form with the focus in its field, and closes it again', async () => {
    await open();
    expect(shown(couponForm())).toBe(false);
    toggle().click();
    expect(shown(couponForm())).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(couponField());
    toggle().click();
    expect(shown(couponForm())).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('a refused code: apply_coupon with its nonce, the code and the billing e-mail; the error under the field, announced, the field focused and invalid; the review refreshed', async () => {
    await open({ 'wc-ajax:apply_coupon': text(error('Coupon "nosuch" cannot be applied because it does not exist.')) });
    document.querySelector<HTMLInputElement>('#billing_email')!.value = 'ada@example.com';
    const events = testbed.recordEvents(EVENTS);
    const before = reviews().length;
    toggle().click();
    await apply('nosuch');
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')[0]!.fields).toEqual({ security: 'c0c0c0c0c0', coupon_code: 'nosuch', billing_email: 'ada@example.com' });
    const note = $('#coupon-error-notice');
    expect(note.matches('p.form-row > span.coupon-error-notice[role="alert"]')).toBe(true);
    expect(note.textContent).toBe('Coupon "nosuch" cannot be applied because it does not exist.');
    expect(couponField().getAttribute('aria-invalid')).toBe('true');
    expect(couponField().getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(document.activeElement).toBe(couponField());
    expect(couponField().value).toBe('nosuch');
    expect(shown(couponForm())).toBe(true);
    expect(events).toEqual([
      { name: 'applied_coupon_in_checkout', detail: ['nosuch'] },
      { name: 'update_checkout', detail: [{ update_shipping_method: false }] },
    ]);
    expect(reviews()).toHaveLength(before + 1);
    expect(couponForm().classList.contains('processing')).toBe(false);
    fireEvent.input(couponField());
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect(couponField().hasAttribute('aria-invalid')).toBe(false);
  });

  it('an accepted code: the form closes, the server\'s notice goes above it, the field is emptied, the review refreshed', async () => {
    await open({ 'wc-ajax:apply_coupon': text(message('Coupon code applied successfully.')) });
    const before = reviews().length;
    toggle().click();
    await apply('save10');
    expect(shown(couponForm())).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(couponForm().previousElementSibling?.matches('.woocommerce-message')).toBe(true);
    expect(couponForm().previousElementSibling?.textContent).toBe('Coupon code applied successfully.');
    expect(couponField().value).toBe('');
    expect(reviews()).toHaveLength(before + 1);
  });

  it('a remove link posts remove_coupon with its nonce: the notice above the checkout form, removed_coupon_in_checkout, the review refreshed; Space on the link does the same', async () => {
    await open({ 'wc-ajax:remove_coupon': text(message('Coupon has been removed.')) });
    const events = testbed.recordEvents(EVENTS);
    const link = $<HTMLAnchorElement>('a.woocommerce-remove-coupon');
    const navigation = fireEvent.click(link);
    expect(navigation).toBe(false);
    expect($('.woocommerce-checkout-review-order').getAttribute('aria-busy')).toBe('true');
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')[0]!.fields).toEqual({ security: 'd0d0d0d0d0', coupon: 'save10' });
    expect($('form.woocommerce-checkout').previousElementSibling?.textContent).toBe('Coupon has been removed.');
    expect(events.map((event) => event.name)).toEqual(['removed_coupon_in_checkout', 'update_checkout']);
    expect(events[0]!.detail).toEqual(['save10']);
    expect($('.woocommerce-checkout-review-order').hasAttribute('aria-busy')).toBe(false);

    // The refreshed review printed the link again: Space on it.
    fireEvent.keyDown($('a.woocommerce-remove-coupon'), { key: ' ' });
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')).toHaveLength(2);
    // The older notice went: WooCommerce clears them before it shows the new one.
    expect(document.querySelectorAll('.woocommerce-message')).toHaveLength(1);
  });

  it('a request that fails: a clear error notice, the code kept, the form no longer busy', async () => {
    await open({ 'wc-ajax:apply_coupon': text('error', 500) }, { quiet: true });
    toggle().click();
    await apply('save10');
    expect($('.woocommerce-notices-wrapper').textContent).toBe(COUPON_FAILED);
    expect(couponField().value).toBe('save10');
    expect(couponForm().classList.contains('processing')).toBe(false);
    expect(testbed.console.warn).toHaveBeenCalledWith('[site-runtime:woocommerce/checkout-coupon]', 'checkout apply_coupon failed:', expect.anything());
  });

  it('stands down where WooCommerce\'s checkout.js still runs: the toggle and the form are left to it', async () => {
    await open({}, { head: '<script id="wc-checkout-js" type="text/x-inert"></script>' });
    const navigation = fireEvent.click(toggle());
    expect(navigation).toBe(true);
    expect(shown(couponForm())).toBe(false);
    const submitted = fireEvent.submit(couponForm());
    expect(submitted).toBe(true);
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')).toHaveLength(0);
  });
});

describe('checkout: the login, terms and account toggles', () => {
  it('"Click here to login" shows the login form and hides it again', async () => {
    await open();
    const login = $('form.woocommerce-form-login');
    expect(fireEvent.click($('a.showlogin'))).toBe(false);
    expect(shown(login)).toBe(true);
    fireEvent.click($('a.showlogin'));
    expect(shown(login)).toBe(false);
  });

  it('the terms link shows the terms printed on the page and marks itself open, then closed', async () => {
    await open();
    const terms = $('.woocommerce-terms-and-conditions');
    const link = () => $('a.woocommerce-terms-and-conditions-link');
    expect(fireEvent.click(link())).toBe(false);
    expect(shown(terms)).toBe(true);
    expect(link().classList.contains('woocommerce-terms-and-conditions-link--open')).toBe(true);
    fireEvent.click(link());
    expect(shown(terms)).toBe(false);
    expect(link().classList.contains('woocommerce-terms-and-conditions-link--closed')).toBe(true);
  });

  it('"Create an account?" shows the account fields only while it is ticked; ticked, the password starts empty', async () => {
    await open();
    const fields = $('div.create-account');
    const box = $<HTMLInputElement>('#createaccount');
    expect(shown(fields)).toBe(false);
    box.click();
    expect(shown(fields)).toBe(true);
    expect($<HTMLInputElement>('#account_password').value).toBe('');
    box.click();
    expect(shown(fields)).toBe(false);
  });
});
