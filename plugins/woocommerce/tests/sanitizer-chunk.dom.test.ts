/**
 * The cart page, the checkout and the cart fragments load the sanitizer (adapters/server-html.ts, with DOMPurify) with
 * the requests whose answers carry HTML, not at mount. When its chunk does not load (the network
 * dropped after the page loaded), no server HTML goes into the page unsanitized: each request ends
 * as a failed request does, and what the shopper typed stays. The checkout's review at load and the
 * mini cart's refresh at load, which repeat what the page printed, need no sanitizer.
 */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Testbed } from '../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../machines/woocommerce/checkout';
import { CREATED_KEY } from '../cart-fragments/cache';
import { wooCartFragments } from '../cart-fragments/definition';
import { wooCartPage } from '../cart-page/definition';
import { COUPON_FAILED, UPDATE_FAILED } from '../cart-page/plugin';
import { wooCheckout } from '../checkout/definition';
import { REVIEW_FAILED } from '../checkout/plugin';
import { CHECKOUT_PARAMS, checkoutMarkup, fillBilling, reviewAnswer } from '../checkout/tests/checkout-page';
import { CART_PARAMS, cartAnswer, cartPageAnswer, FRAGMENTS_PARAMS, fragmentsFor, message, miniCartTexts } from './cart-shop';

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

describe('the cart fragments without the sanitizer', () => {
  const open = (beanies: number, options: { start?: boolean } = {}) =>
    openTestbed('woocommerce/archive.html', [wooCartFragments], {
      globals: { wc_cart_fragments_params: FRAGMENTS_PARAMS },
      routes: { 'wc-ajax:get_refreshed_fragments': json(cartAnswer(beanies)) },
      quiet: true,
      ...options,
    });
  afterEach(() => sessionStorage.clear());

  it('the refresh at load, repeating the mini cart the page printed, needs no sanitizer: the same nodes stay, wc_fragments_refreshed', async () => {
    const fired: string[] = [];
    for (const name of ['wc_fragments_refreshed', 'wc_fragments_ajax_error']) document.addEventListener(name, () => fired.push(name), { once: true });
    testbed = await open(0, { start: false });
    const printed = Array.from(document.querySelectorAll('.widget_shopping_cart_content, .cart-contents-count'));
    testbed.runtime.start();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:get_refreshed_fragments')).toHaveLength(1);
    expect(fired).toEqual(['wc_fragments_refreshed']);
    expect(printed).toHaveLength(3);
    expect(Array.from(document.querySelectorAll('.widget_shopping_cart_content, .cart-contents-count'))).toEqual(printed);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
  });

  it('a refresh that changes the mini cart ends as a failed one: wc_fragments_ajax_error, the mini cart as it was', async () => {
    const fired: string[] = [];
    for (const name of ['wc_fragments_refreshed', 'wc_fragments_ajax_error']) document.addEventListener(name, () => fired.push(name), { once: true });
    testbed = await open(2);
    expect(fired).toEqual(['wc_fragments_ajax_error']);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
    expect(sessionStorage.getItem(FRAGMENTS_PARAMS.fragment_name)).toBeNull();
  });

  it('a cache repeating the page is shown without the sanitizer, with wc_fragments_loaded', async () => {
    sessionStorage.setItem(FRAGMENTS_PARAMS.fragment_name, JSON.stringify(fragmentsFor(0)));
    sessionStorage.setItem(FRAGMENTS_PARAMS.cart_hash_key, 'hash0');
    sessionStorage.setItem(CREATED_KEY, String(Date.now()));
    document.cookie = 'woocommerce_cart_hash=hash0; path=/';
    const fired: string[] = [];
    document.addEventListener('wc_fragments_loaded', () => fired.push('loaded'), { once: true });
    testbed = await open(2);
    document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(testbed.site.requestsTo('wc-ajax:get_refreshed_fragments')).toHaveLength(0);
    expect(fired).toEqual(['loaded']);
  });
});
