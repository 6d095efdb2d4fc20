/**
 * The checkout's answer readers (answers.ts, with yup) come with the requests, not at mount. When
 * their chunk does not load (the network dropped after the page loaded), each request ends as a
 * failed request does: the review says the order could not be updated, a placed order shows the
 * checkout error with checkout_error, and what the shopper filled in stays.
 */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, type Testbed } from '../../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../../machines/woocommerce/checkout';
import { wooCheckout } from '../definition';
import { REVIEW_FAILED } from '../plugin';
import { CHECKOUT_PARAMS, checkoutMarkup, fillBilling, reviewAnswer } from './checkout-page';

jest.mock('../answers', () => {
  throw new Error('the chunk did not load');
});

let testbed: Testbed;
afterEach(() => testbed?.close());

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

async function open() {
  testbed = await openTestbed(checkoutMarkup(), [wooCheckout], {
    globals: { wc_checkout_params: CHECKOUT_PARAMS },
    routes: { 'wc-ajax:update_order_review': json(reviewAnswer('18.00')), 'wc-ajax:checkout': json({ result: 'failure', messages: '<ul class="woocommerce-error"><li>Prices changed.</li></ul>' }) },
    url: '/shop-nojq/checkout.html',
    quiet: true,
  });
  await testbed.settle(UPDATE_DEBOUNCE_MS);
}

describe('checkout: the answer readers do not load', () => {
  it('a review refresh says the order could not be updated, as a failed request does; nothing stays busy', async () => {
    await open();
    const events = testbed.recordEvents(['updated_checkout']);
    fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(testbed.site.requestsTo('wc-ajax:update_order_review')).toHaveLength(2);
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')?.textContent).toBe(REVIEW_FAILED);
    expect(events).toHaveLength(0);
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
  });

  it('placing the order shows the checkout error (not the answer it could not read) and fires checkout_error; the form stays filled in', async () => {
    await open();
    const events = testbed.recordEvents(['checkout_error']);
    fillBilling(document);
    fireEvent.submit(form());
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:checkout')).toHaveLength(1);
    const notice = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(form().firstElementChild).toBe(notice);
    expect(notice.textContent).toContain('There was an error processing your order.');
    expect(notice.textContent).not.toContain('Prices changed.');
    expect(notice.querySelector('a')).toHaveAttribute('href', '/my-account/orders/');
    expect(events).toHaveLength(1);
    expect(form()).not.toHaveClass('processing');
    expect([field('billing_first_name').value, field('billing_postcode').value]).toEqual(['Ada', '90210']);
    expect(testbed.navigations).toEqual([]);
  });
});
