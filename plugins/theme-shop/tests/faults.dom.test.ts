/**
 * The theme's shop layer under every fault of docs/reliability.md: Avada's live cart update
 * (live_update_cart) and its ajax add to cart of a variations form. A failure leaves one error
 * banner (the live cart's own texts, or the transport's catalogue text for the add to cart), the
 * cart or the form usable and no longer busy, and what the shopper typed or chose in place: the
 * quantity typed, the colour, logo and quantity of the variation. The next try goes through.
 */
import { fireEvent } from '@testing-library/dom';
import { MESSAGES } from '../../../adapters/http-error';
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { addToCart } from '../add-to-cart/definition';
import { themeShopCart } from '../cart/definition';
import { themeShopCartCount } from '../cart-count/definition';
import { swatches } from '../swatches/definition';
import { AVADA_VARS, BEANIE_KEY, SUNGLASSES_KEY, avadaAnswer, cartTotals, closeVariationsPage, jQuery } from './shop';
import { bindVariationsDouble, type VariationsDouble } from './wc-variations-double.mjs';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const FAILED = 'The cart could not be updated. Please try again.';
const EXPIRED = 'The cart could not be updated because the page has expired. Please reload the page and try again.';

let testbed: Testbed | undefined;
let wc: VariationsDouble | undefined;
afterEach(() => {
  closeVariationsPage(testbed, wc);
  testbed = undefined;
  wc = undefined;
});

const banners = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper .is-error[role="alert"]'), (banner) => banner.textContent);

describe('live_update_cart under faults', () => {
  const input = (key: string) => document.querySelector<HTMLInputElement>(`input[name="cart[${key}][qty]"]`)!;
  const subtotalOf = (key: string) => input(key).closest('tr')!.querySelector('.product-subtotal')!.textContent!.trim();
  const totals = () => document.querySelector('.cart_totals')!;
  const requests = () => testbed!.site.requestsTo('ajax:live_update_cart');

  async function open(answer: Answer) {
    testbed = await openTestbed('shop/cart-page.html', [themeShopCart, themeShopCartCount], {
      globals: { avadaWooCommerceVars: AVADA_VARS, jQuery },
      routes: { 'ajax:live_update_cart': answer },
      quiet: true,
    });
  }

  /** The shopper types a quantity and leaves the field. */
  function type(key: string, value: string) {
    input(key).value = value;
    fireEvent.change(input(key));
  }

  function expectUnlocked() {
    expect(totals().querySelector('table')).not.toHaveClass('awb-disabled');
    expect(totals()).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('.checkout-button')).not.toHaveAttribute('aria-disabled');
  }

  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'live_update_cart, time-out: one banner says the cart was not updated, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
    { fault: '500', title: 'live_update_cart, 500: one banner says the cart was not updated, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
    { fault: '403 / nonce', title: 'live_update_cart, 403 / nonce: one banner says the page has expired, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
    { fault: 'invalid JSON', title: 'live_update_cart, invalid JSON: one banner says the cart was not updated, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
    { fault: 'HTML for JSON', title: 'live_update_cart, HTML for JSON: one banner says the cart was not updated, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
    { fault: 'offline', title: 'live_update_cart, offline: one banner says the cart was not updated, the typed quantity and the old totals stay, the cart unlocked; the next change applies' },
  ])('$title', async ({ fault }) => {
    await open([faultAnswer(fault, 'admin_ajax'), json(avadaAnswer(3, '36.00', cartTotals('126.00', '13.10', '144.10')))]);
    type(SUNGLASSES_KEY, '2');
    expect(totals()).toHaveAttribute('aria-busy', 'true');
    await meetFault(testbed!, fault);
    expect(banners()).toEqual([fault === '403 / nonce' ? EXPIRED : FAILED]);
    expect(input(SUNGLASSES_KEY).value).toBe('2');
    expect(subtotalOf(SUNGLASSES_KEY)).toBe('$90.00');
    expectUnlocked();

    type(BEANIE_KEY, '3');
    await testbed!.settle();
    expect(requests()[1]!.fields).toMatchObject({ cart_item_key: BEANIE_KEY, quantity: '3' });
    expect(banners()).toEqual([]);
    expect(subtotalOf(BEANIE_KEY)).toBe('$36.00');
    expect(input(SUNGLASSES_KEY).value).toBe('2');
  });

  it('live_update_cart, superseded: the answer to a quantity the shopper already changed again is not shown, even a failure; the newest quantity is sent and applied', async () => {
    let failFirst!: () => void;
    await open([() => new Promise<Answer>((resolve) => (failFirst = () => resolve(faultAnswer('500')))), json(avadaAnswer(5, '72.00', cartTotals('162.00', '16.70', '183.70')))]);
    type(BEANIE_KEY, '1');
    await testbed!.settle();
    type(BEANIE_KEY, '4');
    await testbed!.settle();
    failFirst();
    await testbed!.settle();
    expect(requests().map((r) => r.fields.quantity)).toEqual(['1', '4']);
    expect(banners()).toEqual([]);
    expect(input(BEANIE_KEY).value).toBe('4');
    expect(subtotalOf(BEANIE_KEY)).toBe('$72.00');
    expectUnlocked();
  });
});

describe("the theme's variations form add to cart under faults", () => {
  const FRAGMENTS = { '.fusion-widget-cart-number': '<span class="fusion-widget-cart-number">1</span>' };
  const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
  const addButton = () => form().querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
  const quantity = () => form().querySelector<HTMLInputElement>('input.qty')!;
  const chosen = () => [
    (document.getElementById('pa_color') as HTMLSelectElement).value,
    (document.getElementById('logo') as HTMLSelectElement).value,
    quantity().value,
    form().querySelector<HTMLInputElement>('input.variation_id')!.value,
  ];
  const submit = () => form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() }));

  it.each<{ fault: FaultName; says: string; title: string }>([
    { fault: 'time-out', says: MESSAGES.timeout, title: 'variations form add to cart, time-out: the time-out banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
    { fault: '500', says: MESSAGES.internal, title: 'variations form add to cart, 500: the server-error banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
    { fault: '403 / nonce', says: MESSAGES.status, title: 'variations form add to cart, 403: the unexpected-code banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
    { fault: 'invalid JSON', says: MESSAGES.parse, title: 'variations form add to cart, invalid JSON: the unexpected-answer banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
    { fault: 'HTML for JSON', says: MESSAGES.parse, title: 'variations form add to cart, HTML for JSON: the unexpected-answer banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
    { fault: 'offline', says: MESSAGES.network, title: 'variations form add to cart, offline: the network banner, the button stops loading, colour, logo and quantity kept; the next submit adds' },
  ])('$title', async ({ fault, says }) => {
    testbed = await openTestbed('shop/product-hoodie.html', [addToCart, swatches], {
      globals: { jQuery },
      url: '/shop/product.html?product=hoodie',
      routes: { 'POST wc-ajax:get_refreshed_fragments': [faultAnswer(fault), json({ fragments: FRAGMENTS, cart_hash: 'h1' })] },
      quiet: true,
    });
    wc = bindVariationsDouble(jQuery, document);
    // With jQuery on the page, added_to_cart reaches listeners through jQuery, as Avada's does.
    const added: unknown[] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('added_to_cart', () => added.push(1)));
    fireEvent.click(document.querySelector('.avada-color-select[data-value="blue"]')!);
    fireEvent.click(document.querySelector('.avada-button-select[data-value="No"]')!);
    quantity().value = '2';
    submit();
    expect(addButton()).toHaveClass('loading');
    await meetFault(testbed, fault);
    expect(banners()).toEqual([says]);
    expect(addButton()).not.toHaveClass('loading');
    expect(addButton()).not.toHaveAttribute('aria-busy');
    expect(addButton()).not.toHaveClass('added');
    expect(added).toEqual([]);
    expect(chosen()).toEqual(['blue', 'No', '2', '112']);

    submit();
    await testbed.settle();
    expect(testbed.site.requests.at(-1)!.form!.get('quantity')).toBe('2');
    expect(banners()).toEqual([]);
    expect(addButton()).toHaveClass('added');
    expect(added).toHaveLength(1);
  });
});
