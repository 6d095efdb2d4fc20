/**
 * WooCommerce's checkout under every fault of docs/reliability.md: placing the order (?wc-ajax=checkout)
 * and refreshing the order review (update_order_review). As WooCommerce 10.0.2's checkout.js does on
 * a failed order, the checkout error (i18n_checkout_error) goes first in the form, checkout_error
 * fires and the form is unblocked; a failed review, on which checkout.js says nothing and leaves
 * stale totals, says the order could not be updated. Either way the address typed, the payment
 * method chosen and the terms box stay as the shopper left them, and the next try goes through.
 */
import { fireEvent } from '@testing-library/dom';
import { faultAnswer, json, meetFault, openTestbed, PAST_TIMEOUT_MS, type Answer, type FaultName, type Testbed } from '../../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../../machines/woocommerce/checkout';
import { wooCheckout } from '../definition';
import { REVIEW_FAILED } from '../plugin';
import { CHECKOUT_PARAMS, checkoutMarkup, fillBilling, reviewAnswer } from './checkout-page';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
afterEach(() => testbed?.close());

const ORDER_RECEIVED = '/shop-nojq/order-received.html?order=1001&key=wc_order_abc';
const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const total = () => document.querySelector('.woocommerce-checkout-review-order-table .order-total bdi')?.textContent;
const reviewNotice = () => document.querySelector('.woocommerce-NoticeGroup-updateOrderReview');
const checkoutNotice = () => document.querySelector('.woocommerce-NoticeGroup-checkout');

async function open(routes: Record<string, Answer>) {
  testbed = await openTestbed(checkoutMarkup(), [wooCheckout], {
    globals: { wc_checkout_params: CHECKOUT_PARAMS },
    routes: { 'wc-ajax:update_order_review': json(reviewAnswer('18.00')), ...routes },
    url: '/shop-nojq/checkout.html',
    quiet: true,
  });
  await testbed.settle(UPDATE_DEBOUNCE_MS);
}

/** What the shopper typed and chose: the billing address, cash on delivery, the terms accepted. */
function fillIn() {
  fillBilling(document);
  field('payment_method_cod').checked = true;
  fireEvent.change(field('payment_method_cod'));
}

function expectFilledIn() {
  expect([field('billing_first_name').value, field('billing_postcode').value, field('billing_email').value]).toEqual(['Ada', '90210', 'ada@example.test']);
  expect(field('payment_method_cod').checked).toBe(true);
  expect(field('terms').checked).toBe(true);
}

describe('checkout (placing the order) under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: '500', title: 'checkout, 500: the checkout error first in the form, checkout_error, the form unblocked and filled in as it was, the next try places the order' },
    { fault: '403 / nonce', title: 'checkout, 403 / nonce: the checkout error first in the form, checkout_error, the form unblocked and filled in as it was, the next try places the order' },
    { fault: 'invalid JSON', title: 'checkout, invalid JSON: the checkout error first in the form, checkout_error, the form unblocked and filled in as it was, the next try places the order' },
    { fault: 'HTML for JSON', title: 'checkout, HTML for JSON: the checkout error first in the form, checkout_error, the form unblocked and filled in as it was, the next try places the order' },
    { fault: 'offline', title: 'checkout, offline: the checkout error first in the form, checkout_error, the form unblocked and filled in as it was, the next try places the order' },
  ])('$title', async ({ fault }) => {
    await open({ 'wc-ajax:checkout': [faultAnswer(fault, 'admin_ajax'), json({ result: 'success', order_id: 1001, redirect: ORDER_RECEIVED })] });
    const events = testbed.recordEvents(['checkout_error']);
    fillIn();
    fireEvent.submit(form());
    await meetFault(testbed, fault);
    expect(form().firstElementChild).toBe(checkoutNotice());
    expect(checkoutNotice()!.textContent).toContain('There was an error processing your order.');
    expect(events).toHaveLength(1);
    expect(form()).not.toHaveClass('processing');
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(testbed.navigations).toEqual([]);
    expectFilledIn();

    fireEvent.submit(form());
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:checkout')[1]!.fields).toMatchObject({ billing_first_name: 'Ada', payment_method: 'cod', terms: 'on' });
    expect(testbed.navigations).toEqual([`http://localhost${ORDER_RECEIVED}`]);
  });
});

describe('update_order_review under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'update_order_review, time-out: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
    { fault: '500', title: 'update_order_review, 500: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
    { fault: '403 / nonce', title: 'update_order_review, 403 / nonce: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
    { fault: 'invalid JSON', title: 'update_order_review, invalid JSON: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
    { fault: 'HTML for JSON', title: 'update_order_review, HTML for JSON: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
    { fault: 'offline', title: 'update_order_review, offline: a notice says the order could not be updated, the review unblocked, the form as filled in; the next refresh applies and takes the notice away' },
  ])('$title', async ({ fault }) => {
    await open({});
    fillIn();
    testbed.site.routes['wc-ajax:update_order_review'] = [faultAnswer(fault, 'admin_ajax'), json(reviewAnswer('23.40'))];
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    await meetFault(testbed, fault);
    expect(reviewNotice()!.textContent).toContain(REVIEW_FAILED);
    expect(reviewNotice()!.querySelector('[role=alert]')).not.toBeNull();
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
    expect(total()).toBe('$18.00');
    expect(testbed.navigations).toEqual([]);
    expectFilledIn();

    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(total()).toBe('$23.40');
    expect(reviewNotice()).toBeNull();
  });
});

describe('checkout (placing the order) that the server takes long to answer', () => {
  it('checkout, time-out: the order post has no time-out, as checkout.js: a minute on, the order is still in progress with no error, and the late answer goes to the order-received page', async () => {
    await open({ 'wc-ajax:checkout': { json: { result: 'success', order_id: 1001, redirect: ORDER_RECEIVED }, status: 200, headers: {}, delay: 60_000 } });
    const events = testbed.recordEvents(['checkout_error']);
    fillIn();
    fireEvent.submit(form());
    await testbed.settle(PAST_TIMEOUT_MS);
    expect(form()).toHaveClass('processing');
    expect(checkoutNotice()).toBeNull();
    expect(events).toHaveLength(0);

    await testbed.settle(60_000);
    expect(testbed.site.requestsTo('wc-ajax:checkout')).toHaveLength(1);
    expect(testbed.navigations).toEqual([`http://localhost${ORDER_RECEIVED}`]);
  });
});
