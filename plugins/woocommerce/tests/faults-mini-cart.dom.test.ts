/**
 * WooCommerce's archive add to cart, the mini cart's remove link and the cart fragments under every
 * fault of docs/reliability.md. WooCommerce 10.0.2 leaves a failed add's button spinning and follows
 * a failed remove's link; here a failed add or remove ends in a notice (announced too), the button
 * or the mini cart line usable again, the mini cart asking the server for the truth, and the next
 * click going through (the queue is not stuck). A failed fragments refresh fires
 * wc_fragments_ajax_error, as WooCommerce's does, and the mini carts keep what they show.
 */
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { wooAddToCart } from '../add-to-cart/definition';
import { ADD_FAILED, REMOVE_FAILED } from '../add-to-cart/cart-texts';
import { wooCartFragments } from '../cart-fragments/definition';
import { ADD_TO_CART_PARAMS, cartAnswer, FRAGMENTS_PARAMS, miniCartTexts } from './cart-shop';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  sessionStorage.clear();
  localStorage.clear();
});

const button = (id: number) => document.querySelector<HTMLAnchorElement>(`[data-product_id="${id}"]`)!;
const removeLink = () => document.querySelector<HTMLAnchorElement>('.widget_shopping_cart_content .remove_from_cart_button')!;
const notices = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-error'), (n) => n.textContent);
const liveRegion = () => document.querySelector('.widget_shopping_cart_live_region[role=status]')?.textContent;
const refreshes = () => testbed.site.requestsTo('wc-ajax:get_refreshed_fragments');

async function open(routes: Record<string, Answer>) {
  testbed = await openTestbed('woocommerce/archive.html', [wooAddToCart, wooCartFragments], {
    globals: { wc_add_to_cart_params: ADD_TO_CART_PARAMS, wc_cart_fragments_params: FRAGMENTS_PARAMS },
    routes: { 'wc-ajax:get_refreshed_fragments': json(cartAnswer(0, '')), ...routes },
    quiet: true,
  });
}

/** A page whose mini carts hold one beanie (an add answered), `remove` answering the remove link. */
async function openWithBeanie(remove: Answer) {
  await open({ 'wc-ajax:add_to_cart': json(cartAnswer(1)), 'wc-ajax:remove_from_cart': remove });
  button(21).click();
  await testbed.settle();
  expect(miniCartTexts()).toEqual(['1 × $18.00', '1 × $18.00']);
}

describe('add_to_cart under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'add_to_cart, time-out: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
    { fault: '500', title: 'add_to_cart, 500: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
    { fault: '403 / nonce', title: 'add_to_cart, 403: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
    { fault: 'invalid JSON', title: 'add_to_cart, invalid JSON: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
    { fault: 'HTML for JSON', title: 'add_to_cart, HTML for JSON: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
    { fault: 'offline', title: 'add_to_cart, offline: a notice says the product was not added, the button stops loading, the mini cart asks for the truth, the next add goes through and takes the notice away' },
  ])('$title', async ({ fault }) => {
    await open({ 'wc-ajax:add_to_cart': [faultAnswer(fault), json(cartAnswer(2))] });
    button(22).click();
    expect(button(22)).toHaveClass('loading');
    await meetFault(testbed, fault);
    expect(notices()).toEqual([ADD_FAILED]);
    expect(liveRegion()).toBe(ADD_FAILED);
    expect(button(22)).not.toHaveClass('loading');
    expect(button(22)).not.toHaveClass('added');
    // The quantity the button carries is what the next click sends.
    expect(button(22).dataset.quantity).toBe('2');
    expect(refreshes()).toHaveLength(2);

    button(22).click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')[1]!.fields).toMatchObject({ product_id: '22', quantity: '2' });
    expect(button(22)).toHaveClass('added');
    expect(miniCartTexts()[0]).toBe('2 × $18.00');
    expect(notices()).toEqual([]);
  });

  it('add_to_cart, failing twice: one notice, not one per failure', async () => {
    await open({ 'wc-ajax:add_to_cart': faultAnswer('500') });
    button(21).click();
    await testbed.settle();
    button(22).click();
    await testbed.settle();
    expect(notices()).toEqual([ADD_FAILED]);
  });

  it('add_to_cart, superseded: a second add while the first is in flight waits its turn; both adds reach the server in order and the cart shows both', async () => {
    let answerFirst!: () => void;
    await open({
      'wc-ajax:add_to_cart': [() => new Promise<Answer>((resolve) => (answerFirst = () => resolve(json(cartAnswer(1))))), json(cartAnswer(3))],
    });
    button(21).click();
    button(22).click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => r.fields.product_id)).toEqual(['21']);
    expect(button(22)).toHaveClass('loading');
    answerFirst();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => [r.fields.product_id, r.fields.quantity])).toEqual([
      ['21', '1'],
      ['22', '2'],
    ]);
    expect([button(21), button(22)].map((b) => b.className.includes('added'))).toEqual([true, true]);
    expect(document.querySelector('.loading')).toBeNull();
    expect(miniCartTexts()[0]).toBe('3 × $18.00');
    expect(notices()).toEqual([]);
  });
});

describe('remove_from_cart under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'remove_from_cart, time-out: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
    { fault: '500', title: 'remove_from_cart, 500: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
    { fault: '403 / nonce', title: 'remove_from_cart, 403: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
    { fault: 'invalid JSON', title: 'remove_from_cart, invalid JSON: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
    { fault: 'HTML for JSON', title: 'remove_from_cart, HTML for JSON: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
    { fault: 'offline', title: 'remove_from_cart, offline: a notice says the item was not removed, the line stops processing and stays, the next remove goes through and takes the notice away' },
  ])('$title', async ({ fault }) => {
    await openWithBeanie([faultAnswer(fault), json(cartAnswer(0, ''))]);
    // The refresh a failure asks for finds the beanie still in the cart.
    testbed.site.routes['wc-ajax:get_refreshed_fragments'] = json(cartAnswer(1));
    removeLink().click();
    expect(removeLink().closest('li')).toHaveClass('processing');
    await meetFault(testbed, fault);
    expect(notices()).toEqual([REMOVE_FAILED]);
    expect(liveRegion()).toBe(REMOVE_FAILED);
    expect(testbed.navigations).toEqual([]);
    expect(document.querySelector('.processing')).toBeNull();
    expect(miniCartTexts()).toEqual(['1 × $18.00', '1 × $18.00']);

    removeLink().click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_from_cart')).toHaveLength(2);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
    expect(notices()).toEqual([]);
  });

  it('remove_from_cart, superseded: a remove clicked while an add is in flight waits its turn and removes what the add put in', async () => {
    let answerAdd!: () => void;
    await openWithBeanie(json(cartAnswer(0, '')));
    testbed.site.routes['wc-ajax:add_to_cart'] = () => new Promise<Answer>((resolve) => (answerAdd = () => resolve(json(cartAnswer(3)))));
    button(22).click();
    await testbed.settle();
    removeLink().click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_from_cart')).toHaveLength(0);
    answerAdd();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_from_cart')).toHaveLength(1);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
    expect(notices()).toEqual([]);
  });
});

describe('get_refreshed_fragments under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'get_refreshed_fragments, time-out: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
    { fault: '500', title: 'get_refreshed_fragments, 500: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
    { fault: '403 / nonce', title: 'get_refreshed_fragments, 403: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
    { fault: 'invalid JSON', title: 'get_refreshed_fragments, invalid JSON: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
    { fault: 'HTML for JSON', title: 'get_refreshed_fragments, HTML for JSON: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
    { fault: 'offline', title: 'get_refreshed_fragments, offline: wc_fragments_ajax_error, the mini carts keep what they show, nothing cached, the next refresh applies' },
  ])('$title', async ({ fault }) => {
    const errors: string[] = [];
    const heard = () => errors.push('wc_fragments_ajax_error');
    document.addEventListener('wc_fragments_ajax_error', heard);
    try {
      testbed = await openTestbed('woocommerce/archive.html', [wooCartFragments], {
        globals: { wc_cart_fragments_params: FRAGMENTS_PARAMS },
        routes: { 'wc-ajax:get_refreshed_fragments': [faultAnswer(fault), json(cartAnswer(2))] },
        quiet: true,
      });
      await meetFault(testbed, fault);
      expect(errors).toEqual(['wc_fragments_ajax_error']);
      expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
      expect(sessionStorage.getItem(FRAGMENTS_PARAMS.fragment_name)).toBeNull();

      document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
      await testbed.settle();
      expect(miniCartTexts()).toEqual(['2 × $18.00', '2 × $18.00']);
      expect(errors).toHaveLength(1);
    } finally {
      document.removeEventListener('wc_fragments_ajax_error', heard);
    }
  });
});
