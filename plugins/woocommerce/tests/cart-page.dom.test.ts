import { json, openTestbed, text, type Testbed, type Routes } from '../../../test/support';
import { wooCartPage } from '../cart-page/definition';
import { COUPON_FAILED, SESSION_EXPIRED, UPDATE_FAILED } from '../cart-page/plugin';
import { CART_PARAMS, cartPageAnswer, emptyCartAnswer, error, jQuery, message, unbindJQuery } from './cart-shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
});

const EVENTS = ['updated_wc_div', 'updated_cart_totals', 'wc_cart_emptied', 'applied_coupon', 'removed_coupon', 'updated_shipping_method', 'country_to_state_changed', 'update_checkout'];
const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const qty = () => $<HTMLInputElement>('input.qty');
const updateButton = () => $<HTMLButtonElement>('[name=update_cart]');
const couponField = () => $<HTMLInputElement>('#coupon_code');
const noticeTexts = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper > *'), (n) => n.textContent?.trim());
const total = () => $('.order-total strong').textContent;

async function open(routes: Routes = {}, options: { jq?: boolean; markup?: string } = {}) {
  testbed = await openTestbed(options.markup ?? 'woocommerce/cart.html', [wooCartPage], {
    globals: { wc_cart_params: CART_PARAMS, ...(options.jq ? { jQuery } : {}) },
    routes: { 'POST /cart/': text(cartPageAnswer(3, { total: '$59.00', notices: message('Cart updated.') })), ...routes },
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

describe('the cart form without jQuery', () => {
  it('"Update cart" is disabled until a quantity changes, then posts the form and re-renders form and totals', async () => {
    await open();
    const events = testbed.recordEvents(EVENTS);
    expect(updateButton().disabled).toBe(true);
    typeQuantity('3');
    expect(updateButton().disabled).toBe(false);
    updateButton().click();
    expect($('.woocommerce-cart-form').classList.contains('processing')).toBe(true);
    expect($('.cart_totals').getAttribute('aria-busy')).toBe('true');
    await testbed.settle();
    const [sent] = testbed.site.requestsTo('POST /cart/');
    // update_cart carries the clicked button's value, as the browser would send it.
    expect(sent!.fields).toMatchObject({ 'cart[k1][qty]': '3', update_cart: 'Update cart', 'woocommerce-cart-nonce': 'n1', coupon_code: '' });
    expect(qty().value).toBe('3');
    expect(total()).toBe('$59.00');
    expect(noticeTexts()).toEqual(['Cart updated.']);
    expect(updateButton().disabled).toBe(true);
    expect(events.map((e) => e.name)).toEqual(['updated_cart_totals', 'updated_wc_div']);
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
  });

  it('the request queue is made at the first job: a cart only looked at runs no actor; a queue that fails to load shows the update\'s error and lets the form go, the next update loads it again', async () => {
    await open();
    expect(testbed.runtime.stats().actors).toBe(0);
    jest.doMock('../queue-actor', () => {
      throw new Error('chunk failed to load');
    });
    typeQuantity('3');
    updateButton().click();
    expect($('.woocommerce-cart-form').classList.contains('processing')).toBe(true);
    await testbed.settle();
    expect(noticeTexts()).toEqual([UPDATE_FAILED]);
    expect(document.querySelector('.processing, [aria-busy]')).toBeNull();
    expect(qty().value).toBe('3');
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(0);
    jest.dontMock('../queue-actor');
    updateButton().click();
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(noticeTexts()).toEqual(['Cart updated.']);
  });

  it('Enter in a quantity updates the cart (not the coupon, the form\'s first button)', async () => {
    await open();
    typeQuantity('3');
    qty().focus();
    qty().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')).toHaveLength(0);
  });

  it('a submit while busy is queued, not dropped, and what was typed meanwhile is neither lost nor overwritten', async () => {
    await open({
      'POST /cart/': [{ ...text(cartPageAnswer(3)), delay: 500 }, { ...text(cartPageAnswer(5, { total: '$95.00' })), delay: 500 }],
    });
    typeQuantity('3');
    updateButton().click();
    await testbed.settle(100);
    typeQuantity('5');
    updateButton().click();
    await testbed.settle(400);
    // The first answer (3) is in, but the shopper's 5 stays in the field.
    expect(qty().value).toBe('5');
    const sent = testbed.site.requestsTo('POST /cart/');
    expect(sent.map((r) => r.fields['cart[k1][qty]'])).toEqual(['3', '5']);
    await testbed.settle(500);
    expect(qty().value).toBe('5');
    expect(total()).toBe('$95.00');
  });

  it.each([
    ['a 500', text('<p>There has been a critical error on this website.</p>', 500)],
    ['a page without the cart form', text('<!doctype html><html><body>Briefly unavailable for scheduled maintenance.</body></html>')],
    ['an empty answer', text('')],
    ['a network failure', { networkError: 'Failed to fetch' }],
  ])('%s: a clear notice, the form as typed, the page usable', async (_name, answer) => {
    await open({ 'POST /cart/': answer });
    typeQuantity('4');
    updateButton().click();
    await testbed.settle();
    expect(noticeTexts()).toEqual([UPDATE_FAILED]);
    expect(qty().value).toBe('4');
    expect(document.querySelector('.processing')).toBeNull();
    expect(updateButton().disabled).toBe(false);
  });

  it('a remove link re-renders from its answer; an emptied cart replaces the region and fires wc_cart_emptied', async () => {
    await open({ 'GET /cart/': text(emptyCartAnswer(message('“Beanie” removed.'))) });
    const events = testbed.recordEvents(EVENTS);
    $('.product-remove > a').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('GET /cart/')[0]!.query).toMatchObject({ remove_item: 'k1', _wpnonce: 'n1' });
    expect(document.querySelector('.woocommerce-cart-form')).toBeNull();
    expect($('.cart-empty').textContent).toBe('Your cart is currently empty.');
    expect(noticeTexts()).toEqual(['“Beanie” removed.']);
    expect(events.map((e) => e.name)).toEqual(['wc_cart_emptied', 'updated_wc_div']);
  });

  it('a remove link to another origin is no request of ours: the browser follows it as a plain link', async () => {
    await open({ '*': text('elsewhere') });
    const link = $('.product-remove > a') as HTMLAnchorElement;
    link.setAttribute('href', 'https://evil.example/cart/?remove_item=k1&_wpnonce=n1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // What the page left the browser to do is read last, then kept from jsdom (which cannot navigate).
    let followed = false;
    const browser = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    link.dispatchEvent(click);
    window.removeEventListener('click', browser);
    await testbed.settle();
    expect(followed).toBe(true);
    expect(testbed.site.requests.filter((request) => request.href.startsWith('https://evil.example/'))).toEqual([]);
  });

  it('apply coupon: posts apply_coupon with its nonce, shows the notice, fires applied_coupon, clears the field, re-renders keeping the notice', async () => {
    await open({ 'wc-ajax:apply_coupon': text(message('Coupon code applied successfully.')), 'POST /cart/': text(cartPageAnswer(1, { total: '$19.20' })) });
    const events = testbed.recordEvents(EVENTS);
    couponField().value = 'save10';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:apply_coupon')[0]!.fields).toEqual({ security: 'apply1', coupon_code: 'save10' });
    expect(events[0]).toEqual({ name: 'applied_coupon', detail: ['save10'] });
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(couponField().value).toBe('');
    expect(total()).toBe('$19.20');
    expect(noticeTexts()).toEqual(['Coupon code applied successfully.']);
  });

  it('a refused coupon is shown under its field as WooCommerce 9.4+ shows it (announced, the field focused), the code stays to be corrected, typing clears the error', async () => {
    await open({ 'wc-ajax:apply_coupon': text(error('Coupon "expired" has expired.')) });
    couponField().value = 'expired';
    $('[name=apply_coupon]').focus();
    $('[name=apply_coupon]').click();
    await testbed.settle();
    const note = $('#coupon-error-notice');
    expect(note.matches('.coupon p.coupon-error-notice[role="alert"]')).toBe(true);
    expect(note.textContent).toBe('Coupon "expired" has expired.');
    expect(couponField().getAttribute('aria-invalid')).toBe('true');
    expect(couponField().getAttribute('aria-describedby')).toBe('coupon-error-notice');
    expect(document.activeElement).toBe(couponField());
    expect(couponField().value).toBe('expired');
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(0);
    couponField().dispatchEvent(new Event('input', { bubbles: true }));
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect(couponField().hasAttribute('aria-invalid')).toBe(false);
  });

  it('a refused coupon\'s error also goes when the field changes (WooCommerce listens to change and input)', async () => {
    await open({ 'wc-ajax:apply_coupon': text(error('Coupon "expired" has expired.')) });
    couponField().value = 'expired';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(document.getElementById('coupon-error-notice')).not.toBeNull();
    couponField().dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.getElementById('coupon-error-notice')).toBeNull();
    expect(couponField().classList.contains('has-error')).toBe(false);
  });

  it.each([
    ['an expired nonce (-1, 403)', text('-1', 403), SESSION_EXPIRED],
    ['a 500', text('error', 500), COUPON_FAILED],
    ['a page instead of a notice', text('<!doctype html><html><body>Maintenance</body></html>'), COUPON_FAILED],
  ])('apply coupon with %s: a clear notice and the code kept', async (_name, answer, notice) => {
    await open({ 'wc-ajax:apply_coupon': answer });
    couponField().value = 'save10';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(noticeTexts()).toEqual([notice]);
    expect(couponField().value).toBe('save10');
  });

  it('remove coupon: posts remove_coupon, fires removed_coupon, re-renders', async () => {
    await open({ 'wc-ajax:remove_coupon': text(message('Coupon has been removed.')) });
    const events = testbed.recordEvents(EVENTS);
    $('a.woocommerce-remove-coupon').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_coupon')[0]!.fields).toEqual({ security: 'remove1', coupon: 'save10' });
    expect(events.map((e) => e.name)).toEqual(['removed_coupon', 'updated_cart_totals', 'updated_wc_div']);
    expect(events[0]!.detail).toEqual(['save10']);
    // Newer notices go on top, as WooCommerce prepends them.
    expect(noticeTexts()).toEqual(['Cart updated.', 'Coupon has been removed.']);
  });

  it('a shipping method change posts update_shipping_method and replaces the totals', async () => {
    await open({ 'wc-ajax:update_shipping_method': text(cartPageAnswer(1, { total: '$16.20' })) });
    const events = testbed.recordEvents(EVENTS);
    const pickup = $<HTMLInputElement>('#shipping_method_0_local_pickup2');
    pickup.click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:update_shipping_method')[0]!.fields).toEqual({ security: 'ship1', 'shipping_method[0]': 'local_pickup:2' });
    expect(total()).toBe('$16.20');
    expect(events.map((e) => e.name)).toEqual(['updated_cart_totals', 'updated_shipping_method']);
  });

  it('the shipping calculator: hidden at first, the toggle shows it and fires country_to_state_changed, its submit re-renders', async () => {
    await open();
    const panel = $('.shipping-calculator-form');
    expect(panel.style.display).toBe('none');
    const events = testbed.recordEvents(EVENTS);
    const changes: string[] = [];
    $('#calc_shipping_country').addEventListener('change', () => changes.push('change'));
    $('.shipping-calculator-button').click();
    expect(panel.style.display).toBe('');
    expect($('.shipping-calculator-button').getAttribute('aria-expanded')).toBe('true');
    expect(changes).toEqual(['change']);
    expect(events.map((e) => e.name)).toEqual(['country_to_state_changed']);
    $<HTMLInputElement>('#calc_shipping_postcode').value = 'SW1A 1AA';
    $<HTMLSelectElement>('#calc_shipping_country').value = 'GB';
    $<HTMLButtonElement>('[name=calc_shipping]').click();
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')[0]!.fields).toMatchObject({ calc_shipping: 'x', calc_shipping_country: 'GB', calc_shipping_postcode: 'SW1A 1AA' });
    expect(total()).toBe('$59.00');
  });

  it('stands down where WooCommerce\'s own cart script is on the page', async () => {
    await open({}, { markup: `${cartPageAnswer(1)}<script id="wc-cart-js"></script>` });
    expect(updateButton().disabled).toBe(false);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: updateButton() });
    $('.woocommerce-cart-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });
});

describe('the cart form with the real jQuery', () => {
  it('$(document).trigger("wc_update_cart") re-renders the cart; listeners get updated_wc_div and applied_coupon with their arguments', async () => {
    await open({ 'wc-ajax:apply_coupon': text(message('Coupon code applied successfully.')) }, { jq: true });
    const seen: unknown[][] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('updated_wc_div', (...args: unknown[]) => seen.push(['updated_wc_div', args.length])));
    testbed.leaks.untracked(() => jQuery(document.body).on('applied_coupon', (_e: unknown, code: unknown) => seen.push(['applied_coupon', code])));
    jQuery(document).trigger('wc_update_cart');
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(qty().value).toBe('3');
    couponField().value = 'save10';
    $('[name=apply_coupon]').click();
    await testbed.settle();
    expect(seen).toEqual([['updated_wc_div', 1], ['applied_coupon', 'save10'], ['updated_wc_div', 1]]);
  });

  it('added_to_cart on the cart page re-renders the cart', async () => {
    await open({}, { jq: true });
    jQuery(document.body).trigger('added_to_cart', [{}, 'hash', jQuery(document.body)]);
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(1);
    expect(total()).toBe('$59.00');
  });

  it('removed_coupon reaches jQuery listeners as (event, coupon); wc_update_cart with [true] keeps the notices on the page', async () => {
    await open({ 'wc-ajax:remove_coupon': text(message('Coupon has been removed.')), 'POST /cart/': text(cartPageAnswer(1)) }, { jq: true });
    const seen: unknown[] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('removed_coupon', (_e: unknown, coupon: unknown, extra: unknown) => seen.push(coupon, extra)));
    $('a.woocommerce-remove-coupon').click();
    await testbed.settle();
    expect(seen).toEqual(['save10', undefined]);
    expect(noticeTexts()).toEqual(['Coupon has been removed.']);
    jQuery(document).trigger('wc_update_cart', [true]);
    await testbed.settle();
    expect(testbed.site.requestsTo('POST /cart/')).toHaveLength(2);
    expect(noticeTexts()).toEqual(['Coupon has been removed.']);
    jQuery(document).trigger('wc_update_cart');
    await testbed.settle();
    expect(noticeTexts()).toEqual([]);
  });
});
