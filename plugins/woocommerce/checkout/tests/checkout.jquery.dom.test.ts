/**
 * The checkout with the real jQuery on the page: third-party listeners get
 * WooCommerce's positional arguments, and their triggers and vetoes drive us.
 */
import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, type Answer, type Testbed } from '../../../../test/support';
import { UPDATE_DEBOUNCE_MS } from '../../../../machines/woocommerce/checkout';
import { wooCountrySelect } from '../../country-select/definition';
import { wooCheckout } from '../definition';
import { ADDRESS_I18N_PARAMS, CHECKOUT_PARAMS, checkoutMarkup, COUNTRY_SELECT_PARAMS, fillBilling, reviewAnswer } from './checkout-page';

type Handler = (...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
interface JQueryCollection {
  on(events: string, handler: Handler): JQueryCollection;
  off(events?: string): JQueryCollection;
  trigger(type: string, args?: unknown): JQueryCollection;
  jquery: string;
  [index: number]: Element;
}
const jQuery = require('jquery') as ((target: unknown) => JQueryCollection) & { fn: { jquery: string } }; // eslint-disable-line @typescript-eslint/no-require-imports

let testbed: Testbed;
const heard: { name: string; args: unknown[] }[] = [];
/** A third-party listener of the test's own, left out of the leak count (bound before the first page opens, there is none yet). */
const hear = (name: string) => {
  const listen = () => jQuery(document.body).on(name, (_event: unknown, ...args: unknown[]) => void heard.push({ name, args }));
  return (testbed as Testbed | undefined) ? testbed.leaks.untracked(listen) : listen();
};

async function open(routes: Record<string, Answer> = {}) {
  testbed = await openTestbed(checkoutMarkup(), [wooCheckout, wooCountrySelect], {
    globals: { jQuery, wc_checkout_params: CHECKOUT_PARAMS, wc_country_select_params: COUNTRY_SELECT_PARAMS, wc_address_i18n_params: ADDRESS_I18N_PARAMS },
    routes: { 'wc-ajax:update_order_review': json(reviewAnswer('18.00')), ...routes },
    url: '/shop-nojq/checkout.html',
  });
  await testbed.settle(UPDATE_DEBOUNCE_MS);
}

beforeEach(() => {
  heard.length = 0;
});
afterEach(() => {
  testbed.close();
  jQuery(document).off();
  jQuery(document.body).off();
});

const form = () => document.querySelector<HTMLFormElement>('form.checkout')!;
const reviews = () => testbed.site.requestsTo('wc-ajax:update_order_review');
const checkouts = () => testbed.site.requestsTo('wc-ajax:checkout');
const names = () => heard.map((h) => h.name);

describe('checkout with jQuery', () => {
  it('third-party listeners get init_checkout, update_checkout and updated_checkout with its data', async () => {
    ['init_checkout', 'update_checkout', 'updated_checkout'].forEach(hear);
    await open({ 'wc-ajax:update_order_review': json(reviewAnswer('21.00')) });
    // As with checkout.js, whose own init_checkout handler (bound first) triggers update_checkout inside the dispatch.
    expect(names()).toEqual(['update_checkout', 'init_checkout', 'updated_checkout']);
    expect(heard[2]!.args).toEqual([expect.objectContaining({ result: 'success', fragments: expect.any(Object) })]);
  });

  it("$(document.body).trigger('update_checkout') refreshes the order review", async () => {
    await open();
    jQuery(document.body).trigger('update_checkout');
    await testbed.settle(UPDATE_DEBOUNCE_MS);
    expect(reviews()).toHaveLength(2);
  });

  it('a changed field triggers update_checkout with one object argument holding the field', async () => {
    await open();
    hear('update_checkout');
    fireEvent.change(document.getElementById('billing_state')!);
    expect(heard).toHaveLength(1);
    const [args] = heard[0]!.args as [{ current_target: JQueryCollection }];
    expect(heard[0]!.args).toHaveLength(1);
    expect(args.current_target[0]).toBe(document.getElementById('billing_state'));
  });

  it('a gateway handler returning false vetoes the order; it gets the wrapped form', async () => {
    await open({ 'wc-ajax:checkout': json({ result: 'success', redirect: '/shop-nojq/order-received.html?order=1&key=k' }) });
    const seen: unknown[] = [];
    jQuery(form()).on('checkout_place_order_bacs', (_event: unknown, $form: JQueryCollection) => {
      seen.push($form[0]);
      return false;
    });
    fireEvent.submit(form());
    await testbed.settle();
    expect(seen).toEqual([form()]);
    expect(checkouts()).toHaveLength(0);
    jQuery(form()).off('checkout_place_order_bacs');
    testbed.leaks.untracked(() => jQuery(form()).on('checkout_place_order', () => false));
    fireEvent.submit(form());
    await testbed.settle();
    expect(checkouts()).toHaveLength(0);
    jQuery(form()).off('checkout_place_order');
    fireEvent.submit(form());
    await testbed.settle();
    expect(checkouts()).toHaveLength(1);
    expect(testbed.navigations).toEqual(['http://localhost/shop-nojq/order-received.html?order=1&key=k']);
  });

  it('checkout_place_order_success returning false keeps the page (a gateway takes over)', async () => {
    await open({ 'wc-ajax:checkout': json({ result: 'success', redirect: '/shop-nojq/order-received.html?order=1&key=k' }) });
    const results: unknown[] = [];
    testbed.leaks.untracked(() =>
      jQuery(form()).on('checkout_place_order_success', (_event: unknown, result: unknown) => {
        results.push(result);
        return false;
      }),
    );
    fireEvent.submit(form());
    await testbed.settle();
    expect(results).toEqual([{ result: 'success', redirect: '/shop-nojq/order-received.html?order=1&key=k' }]);
    expect(testbed.navigations).toEqual([]);
  });

  it('checkout_error gets the error HTML; payment_method_selected gets no argument', async () => {
    await open({ 'wc-ajax:checkout': json({ result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Card declined.</li></ul>' }) });
    ['checkout_error', 'payment_method_selected'].forEach(hear);
    fillBilling(document);
    fireEvent.submit(form());
    await testbed.settle();
    const radio = document.getElementById('payment_method_cod') as HTMLInputElement;
    radio.checked = true;
    fireEvent.change(radio);
    expect(names()).toEqual(['checkout_error', 'payment_method_selected']);
    expect(heard[0]!.args).toHaveLength(1);
    expect(heard[0]!.args[0]).toContain('Card declined.');
    expect(heard[1]!.args).toEqual([]);
  });

  it('country_to_state_changed and country_to_state_changing get the country and the wrapped field group', async () => {
    await open();
    ['country_to_state_changed', 'country_to_state_changing'].forEach(hear);
    const select = document.getElementById('billing_country') as HTMLSelectElement;
    select.value = 'DE';
    fireEvent.change(select);
    expect(names()).toEqual(['country_to_state_changed', 'country_to_state_changing']);
    const [country, $wrapper] = heard[0]!.args as [string, JQueryCollection];
    expect(country).toBe('DE');
    expect(typeof $wrapper.jquery).toBe('string');
    expect($wrapper[0]).toBe(document.querySelector('.woocommerce-billing-fields'));
  });

  it("the address rules follow a country_to_state_changing that another script triggers", async () => {
    await open();
    jQuery(document.body).trigger('country_to_state_changing', ['CA', jQuery(document.querySelector('.woocommerce-billing-fields'))]);
    expect(document.querySelector('label[for="billing_postcode"]')!.textContent).toBe('Postal code\u00a0*');
  });
});
