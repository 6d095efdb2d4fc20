/**
 * WooCommerce's cart page under every fault of docs/reliability.md: "Update cart", the remove and
 * undo links, the shipping calculator, apply and remove coupon, and the shipping method. WooCommerce
 * 10.0.2's cart.js unblocks the form and the totals when a request ends and says nothing on a
 * failure; here the page also keeps what it showed, with one notice ("session expired" for a nonce
 * refused with -1 or a 403), no busy mark left, what the shopper typed or chose still in place, and
 * the next request going through (the queue is not stuck).
 */
import { faultAnswer, meetFault, openTestbed, text, type Answer, type FaultName, type Testbed, type Routes } from '../../../test/support';
import { wooCartPage } from '../cart-page/definition';
import { COUPON_FAILED, SESSION_EXPIRED, UPDATE_FAILED } from '../cart-page/plugin';
import { CART_PARAMS, cartPageAnswer, emptyCartAnswer, message } from './cart-shop';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
afterEach(() => testbed?.close());

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const qty = () => $<HTMLInputElement>('input.qty');
const couponField = () => $<HTMLInputElement>('#coupon_code');
const postcode = () => $<HTMLInputElement>('#calc_shipping_postcode');
const country = () => $<HTMLSelectElement>('#calc_shipping_country');
const pickup = () => $<HTMLInputElement>('#shipping_method_0_local_pickup2');
const noticeTexts = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper > *'), (n) => n.textContent?.trim());
const total = () => $('.order-total strong').textContent;

async function open(routes: Routes) {
  testbed = await openTestbed('woocommerce/cart.html', [wooCartPage], {
    globals: { wc_cart_params: CART_PARAMS },
    routes,
    url: '/cart/',
    quiet: true,
  });
}

/** Types a quantity as a shopper does. */
function typeQuantity(value: string) {
  qty().value = value;
  qty().dispatchEvent(new Event('input', { bubbles: true }));
  qty().dispatchEvent(new Event('change', { bubbles: true }));
}

/** The form and the totals are no longer marked busy. */
function expectNotBusy() {
  expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
}

/** The notice a failure of a plain request shows: a 403 page says the session expired. */
const updateNotice = (fault: FaultName) => (fault === '403 / nonce' ? SESSION_EXPIRED : UPDATE_FAILED);

describe('update_cart under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'update_cart, time-out: a notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
    { fault: '500', title: 'update_cart, 500: a notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
    { fault: '403 / nonce', title: 'update_cart, 403: the session-expired notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
    { fault: 'invalid JSON', title: 'update_cart, invalid JSON: a notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
    { fault: 'HTML for JSON', title: 'update_cart, HTML for JSON: a page without the cart form is a failure: a notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
    { fault: 'offline', title: 'update_cart, offline: a notice, the typed quantity kept, Update cart enabled, nothing busy, the next update goes through' },
  ])('$title', async ({ fault }) => {
    await open({ 'POST /cart/': [faultAnswer(fault), text(cartPageAnswer(4, { total: '$77.00' }))] });
    typeQuantity('4');
    $('[name=update_cart]').click();
    expect($('.woocommerce-cart-form')).toHaveClass('processing');
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([updateNotice(fault)]);
    expect(qty().value).toBe('4');
    expect($<HTMLButtonElement>('[name=update_cart]').disabled).toBe(false);
    expect(total()).toBe('$21.20');
    expectNotBusy();

    $('[name=update_cart]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')[1]!.fields['cart[k1][qty]']).toBe('4');
    expect(total()).toBe('$77.00');
  });

  it('update_cart, failing twice: one notice, not one per failure', async () => {
    await open({ 'POST /cart/': faultAnswer('500') });
    typeQuantity('4');
    $('[name=update_cart]').click();
    await testbed.settle();
    $('[name=update_cart]').click();
    await testbed.settle();
    expect(noticeTexts()).toEqual([UPDATE_FAILED]);
    expect(qty().value).toBe('4');
  });
});

describe('the cart page links under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'remove link, time-out: a notice, the line and the typed quantity stay, nothing busy, the next click removes' },
    { fault: '500', title: 'remove link, 500: a notice, the line and the typed quantity stay, nothing busy, the next click removes' },
    { fault: '403 / nonce', title: 'remove link, 403: the session-expired notice, the line and the typed quantity stay, nothing busy, the next click removes' },
    { fault: 'invalid JSON', title: 'remove link, invalid JSON: a notice, the line and the typed quantity stay, nothing busy, the next click removes' },
    { fault: 'HTML for JSON', title: 'remove link, HTML for JSON: a page without the cart form is a failure: a notice, the line and the typed quantity stay, nothing busy, the next click removes' },
    { fault: 'offline', title: 'remove link, offline: a notice, the line and the typed quantity stay, nothing busy, the next click removes' },
  ])('$title', async ({ fault }) => {
    await open({ 'GET /cart/': [faultAnswer(fault), text(emptyCartAnswer(message('“Beanie” removed.')))] });
    typeQuantity('2');
    $('.product-remove > a').click();
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([updateNotice(fault)]);
    expect(testbed.navigations).toEqual([]);
    expect(document.querySelectorAll('.woocommerce-cart-form .cart_item')).toHaveLength(1);
    expect(qty().value).toBe('2');
    expectNotBusy();

    $('.product-remove > a').click();
    await testbed.settle();
    expect($('.cart-empty').textContent).toBe('Your cart is currently empty.');
  });

  it('remove link, superseded: clicked while an update is in flight, it waits its turn and then removes; the update\'s answer does not bring the line back', async () => {
    let answerUpdate!: () => void;
    await open({
      'POST /cart/': () => new Promise<Answer>((resolve) => (answerUpdate = () => resolve(text(cartPageAnswer(3))))),
      'GET /cart/': text(emptyCartAnswer(message('“Beanie” removed.'))),
    });
    typeQuantity('3');
    $('[name=update_cart]').click();
    await testbed.settle();
    $('.product-remove > a').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('GET /cart/')).toHaveLength(0);
    answerUpdate();
    await testbed.settle();
    expect(testbed.site.requestsTo('GET /cart/')).toHaveLength(1);
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect(noticeTexts()).toEqual(['“Beanie” removed.']);
    expectNotBusy();
  });
});

describe('the shipping calculator under faults', () => {
  /** Opens the calculator and asks for shipping to a UK postcode. */
  function calculate() {
    $('.shipping-calculator-button').click();
    country().value = 'GB';
    postcode().value = 'SW1A 1AA';
    $<HTMLButtonElement>('[name=calc_shipping]').click();
  }

  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'shipping calculator, time-out: a notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
    { fault: '500', title: 'shipping calculator, 500: a notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
    { fault: '403 / nonce', title: 'shipping calculator, 403: the session-expired notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
    { fault: 'invalid JSON', title: 'shipping calculator, invalid JSON: a notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
    { fault: 'HTML for JSON', title: 'shipping calculator, HTML for JSON: a page without the cart form is a failure: a notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
    { fault: 'offline', title: 'shipping calculator, offline: a notice, the calculator stays open with the country and postcode chosen, nothing busy, the next submit goes through' },
  ])('$title', async ({ fault }) => {
    await open({ 'POST /cart/': [faultAnswer(fault), text(cartPageAnswer(1, { total: '$25.00' }))] });
    calculate();
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([updateNotice(fault)]);
    expect($('.shipping-calculator-form').style.display).toBe('');
    expect([country().value, postcode().value]).toEqual(['GB', 'SW1A 1AA']);
    expectNotBusy();

    $<HTMLButtonElement>('[name=calc_shipping]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')[1]!.fields).toMatchObject({ calc_shipping: 'x', calc_shipping_country: 'GB', calc_shipping_postcode: 'SW1A 1AA' });
    expect(total()).toBe('$25.00');
  });

  it('shipping calculator, superseded: submitted while an update is in flight, it waits its turn and is sent with what was typed', async () => {
    let answerUpdate!: () => void;
    await open({
      'POST /cart/': [() => new Promise<Answer>((resolve) => (answerUpdate = () => resolve(text(cartPageAnswer(2))))), text(cartPageAnswer(2, { total: '$41.00' }))],
    });
    typeQuantity('2');
    $('[name=update_cart]').click();
    await testbed.settle();
    calculate();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    answerUpdate();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')[1]!.fields).toMatchObject({ calc_shipping: 'x', calc_shipping_country: 'GB', calc_shipping_postcode: 'SW1A 1AA' });
    expect(total()).toBe('$41.00');
    expectNotBusy();
  });
});

describe('apply_coupon under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'apply_coupon, time-out: a notice, the code kept in its field, nothing busy, applying again goes through' },
    { fault: '500', title: 'apply_coupon, 500: a notice, the code kept in its field, nothing busy, applying again goes through' },
    { fault: '403 / nonce', title: 'apply_coupon, 403 / nonce: the session-expired notice, the code kept in its field, nothing busy, applying again goes through' },
    { fault: 'invalid JSON', title: 'apply_coupon, invalid JSON: no notice markup is a failure: a notice, the code kept in its field, nothing busy, applying again goes through' },
    { fault: 'HTML for JSON', title: 'apply_coupon, HTML for JSON: a page instead of a notice is a failure: a notice, the code kept in its field, nothing busy, applying again goes through' },
    { fault: 'offline', title: 'apply_coupon, offline: a notice, the code kept in its field, nothing busy, applying again goes through' },
  ])('$title', async ({ fault }) => {
    await open({
      'wc-ajax:apply_coupon': [faultAnswer(fault, 'admin_ajax'), text(message('Coupon code applied successfully.'))],
      'POST /cart/': text(cartPageAnswer(1, { total: '$19.20' })),
    });
    couponField().value = 'save10';
    $('[name=apply_coupon]').click();
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([fault === '403 / nonce' ? SESSION_EXPIRED : COUPON_FAILED]);
    expect(couponField().value).toBe('save10');
    expect(couponField().hasAttribute('aria-invalid')).toBe(false);
    expectNotBusy();

    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')[1]!.fields).toEqual({ security: 'apply1', coupon_code: 'save10' });
    expect(noticeTexts()).toEqual(['Coupon code applied successfully.']);
    expect(total()).toBe('$19.20');
  });

  it('apply_coupon, superseded: applied while an update is in flight, it waits its turn; the update\'s answer keeps the code typed, which is then applied', async () => {
    let answerUpdate!: () => void;
    await open({
      'POST /cart/': [() => new Promise<Answer>((resolve) => (answerUpdate = () => resolve(text(cartPageAnswer(2))))), text(cartPageAnswer(2, { total: '$37.80' }))],
      'wc-ajax:apply_coupon': text(message('Coupon code applied successfully.')),
    });
    typeQuantity('2');
    $('[name=update_cart]').click();
    await testbed.settle();
    couponField().value = 'save10';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')).toHaveLength(0);
    answerUpdate();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')[0]!.fields.coupon_code).toBe('save10');
    expect(noticeTexts()).toEqual(['Coupon code applied successfully.']);
    expect(total()).toBe('$37.80');
    expectNotBusy();
  });
});

describe('remove_coupon under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'remove_coupon, time-out: a notice, the coupon stays in the totals, nothing busy, removing again goes through' },
    { fault: '500', title: 'remove_coupon, 500: a notice, the coupon stays in the totals, nothing busy, removing again goes through' },
    { fault: '403 / nonce', title: 'remove_coupon, 403 / nonce: the session-expired notice, the coupon stays in the totals, nothing busy, removing again goes through' },
    { fault: 'invalid JSON', title: 'remove_coupon, invalid JSON: no notice markup is a failure: a notice, the coupon stays in the totals, nothing busy, removing again goes through' },
    { fault: 'HTML for JSON', title: 'remove_coupon, HTML for JSON: a page instead of a notice is a failure: a notice, the coupon stays in the totals, nothing busy, removing again goes through' },
    { fault: 'offline', title: 'remove_coupon, offline: a notice, the coupon stays in the totals, nothing busy, removing again goes through' },
  ])('$title', async ({ fault }) => {
    await open({
      'wc-ajax:remove_coupon': [faultAnswer(fault, 'admin_ajax'), text(message('Coupon has been removed.'))],
      'POST /cart/': text(cartPageAnswer(1)),
    });
    typeQuantity('3');
    $('a.woocommerce-remove-coupon').click();
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([fault === '403 / nonce' ? SESSION_EXPIRED : COUPON_FAILED]);
    expect(testbed.navigations).toEqual([]);
    expect(document.querySelector('.cart-discount.coupon-save10')).not.toBeNull();
    expect(qty().value).toBe('3');
    expectNotBusy();

    $('a.woocommerce-remove-coupon').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')).toHaveLength(2);
    expect(noticeTexts()).toContain('Coupon has been removed.');
  });

  it('remove_coupon, superseded: clicked while an update is in flight, it waits its turn, is sent after it, and the cart is rendered again', async () => {
    let answerUpdate!: () => void;
    await open({
      'POST /cart/': [() => new Promise<Answer>((resolve) => (answerUpdate = () => resolve(text(cartPageAnswer(2))))), text(cartPageAnswer(2, { total: '$36.00' }))],
      'wc-ajax:remove_coupon': text(message('Coupon has been removed.')),
    });
    typeQuantity('2');
    $('[name=update_cart]').click();
    await testbed.settle();
    $('a.woocommerce-remove-coupon').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')).toHaveLength(0);
    answerUpdate();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')[0]!.fields.coupon).toBe('save10');
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(2);
    expect(total()).toBe('$36.00');
    expectNotBusy();
  });
});

describe('update_shipping_method under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'update_shipping_method, time-out: a notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
    { fault: '500', title: 'update_shipping_method, 500: a notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
    { fault: '403 / nonce', title: 'update_shipping_method, 403 / nonce: the session-expired notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
    { fault: 'invalid JSON', title: 'update_shipping_method, invalid JSON: no cart totals is a failure: a notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
    { fault: 'HTML for JSON', title: 'update_shipping_method, HTML for JSON: a page without cart totals is a failure: a notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
    { fault: 'offline', title: 'update_shipping_method, offline: a notice, the chosen method stays chosen, the totals as they were, updated_shipping_method fires once, the next choice goes through' },
  ])('$title', async ({ fault }) => {
    await open({ 'wc-ajax:update_shipping_method': [faultAnswer(fault, 'admin_ajax'), text(cartPageAnswer(1, { total: '$18.00' }))] });
    const events = testbed.recordEvents(['updated_shipping_method']);
    pickup().click();
    await meetFault(testbed, fault);
    expect(noticeTexts()).toEqual([fault === '403 / nonce' ? SESSION_EXPIRED : UPDATE_FAILED]);
    expect(pickup().checked).toBe(true);
    expect(total()).toBe('$21.20');
    expect(events).toHaveLength(1);
    expectNotBusy();

    $<HTMLInputElement>('#shipping_method_0_flat_rate1').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:update_shipping_method')[1]!.fields['shipping_method[0]']).toBe('flat_rate:1');
    expect(total()).toBe('$18.00');
  });

  it('update_shipping_method, superseded: a method chosen while an update is in flight waits its turn and is sent after it; the totals are the method\'s', async () => {
    let answerUpdate!: () => void;
    await open({
      'POST /cart/': () => new Promise<Answer>((resolve) => (answerUpdate = () => resolve(text(cartPageAnswer(2))))),
      'wc-ajax:update_shipping_method': text(cartPageAnswer(2, { total: '$36.00' })),
    });
    typeQuantity('2');
    $('[name=update_cart]').click();
    await testbed.settle();
    pickup().click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:update_shipping_method')).toHaveLength(0);
    answerUpdate();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:update_shipping_method')[0]!.fields['shipping_method[0]']).toBe('local_pickup:2');
    expect(total()).toBe('$36.00');
    expectNotBusy();
  });
});
