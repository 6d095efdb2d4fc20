/** The checkout without jQuery: DOM CustomEvents carry the arguments in `detail`. */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Answer, type Testbed } from '../../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../../machines/woocommerce/checkout';
import { wooCheckout } from '../definition';
import { REVIEW_FAILED, TYPING_PAUSE_MS } from '../plugin';
import { CHECKOUT_NONCE, CHECKOUT_PARAMS, checkoutMarkup, fillBilling, paymentBlock, REVIEW_NONCE, REVIEW_REFERER, reviewAnswer } from './checkout-page';

let testbed: Testbed;

async function open(routes: Record<string, Answer> = {}, options: { globals?: Record<string, unknown>; markup?: string; quiet?: boolean } = {}) {
  testbed = await openTestbed(options.markup ?? checkoutMarkup(), [wooCheckout], {
    globals: { wc_checkout_params: CHECKOUT_PARAMS, ...options.globals },
    routes: { 'wc-ajax:update_order_review': json(reviewAnswer('18.00')), ...routes },
    url: '/shop-nojq/checkout.html',
    quiet: options.quiet,
  });
  await testbed.settle(UPDATE_DEBOUNCE_MS);
  return testbed;
}

afterEach(() => testbed.close());

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const row = (id: string) => document.getElementById(`${id}_field`)!;
const total = () => document.querySelector('.woocommerce-checkout-review-order-table .order-total bdi')?.textContent;
const reviews = () => testbed.site.requestsTo('wc-ajax:update_order_review');
const checkouts = () => testbed.site.requestsTo('wc-ajax:checkout');
const submit = () => fireEvent.submit(form());

describe('checkout: order review', () => {
  it('fires init_checkout on load and refreshes the order review once, with the nonce and the address', async () => {
    const events = (() => {
      const list: string[] = [];
      document.addEventListener('init_checkout', () => list.push('init_checkout'), true);
      return list;
    })();
    await open({ 'wc-ajax:update_order_review': json(reviewAnswer('23.40')) });
    expect(events).toEqual(['init_checkout']);
    expect(reviews()).toHaveLength(1);
    const sent = reviews()[0]!.fields;
    expect(sent).toMatchObject({ security: REVIEW_NONCE, payment_method: 'bacs', country: 'US', state: 'CA', s_country: 'US', s_state: 'CA', has_full_address: 'false' });
    expect(new URLSearchParams(sent.post_data).get('billing_country')).toBe('US');
    expect(total()).toBe('$23.40');
    expect(form()).toHaveAttribute('novalidate');
  });

  it('leaves the blocks as printed when the review at load repeats them but for its referer, and still announces updated_checkout', async () => {
    await open();
    const referer = () => document.querySelector<HTMLInputElement>('input[name="_wp_http_referer"]')?.value;
    expect(reviews()).toHaveLength(1);
    // Replaced, the block would carry the answer's referer: the ajax address.
    expect(referer()).toBe('/shop-nojq/checkout.html');
    const events = testbed.recordEvents(['updated_checkout']);
    testbed.site.routes['wc-ajax:update_order_review'] = json(reviewAnswer('18.00', { fragments: { '.woocommerce-checkout-payment': paymentBlock('cod', REVIEW_REFERER) } }));
    fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    // Only the first answer is compared with the page: a later one is applied as it comes.
    expect(referer()).toBe(REVIEW_REFERER);
    expect(document.querySelector<HTMLInputElement>('#payment_method_cod')?.checked).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('announces updated_checkout with the answer, and update_checkout from the page refreshes the review', async () => {
    await open();
    const events = testbed.recordEvents(['updated_checkout', 'update_checkout']);
    testbed.site.routes['wc-ajax:update_order_review'] = json(reviewAnswer('30.00'));
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true, detail: [] }));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
    expect(total()).toBe('$30.00');
    const updated = events.filter((event) => event.name === 'updated_checkout');
    expect(updated).toHaveLength(1);
    expect((updated[0]!.detail as unknown as unknown[])[0]).toMatchObject({ result: 'success', fragments: expect.any(Object) });
  });

  it('debounces a burst of triggers into one request', async () => {
    await open();
    for (let i = 0; i < 3; i++) fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
  });

  it('aborts the request in flight when a newer intent comes (last intent wins)', async () => {
    await open();
    testbed.site.routes['wc-ajax:update_order_review'] = [
      { json: reviewAnswer('11.11'), delay: 500 },
      json(reviewAnswer('22.22')),
    ];
    fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS + 10);
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).toHaveClass('processing');
    fireEvent.change(field('billing_state'));
    await testbed.settle(600);
    const [, first, second] = reviews();
    expect(first!.signal!.aborted).toBe(true);
    expect(second!.signal!.aborted).toBe(false);
    expect(total()).toBe('$22.22');
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).not.toHaveClass('processing');
  });

  it('refreshes after a pause in typing in an address field, only once the section has its required address', async () => {
    await open();
    fillBilling(document);
    fireEvent.keyDown(field('billing_city'), { key: 'a' });
    await testbed.settle(TYPING_PAUSE_MS - 10);
    expect(reviews()).toHaveLength(1);
    await testbed.settle(10 + UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
    expect(reviews()[1]!.fields).toMatchObject({ city: 'Springfield', postcode: '90210', has_full_address: 'true' });
    field('billing_city').value = '';
    fireEvent.keyDown(field('billing_city'), { key: 'Backspace' });
    await testbed.settle(TYPING_PAUSE_MS + UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
  });

  it('keeps the terms box and payment box inputs across a refresh of their fragments', async () => {
    await open();
    field('terms').checked = true;
    field('bacs_reference').value = 'INV-7';
    testbed.site.routes['wc-ajax:update_order_review'] = json(reviewAnswer('19.00'));
    fireEvent.change(field('billing_country'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(total()).toBe('$19.00');
    expect(field('terms').checked).toBe(true);
    expect(field('bacs_reference').value).toBe('INV-7');
  });

  it('sanitizes fragments: scripts and handlers from the answer never reach the page', async () => {
    await open({
      'wc-ajax:update_order_review': json(reviewAnswer('18.00', {
        fragments: { '.woocommerce-checkout-review-order-table': '<table class="shop_table woocommerce-checkout-review-order-table"><tr><td><img src="x" onerror="window.hacked=1">ok<script>window.hacked=2</script></td></tr></table>' },
      })),
    });
    const table = document.querySelector('.woocommerce-checkout-review-order-table')!;
    expect(table.textContent).toContain('ok');
    expect(table.innerHTML).not.toMatch(/onerror|script/);
  });

  it('replaces the form with the session-expired notice the answer carries', async () => {
    await open({ 'wc-ajax:update_order_review': json({ fragments: { 'form.woocommerce-checkout': '<div class="woocommerce-error">Sorry, your session has expired. <a href="/shop-nojq/" class="wc-backward">Return to shop</a></div>' } }) });
    expect(document.querySelector('form.checkout')).toBeNull();
    expect(document.querySelector('.woocommerce-error')!.textContent).toContain('session has expired');
  });

  it('reloads the page when the answer says reload', async () => {
    await open({ 'wc-ajax:update_order_review': json(reviewAnswer('18.00', { reload: true })) });
    expect(testbed.navigations).toEqual(['http://localhost/shop-nojq/checkout.html']);
  });

  it('shows a notice when the review cannot be refreshed (500), and the form stays usable', async () => {
    await open({ 'wc-ajax:update_order_review': text('<p>critical error</p>', 500) }, { quiet: true });
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')!.textContent).toContain(REVIEW_FAILED);
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).not.toHaveClass('processing');
    field('billing_first_name').value = 'Ada';
    expect(field('billing_first_name').value).toBe('Ada');
  });

  it('shows the failure messages of a review answer in the update-order-review notice group', async () => {
    await open({ 'wc-ajax:update_order_review': json(reviewAnswer('18.00', { result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Shipping is unavailable.</li></ul>' })) });
    expect(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview')!.textContent).toContain('Shipping is unavailable.');
  });

  it('warns once naming the field for a bad answer field and goes on with the rest', async () => {
    await open({ 'wc-ajax:update_order_review': json({ ...reviewAnswer('31.00'), reload: 'sometimes' }) }, { quiet: true });
    expect(total()).toBe('$31.00');
    const warnings = testbed.console.warn.mock.calls.map((call) => call.join(' ')).filter((line) => line.includes('update_order_review answer: field reload'));
    expect(warnings).toHaveLength(1);
  });
});

describe('checkout: payment methods and addresses', () => {
  it('shows only the chosen method box, fires payment_method_selected on a change, and relabels the button', async () => {
    await open();
    const events = testbed.recordEvents(['payment_method_selected']);
    const box = (id: string) => document.querySelector<HTMLElement>(`div.payment_box.payment_method_${id}`)!;
    expect(box('bacs').style.display).toBe('');
    expect(box('cod').style.display).toBe('none');
    field('payment_method_cod').checked = true;
    fireEvent.change(field('payment_method_cod'));
    expect(box('bacs').style.display).toBe('none');
    expect(box('cod').style.display).toBe('');
    expect(events).toHaveLength(1);
    expect(document.getElementById('place_order')!.textContent).toBe('Order, pay on delivery');
    field('payment_method_bacs').checked = true;
    fireEvent.change(field('payment_method_bacs'));
    expect(document.getElementById('place_order')!.textContent).toBe('Place order');
    expect(events).toHaveLength(2);
  });

  it('shows the shipping address when shipping elsewhere, and then sends it as the shipping address', async () => {
    await open();
    const box = document.querySelector<HTMLElement>('div.shipping_address')!;
    expect(box.style.display).toBe('none');
    field('ship-to-different-address-checkbox').checked = true;
    (document.getElementById('shipping_country') as HTMLSelectElement).value = 'CA';
    fireEvent.change(field('ship-to-different-address-checkbox'));
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(box.style.display).toBe('');
    expect(reviews().at(-1)!.fields).toMatchObject({ country: 'US', s_country: 'CA' });
  });
});

describe('checkout: inline validation', () => {
  beforeEach(() => open());

  it('marks an empty required field invalid on leaving it, and typing clears the verdict', () => {
    fireEvent.focusOut(field('billing_first_name'));
    expect(row('billing_first_name')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-required-field');
    expect(field('billing_first_name')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.input(field('billing_first_name'), { target: { value: 'A' } });
    expect(row('billing_first_name').className).not.toMatch(/woocommerce-(invalid|validated)/);
    expect(field('billing_first_name')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(field('billing_first_name'));
    expect(row('billing_first_name')).toHaveClass('woocommerce-validated');
  });

  it('marks a malformed e-mail address and a phone number with letters', () => {
    fireEvent.change(field('billing_email'), { target: { value: 'ada@' } });
    expect(row('billing_email')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-email');
    fireEvent.change(field('billing_email'), { target: { value: 'ada@example.test' } });
    expect(row('billing_email')).toHaveClass('woocommerce-validated');
    fireEvent.change(field('billing_phone'), { target: { value: '555-CALL-NOW' } });
    expect(row('billing_phone')).toHaveClass('woocommerce-invalid', 'woocommerce-invalid-phone');
    fireEvent.change(field('billing_phone'), { target: { value: '+1 (555) 010-0000 #12' } });
    expect(row('billing_phone')).toHaveClass('woocommerce-validated');
  });

  it('marks an unchecked required checkbox', () => {
    fireEvent.change(field('terms'));
    expect(field('terms').closest('.form-row')).toHaveClass('woocommerce-invalid-required-field');
  });
});

describe('checkout: placing the order', () => {
  const success = { result: 'success', order_id: 1001, redirect: '/shop-nojq/order-received.html?order=1001&key=wc_order_abc' };

  it('posts the form once to ?wc-ajax=checkout, however often it is submitted, and goes to the order-received page', async () => {
    await open({ 'wc-ajax:checkout': { json: success, delay: 200 } });
    fillBilling(document);
    submit();
    submit();
    await testbed.settle(50);
    expect(form()).toHaveClass('processing');
    submit();
    await testbed.settle(200);
    expect(checkouts()).toHaveLength(1);
    expect(checkouts()[0]!.fields).toMatchObject({ billing_first_name: 'Ada', payment_method: 'bacs', terms: 'on', 'woocommerce-process-checkout-nonce': CHECKOUT_NONCE });
    expect(testbed.navigations).toEqual(['http://localhost/shop-nojq/order-received.html?order=1001&key=wc_order_abc']);
    submit();
    await testbed.settle(10);
    expect(checkouts()).toHaveLength(1);
  });

  it('lets the page veto the order with checkout_place_order or the gateway hook', async () => {
    await open({ 'wc-ajax:checkout': json(success) });
    const veto = (event: Event) => event.preventDefault();
    form().addEventListener('checkout_place_order', veto);
    submit();
    await testbed.settle();
    form().removeEventListener('checkout_place_order', veto);
    // The gateway's veto stays on the form to the end: the test's own, left out of the leak count.
    testbed.leaks.untracked(() => form().addEventListener('checkout_place_order_bacs', veto));
    submit();
    await testbed.settle();
    expect(checkouts()).toHaveLength(0);
    field('payment_method_cod').checked = true;
    fireEvent.change(field('payment_method_cod'));
    submit();
    await testbed.settle();
    expect(checkouts()).toHaveLength(1);
    expect(checkouts()[0]!.fields.payment_method).toBe('cod');
  });

  it('shows the failure messages sanitized, fires checkout_error with them, marks the named fields, and allows a new try', async () => {
    const messages = '<ul class="woocommerce-error" role="alert"><li data-id="billing_email"><strong>Billing Email address</strong> is not a valid email address.<img src="x" onerror="window.hacked=1"></li></ul>';
    await open({ 'wc-ajax:checkout': [json({ result: 'failure', messages, refresh: false, reload: false }), json(success)] });
    const events = testbed.recordEvents(['checkout_error']);
    submit();
    await testbed.settle();
    const group = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(group.textContent).toContain('is not a valid email address.');
    expect(group.innerHTML).not.toContain('onerror');
    expect(form().firstElementChild).toBe(group);
    // As WooCommerce 10 shows them: one alert holding the list, the list focused, each error a link to its field.
    const list = group.querySelector('div[role="alert"] > ul.woocommerce-error')!;
    expect(list).not.toHaveAttribute('role');
    expect(list).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(list);
    const link = list.querySelector('li[data-id="billing_email"] > a')!;
    expect(link).toHaveAttribute('href', '#billing_email');
    expect(link.textContent).toBe('Billing Email address is not a valid email address.');
    expect(events).toHaveLength(1);
    expect((events[0]!.detail as unknown as string[])[0]).toContain('woocommerce-NoticeGroup-checkout');
    expect(document.getElementById('billing_email_description')!.textContent).toContain('is not a valid email address.');
    expect(field('billing_email')).toHaveAttribute('aria-describedby', 'billing_email_description');
    expect(row('billing_first_name')).toHaveClass('woocommerce-invalid-required-field');
    expect(form()).not.toHaveClass('processing');
    fillBilling(document);
    submit();
    await testbed.settle();
    expect(checkouts()).toHaveLength(2);
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).not.toBeNull();
    expect(testbed.navigations).toHaveLength(1);
  });

  it('refreshes the review when a failure asks for it', async () => {
    await open({ 'wc-ajax:checkout': json({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Prices changed.</li></ul>', refresh: true, reload: false }) });
    submit();
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
  });

  it.each([
    ['a 500', text('<p>There has been a critical error on this website.</p>', 500)],
    ['an HTML page', text('<!doctype html><title>Maintenance</title>', 200)],
    ['an answer without its fields', json({})],
  ])('shows the checkout error text for %s, and the form stays usable', async (_, answer) => {
    await open({ 'wc-ajax:checkout': answer }, { quiet: true });
    fillBilling(document);
    submit();
    await testbed.settle();
    const group = document.querySelector('.woocommerce-NoticeGroup-checkout')!;
    expect(group.textContent).toContain('There was an error processing your order.');
    expect(group.querySelector('a')).toHaveAttribute('href', '/my-account/orders/');
    expect(form()).not.toHaveClass('processing');
    expect(field('billing_first_name').value).toBe('Ada');
    expect(testbed.navigations).toEqual([]);
  });

  it('salvages a JSON answer that PHP notices printed junk before', async () => {
    await open({ 'wc-ajax:checkout': text(`<br /><b>Notice</b>: something${JSON.stringify(success)}`) });
    submit();
    await testbed.settle();
    expect(testbed.navigations).toEqual(['http://localhost/shop-nojq/order-received.html?order=1001&key=wc_order_abc']);
  });

  it('refuses a redirect that is not a web address, with a warning and the checkout error', async () => {
    await open({ 'wc-ajax:checkout': json({ result: 'success', redirect: 'javascript:alert(1)' }) }, { quiet: true });
    submit();
    await testbed.settle();
    expect(testbed.navigations).toEqual([]);
    expect(document.querySelector('.woocommerce-NoticeGroup-checkout')).not.toBeNull();
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('order-received URL');
  });
});

describe('checkout: globals and coexistence', () => {
  it('warns once for a malformed wc_checkout_params field and works with the default', async () => {
    await open({}, { globals: { wc_checkout_params: { ...CHECKOUT_PARAMS, wc_ajax_url: { endpoint: 1 } } }, quiet: true });
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('wc_checkout_params.wc_ajax_url');
    expect(reviews()).toHaveLength(1);
  });

  it('does nothing on a checkout form where WooCommerce printed no wc_checkout_params', async () => {
    await open({}, { globals: { wc_checkout_params: undefined } });
    expect(reviews()).toHaveLength(0);
    submit();
    await testbed.settle();
    expect(checkouts()).toHaveLength(0);
    expect(testbed.console.warn).not.toHaveBeenCalled();
  });

  it("stands down where the page loads WooCommerce's own checkout script", async () => {
    await open({}, { markup: `<script id="wc-checkout-js"></script>${checkoutMarkup()}` });
    expect(reviews()).toHaveLength(0);
    submit();
    await testbed.settle();
    expect(checkouts()).toHaveLength(0);
  });
});
