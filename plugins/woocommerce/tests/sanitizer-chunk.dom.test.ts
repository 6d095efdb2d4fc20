/**
 * The cart page and the checkout load the sanitizer (adapters/server-html.ts, with DOMPurify) with
 * the requests whose answers carry HTML, not at mount. When its chunk does not load (the network
 * dropped after the page loaded), no server HTML goes into the page unsanitized: each request ends
 * as a failed request does, and what the shopper typed stays. The checkout's review at load, which
 * repeats what the page printed, needs no sanitizer.
 */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Testbed } from '../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../machines/woocommerce/checkout';
import { wooCartPage } from '../cart-page/definition';
import { COUPON_FAILED, UPDATE_FAILED } from '../cart-page/plugin';
import { wooCheckout } from '../checkout/definition';
import { REVIEW_FAILED } from '../checkout/plugin';
import { CHECKOUT_PARAMS, checkoutMarkup, fillBilling, reviewAnswer } from '../checkout/tests/checkout-page';
import { CART_PARAMS, cartPageAnswer, message } from './cart-shop';

jest.mock('../../../adapters/server-html', () => {
  throw new Error('the chunk did not load');
});

let testbed: Testbed;
afterEach(() => testbed?.close());

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const noticeTexts = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper > *'), (n) => n.textContent?.trim());

describe('the cart page without the sanitizer', () => {
  beforeEach(async () => {
    testbed = await openTestbed('woocommerce/cart.html', [wooCartPage], {
      globals: { wc_cart_params: CART_PARAMS },
      routes: { 'POST /cart/': text(cartPageAnswer(4, { total: '$77.00' })), 'wc-ajax:apply_coupon': text(message('Coupon code applied successfully.')) },
      url: '/cart/',
      quiet: true,
    });
  });

  it('Update cart: the update notice, the typed quantity kept, the totals as they were, nothing busy', async () => {
    const events = testbed.recordEvents(['updated_wc_div', 'updated_cart_totals']);
    const qty = $<HTMLInputElement>('input.qty');
    qty.value = '4';
    fireEvent.change(qty);
    $('[name=update_cart]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(noticeTexts()).toEqual([UPDATE_FAILED]);
    expect($<HTMLInputElement>('input.qty').value).toBe('4');
    expect($('.order-total strong').textContent).toBe('$21.20');
    expect(events).toHaveLength(0);
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
  });

  it('Apply coupon: the coupon notice, the code kept in its field', async () => {
    $<HTMLInputElement>('#coupon_code').value = 'save10';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')).toHaveLength(1);
    expect(noticeTexts()).toEqual([COUPON_FAILED]);
    expect($<HTMLInputElement>('#coupon_code').value).toBe('save10');
  });
});

describe('the checkout without the sanitizer', () => {
  beforeEach(async () => {
    testbed = await openTestbed(checkoutMarkup(), [wooCheckout], {
      globals: { wc_checkout_params: CHECKOUT_PARAMS },
      routes: { 'wc-ajax:update_order_review': json(reviewAnswer('18.00')), 'wc-ajax:checkout': text('<p>There has been a critical error on this website.</p>', 500) },
      url: '/shop-nojq/checkout.html',
      quiet: true,
    });
    await testbed.settle(UPDATE_DEBOUNCE_MS);
  });

  it('the review at load, repeating what the page printed, needs no sanitizer and goes through', async () => {
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')).toBeNull();
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
  });

  it('a review with new markup says the order could not be updated; the totals stay as they were, nothing busy', async () => {
    testbed.site.routes['wc-ajax:update_order_review'] = json(reviewAnswer('19.00'));
    fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(testbed.site.requestsTo('wc-ajax:update_order_review')).toHaveLength(2);
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')?.textContent).toBe(REVIEW_FAILED);
    expect(document.querySelector('.order-total bdi')?.textContent).toBe('$18.00');
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
  });

  it('a failed order shows the checkout error as text (its link dropped, never unsanitized markup) and fires checkout_error; the form stays filled in', async () => {
    const events = testbed.recordEvents(['checkout_error']);
    fillBilling(document);
    fireEvent.submit(document.querySelector('form.checkout')!);
    await testbed.settle();
    const notice = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(notice.textContent).toBe(
      'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.',
    );
    expect(notice.querySelector('a')).toBeNull();
    expect(events).toHaveLength(1);
    expect(field('billing_first_name').value).toBe('Ada');
  });
});
