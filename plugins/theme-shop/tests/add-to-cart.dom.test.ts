import { fireEvent } from '@testing-library/dom';
import { addToCart } from '../add-to-cart/definition';
import { swatches } from '../swatches/definition';
import { ADD_TO_CART_SPINNER_MS } from '../../../machines/theme-shop/cart-spinner';
import { json, networkError, openTestbed, text, type Answer, type Testbed } from '../../../test/support';
import { closeVariationsPage, jQuery } from './shop';
import { bindVariationsDouble, type VariationsDouble } from './wc-variations-double.mjs';

const FRAGMENTS = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item">Hoodie - Blue, No</li></ul></div>',
  '.fusion-widget-cart-number': '<span class="fusion-widget-cart-number">1</span>',
};
const ROUTE = 'POST wc-ajax:get_refreshed_fragments';

let testbed: Testbed | undefined;
let wc: VariationsDouble | undefined;
afterEach(() => {
  closeVariationsPage(testbed, wc);
  testbed = undefined;
  wc = undefined;
});

describe('add to cart: the product cards', () => {
  beforeEach(async () => {
    testbed = await openTestbed('shop/archive.html', [addToCart], { globals: { jQuery } });
    // WooCommerce's add-to-cart script keeps the links from navigating (jsdom cannot navigate anyway).
    testbed!.leaks.untracked(() => jQuery(document.body).on('click', '.add_to_cart_button', (event: Event) => event.preventDefault()));
  });
  const card = (id: number) => document.querySelector<HTMLElement>(`li.post-${id}`)!;
  const button = (id: number) => card(id).querySelector<HTMLElement>('.add_to_cart_button')!;
  const icon = (id: number) => card(id).querySelector('.cart-loading i')!;

  it('[SHOP-042] a click shows the spinner for 2 s, then the check mark, and the card is marked in the cart', () => {
    fireEvent.click(button(101));
    expect(icon(101)).toHaveClass('awb-icon-spinner');
    expect(card(101).querySelector<HTMLElement>('.cart-loading')!.style.display).toBe('block');
    expect(card(101)).toHaveAttribute('aria-busy', 'true');
    testbed!.clock.advance(ADD_TO_CART_SPINNER_MS - 1);
    expect(card(101)).not.toHaveClass('fusion-item-in-cart');
    testbed!.clock.advance(1);
    expect(icon(101)).toHaveClass('awb-icon-check-square-o');
    expect(icon(101)).not.toHaveClass('awb-icon-spinner');
    expect(card(101)).toHaveClass('fusion-item-in-cart');
    expect(card(101)).not.toHaveAttribute('aria-busy');
    expect(card(102)).not.toHaveClass('fusion-item-in-cart');
  });

  it('[SHOP-042] a second click starts the spinner over; a disabled button and a variable product\'s options link do nothing', () => {
    fireEvent.click(button(101));
    testbed!.clock.advance(1500);
    fireEvent.click(button(101));
    testbed!.clock.advance(1500);
    expect(card(101)).not.toHaveClass('fusion-item-in-cart');
    testbed!.clock.advance(500);
    expect(card(101)).toHaveClass('fusion-item-in-cart');
    button(102).classList.add('disabled');
    fireEvent.click(button(102));
    fireEvent.click(button(110));
    testbed!.clock.advance(ADD_TO_CART_SPINNER_MS);
    expect(icon(102)).toHaveClass('awb-icon-spinner');
    expect(card(102).querySelector<HTMLElement>('.cart-loading')!.style.display).toBe('');
    expect(card(110)).not.toHaveClass('fusion-item-in-cart');
  });

  it('makes no request of its own: WooCommerce\'s add-to-cart script sends it', async () => {
    fireEvent.click(button(101));
    await testbed!.settle(ADD_TO_CART_SPINNER_MS);
    expect(testbed!.site.requests).toEqual([]);
  });
});

describe('add to cart: the variations form', () => {
  async function open(answer: Answer, quiet = false) {
    testbed = await openTestbed('shop/product-hoodie.html', [addToCart, swatches], {
      globals: { jQuery },
      url: '/shop/product.html?product=hoodie',
      routes: { [ROUTE]: answer },
      quiet,
    });
    wc = bindVariationsDouble(jQuery, document);
    return testbed;
  }
  const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
  const addButton = () => form().querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
  const chooseBlueWithoutLogo = () => {
    fireEvent.click(document.querySelector('.avada-color-select[data-value="blue"]')!);
    fireEvent.click(document.querySelector('.avada-button-select[data-value="No"]')!);
    (form().querySelector('input.qty') as HTMLInputElement).value = '2';
  };
  const submit = () => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: addButton() });
    form().dispatchEvent(event);
    return event;
  };
  const notices = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper .is-error')).map((banner) => banner.textContent);

  it('[SHOP-043] [SHOP-044] posts to the form action with the refreshed-fragments flag, the serialized fields without product_id', async () => {
    const { site } = await open(json({ fragments: FRAGMENTS, cart_hash: 'a1b2c3' }));
    chooseBlueWithoutLogo();
    expect(submit().defaultPrevented).toBe(true);
    await testbed!.settle();
    expect(site.requests).toHaveLength(1);
    const [request] = site.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/shop/product.html');
    expect(request!.query).toEqual({ product: 'hoodie', 'wc-ajax': 'get_refreshed_fragments' });
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(Array.from(request!.form!.entries())).toEqual([
      ['attribute_pa_color', 'blue'],
      ['attribute_logo', 'No'],
      ['quantity', '2'],
      ['add-to-cart', '110'],
      ['variation_id', '112'],
    ]);
  });

  it('[SHOP-046] an answer with fragments and cart_hash fires added_to_cart with (fragments, cart_hash, $button) through jQuery', async () => {
    await open(json({ fragments: FRAGMENTS, cart_hash: 'a1b2c3' }));
    const heard: unknown[][] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('added_to_cart', (_event: unknown, ...args: unknown[]) => heard.push(args)));
    const adding: unknown[][] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('adding_to_cart', (_event: unknown, ...args: unknown[]) => adding.push(args)));
    chooseBlueWithoutLogo();
    submit();
    expect(addButton()).toHaveClass('loading');
    await testbed!.settle();
    expect(heard).toHaveLength(1);
    const [fragments, cartHash, $button] = heard[0] as [unknown, unknown, { jquery: string; 0: Element; length: number }];
    expect(fragments).toEqual(FRAGMENTS);
    expect(cartHash).toBe('a1b2c3');
    expect($button.jquery).toBe(jQuery.fn.jquery);
    expect($button[0]).toBe(addButton());
    expect(adding).toHaveLength(1);
    expect((adding[0]![0] as { 0: Element })[0]).toBe(addButton());
    expect(adding[0]![1]).toMatchObject({ variation_id: '112', quantity: '2' });
    expect(addButton()).toHaveClass('added');
    expect(addButton()).not.toHaveClass('loading');
  });

  it('[SHOP-045] an answer with error and product_url sends the browser to the product page', async () => {
    const { navigations } = await open(json({ error: true, product_url: '/shop/product.html?product=hoodie&variation=114' }));
    chooseBlueWithoutLogo();
    submit();
    await testbed!.settle();
    expect(navigations).toEqual(['http://localhost/shop/product.html?product=hoodie&variation=114']);
  });

  it('[SHOP-045] a product_url that is not of this site or http(s) is not followed: one warning and a notice', async () => {
    const { navigations, console } = await open(json({ error: true, product_url: 'javascript:alert(1)' }), true);
    chooseBlueWithoutLogo();
    submit();
    await testbed!.settle();
    expect(navigations).toEqual([]);
    expect(notices()).toEqual(['Unexpected response from server. See console for details.']);
    expect(console.warn.mock.calls.join(' ')).toContain('the "javascript:" scheme is not allowed');
  });

  it('an answer with neither fragments nor error shows a clear notice; the choices and the quantity stay', async () => {
    const { console } = await open(json({ success: true }), true);
    const heard: unknown[] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('added_to_cart', () => heard.push(1)));
    chooseBlueWithoutLogo();
    submit();
    await testbed!.settle();
    expect(heard).toEqual([]);
    expect(notices()).toEqual(['Unexpected response from server. See console for details.']);
    expect(document.querySelector('.woocommerce-notices-wrapper .is-error')).toHaveAttribute('role', 'alert');
    expect((document.getElementById('pa_color') as HTMLSelectElement).value).toBe('blue');
    expect((form().querySelector('input.qty') as HTMLInputElement).value).toBe('2');
    expect(addButton()).not.toHaveClass('loading');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(console.warn.mock.calls[0])).toContain('neither fragments with cart_hash nor error with product_url');
  });

  it('a 500, an HTML page or no network: the catalogue text in one notice, replaced on the next try', async () => {
    await open([text('<html>Fatal error</html>', 500), text('<!doctype html><p>Oops</p>'), networkError(), json({ fragments: FRAGMENTS, cart_hash: 'h' })], true);
    chooseBlueWithoutLogo();
    submit();
    await testbed!.settle();
    expect(notices()).toEqual(['Internal server error.']);
    submit();
    await testbed!.settle();
    expect(notices()).toEqual(['Unexpected response from server. See console for details.']);
    submit();
    await testbed!.settle();
    expect(notices()).toEqual(['Network error: the server could not be reached.']);
    submit();
    await testbed!.settle();
    expect(notices()).toEqual([]);
  });

  it('a second submit while the first runs is ignored (no double add)', async () => {
    const { site } = await open({ ...json({ fragments: FRAGMENTS, cart_hash: 'h' }), delay: 300 });
    chooseBlueWithoutLogo();
    submit();
    expect(submit().defaultPrevented).toBe(true);
    await testbed!.settle(300);
    expect(site.requests).toHaveLength(1);
  });

  it('leaves a disabled button (no variation chosen) to WooCommerce\'s variation script', async () => {
    const { site } = await open(json({ fragments: FRAGMENTS, cart_hash: 'h' }));
    expect(addButton()).toHaveClass('disabled');
    expect(submit().defaultPrevented).toBe(false);
    await testbed!.settle();
    expect(site.requests).toEqual([]);
  });

  it('stop aborts the request and leaves no listener, timer or actor behind', async () => {
    const { runtime, leaks } = await open(never300());
    chooseBlueWithoutLogo();
    submit();
    await testbed!.settle();
    expect(testbed!.site.requests).toHaveLength(1);
    runtime.stop();
    wc!.unbind();
    // The aborted request lets go of the site's answer timer once its promise settles.
    await testbed!.settle();
    expect(testbed!.site.requests[0]!.signal!.aborted).toBe(true);
    expect(leaks.check()).toEqual([]);
  });
});

/** An answer that takes its time. */
function never300(): Answer {
  return { ...json({ fragments: FRAGMENTS, cart_hash: 'h' }), delay: 60_000 };
}
