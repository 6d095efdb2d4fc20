import { json, openTestbed, text, type Testbed } from '../../../test/support';
import { wooAddToCart } from '../add-to-cart/definition';
import { ADD_FAILED, ANNOUNCE_DELAY_MS } from '../add-to-cart/cart-texts';
import { wooCartFragments } from '../cart-fragments/definition';
import { ADD_TO_CART_PARAMS, cartAnswer, FRAGMENTS_PARAMS, jQuery, miniCartTexts, unbindJQuery } from './cart-shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
  sessionStorage.clear();
});

const button = (id: number) => document.querySelector<HTMLAnchorElement>(`[data-product_id="${id}"]`)!;
const notices = () => Array.from(document.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-error'), (n) => n.textContent);

/** Clicks and tells whether our code cancelled the link's default action; jsdom is then kept from navigating. */
function clickLink(link: Element): boolean {
  let prevented = false;
  const stop = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  testbed.leaks.untracked(() => window.addEventListener('click', stop, { once: true }));
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return prevented;
}

async function open(options: { jq?: boolean; params?: Record<string, unknown>; routes?: Parameters<typeof openTestbed>[2] extends infer O ? O extends { routes?: infer R } ? R : never : never; markup?: string } = {}) {
  testbed = await openTestbed(options.markup ?? 'woocommerce/archive.html', [wooAddToCart, wooCartFragments], {
    globals: { wc_add_to_cart_params: { ...ADD_TO_CART_PARAMS, ...options.params }, wc_cart_fragments_params: FRAGMENTS_PARAMS, ...(options.jq ? { jQuery } : {}) },
    routes: { 'wc-ajax:get_refreshed_fragments': json(cartAnswer(0, '')), 'wc-ajax:add_to_cart': json(cartAnswer(1)), ...options.routes },
    quiet: true,
  });
  testbed.site.requests.length = 0;
}

describe('archive add to cart without jQuery (DOM CustomEvents, detail = the arguments)', () => {
  it.each(['javascript:alert(document.cookie)', '//evil.example/cart/'])('a cart_url %j the safe-URL rule refuses gets no View cart link; the product is added all the same', async (cartUrl) => {
    await open({ params: { cart_url: cartUrl } });
    button(21).click();
    await testbed.settle();
    expect(button(21).className).toContain('added');
    expect(document.querySelector('a.added_to_cart')).toBeNull();
    expect(miniCartTexts()).toEqual(['1 × $18.00', '1 × $18.00']);
  });

  it('posts ?wc-ajax=add_to_cart with the button data, fires adding_to_cart and added_to_cart, adds "View cart" and updates every mini cart', async () => {
    await open();
    const events = testbed.recordEvents(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded']);
    button(21).click();
    expect(button(21).classList.contains('loading')).toBe(true);
    await testbed.settle();
    const [sent] = testbed.site.requestsTo('wc-ajax:add_to_cart');
    expect(sent!.method).toBe('POST');
    expect(sent!.fields).toMatchObject({ product_id: '21', quantity: '1', product_sku: 'woo-beanie' });
    // WooCommerce's own added_to_cart handler runs first (bound before any other script's), firing its two events.
    expect(events.map((e) => e.name)).toEqual(['adding_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
    expect(events[0]!.detail).toEqual([button(21), expect.objectContaining({ product_id: '21', quantity: '1' })]);
    expect(events[1]!.detail).toEqual([button(21)]);
    expect(events[3]!.detail).toEqual([cartAnswer(1).fragments, 'hash1', button(21)]);
    expect(button(21).className).toContain('added');
    expect(button(21).classList.contains('loading')).toBe(false);
    const link = button(21).nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(link.href).toBe('http://localhost/cart/');
    expect(link.textContent).toBe('View cart');
    expect(miniCartTexts()).toEqual(['1 × $18.00', '1 × $18.00']);
    expect(document.querySelector('.cart-contents-count')!.textContent).toBe('1');
  });

  it('announces the success message in the live region a second later', async () => {
    await open();
    button(21).click();
    await testbed.settle();
    const region = document.querySelector('.widget_shopping_cart_live_region[role=status]')!;
    expect(region.textContent).toBe('');
    await testbed.settle(ANNOUNCE_DELAY_MS);
    expect(region.textContent).toBe('“Beanie” has been added to your cart');
  });

  it('a cancelled should_send_ajax_request.adding_to_cart sends nothing and fires ajax_request_not_sent', async () => {
    await open();
    const veto = (event: Event) => event.preventDefault();
    testbed.leaks.untracked(() => document.addEventListener('should_send_ajax_request.adding_to_cart', veto));
    const events = testbed.recordEvents(['ajax_request_not_sent.adding_to_cart']);
    button(21).click();
    await testbed.settle();
    document.removeEventListener('should_send_ajax_request.adding_to_cart', veto);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')).toHaveLength(0);
    expect(events[0]!.detail).toEqual([false, false, button(21)]);
    expect(button(21).classList.contains('loading')).toBe(false);
  });

  it('requests are queued in order: the second add leaves only after the first answered', async () => {
    await open({ routes: { 'wc-ajax:add_to_cart': [{ ...json(cartAnswer(1)), delay: 400 }, { ...json(cartAnswer(3)), delay: 400 }] } });
    button(21).click();
    button(22).click();
    await testbed.settle(100);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => r.fields.product_id)).toEqual(['21']);
    await testbed.settle(400);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => r.fields.product_id)).toEqual(['21', '22']);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')[1]!.fields.quantity).toBe('2');
    await testbed.settle(400);
    expect(miniCartTexts()[0]).toBe('3 × $18.00');
  });

  it('the request queue loads at the first click; when its code fails to load the visitor sees the add\'s error, and the next click loads it again and adds', async () => {
    await open();
    expect(testbed.runtime.stats().actors).toBe(0);
    jest.doMock('../queue-actor', () => {
      throw new Error('chunk failed to load');
    });
    button(21).click();
    await testbed.settle();
    expect(notices()).toEqual([ADD_FAILED]);
    expect(button(21).classList.contains('loading')).toBe(false);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')).toHaveLength(0);
    jest.dontMock('../queue-actor');
    button(21).click();
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => r.fields.product_id)).toEqual(['21']);
    expect(button(21).className).toContain('added');
  });

  it('what answers a click loads at the first click; should it fail to load, the button adds through its own address, and the next click loads it again', async () => {
    const loads = jest.fn();
    jest.doMock('../add-to-cart/cart-actions', () => {
      loads();
      throw new Error('chunk failed to load');
    });
    try {
      await open();
      expect(loads).not.toHaveBeenCalled();
      expect(clickLink(button(21))).toBe(true);
      expect(button(21).classList.contains('loading')).toBe(true);
      await testbed.settle();
      expect(loads).toHaveBeenCalledTimes(1);
      expect(button(21).classList.contains('loading')).toBe(false);
      expect(testbed.navigations).toEqual([new URL('?add-to-cart=21', document.baseURI).href]);
    } finally {
      jest.dontMock('../add-to-cart/cart-actions');
    }
    button(21).click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart').map((r) => r.fields.product_id)).toEqual(['21']);
    expect(button(21).className).toContain('added');
  });

  it('a button without ajax_add_to_cart (a variable product) is a plain link', async () => {
    await open();
    expect(clickLink(button(10))).toBe(false);
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')).toHaveLength(0);
  });

  it('{error, product_url} (out of stock since the page loaded) goes to the product page; an unsafe URL is not followed', async () => {
    await open({ routes: { 'wc-ajax:add_to_cart': [json({ error: true, product_url: '/product/beanie/' }), json({ error: true, product_url: 'javascript:alert(1)' })] } });
    button(21).click();
    await testbed.settle();
    expect(testbed.navigations).toEqual(['http://localhost/product/beanie/']);
    button(21).click();
    await testbed.settle();
    expect(testbed.navigations).toHaveLength(1);
    expect(notices()).toEqual([ADD_FAILED]);
  });

  it('cart_redirect_after_add "yes" goes to the cart', async () => {
    await open({ params: { cart_redirect_after_add: 'yes' } });
    button(21).click();
    await testbed.settle();
    expect(testbed.navigations).toEqual(['http://localhost/cart/']);
  });

  it.each([
    ['a 500', text('<p>There has been a critical error on this website.</p>', 500)],
    ['an HTML page', text('<!doctype html><html><body>Maintenance</body></html>')],
    ['JSON without fragments', json({})],
  ])('%s: a clear notice, the button usable again, and the mini cart asks the server for the truth', async (_name, answer) => {
    await open({ routes: { 'wc-ajax:add_to_cart': answer, 'wc-ajax:get_refreshed_fragments': json(cartAnswer(1)) } });
    button(21).click();
    await testbed.settle();
    expect(notices()).toEqual([ADD_FAILED]);
    expect(document.querySelector('.widget_shopping_cart_live_region')!.textContent).toBe(ADD_FAILED);
    expect(button(21).classList.contains('loading')).toBe(false);
    expect(testbed.site.requestsTo('wc-ajax:get_refreshed_fragments')).toHaveLength(1);
    expect(miniCartTexts()[0]).toBe('1 × $18.00');
  });

  it('an empty answer changes nothing', async () => {
    await open({ routes: { 'wc-ajax:add_to_cart': text('') } });
    const events = testbed.recordEvents(['added_to_cart']);
    button(21).click();
    await testbed.settle();
    expect(events).toHaveLength(0);
    expect(button(21).classList.contains('loading')).toBe(false);
    expect(notices()).toEqual([]);
  });

  it('the mini cart remove link posts remove_from_cart and fires removed_from_cart with the new fragments', async () => {
    await open({ routes: { 'wc-ajax:add_to_cart': json(cartAnswer(1)), 'wc-ajax:remove_from_cart': json(cartAnswer(0, '')) } });
    button(21).click();
    await testbed.settle();
    const events = testbed.recordEvents(['removed_from_cart']);
    const remove = document.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
    remove.click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:remove_from_cart')[0]!.fields).toEqual({ cart_item_key: 'k1' });
    expect(events[0]!.detail).toEqual([cartAnswer(0).fragments, '', remove]);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
  });

  it('stands down where WooCommerce\'s own add-to-cart script is on the page', async () => {
    await open({ markup: `${require('fs').readFileSync(require('path').join(__dirname, '../../../fixtures/markup/woocommerce/archive.html'), 'utf8')}<script id="wc-add-to-cart-js"></script>` });
    expect(clickLink(button(21))).toBe(false);
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')).toHaveLength(0);
  });
});

describe('archive add to cart with the real jQuery: positional arguments both ways', () => {
  it('third-party listeners get (event, $button, data) and (event, fragments, cart_hash, $button)', async () => {
    await open({ jq: true });
    const seen: unknown[][] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('adding_to_cart', (_e: unknown, $button: { 0: Element }, data: unknown) => seen.push(['adding', $button[0], data])));
    testbed.leaks.untracked(() => jQuery(document.body).on('added_to_cart', (_e: unknown, fragments: unknown, hash: unknown, $button: { 0: Element; jquery: string }) => seen.push(['added', fragments, hash, $button[0], typeof $button.jquery])));
    testbed.leaks.untracked(() => jQuery(document.body).on('wc_cart_button_updated', (_e: unknown, $button: { 0: Element }) => seen.push(['updated', $button[0]])));
    button(21).click();
    await testbed.settle();
    expect(seen).toEqual([
      ['adding', button(21), expect.objectContaining({ product_id: '21' })],
      ['updated', button(21)],
      ['added', cartAnswer(1).fragments, 'hash1', button(21), 'string'],
    ]);
  });

  it('a handler returning false on should_send_ajax_request.adding_to_cart vetoes; ajax_request_not_sent gets (false, false, $button)', async () => {
    await open({ jq: true });
    const seen: unknown[] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('should_send_ajax_request.adding_to_cart', () => false));
    testbed.leaks.untracked(() => jQuery(document.body).on('ajax_request_not_sent.adding_to_cart', (_e: unknown, a: unknown, b: unknown, $button: { 0: Element }) => seen.push(a, b, $button[0])));
    button(21).click();
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:add_to_cart')).toHaveLength(0);
    expect(seen).toEqual([false, false, button(21)]);
  });

  it('added_to_cart triggered by another script (a theme\'s single-product ajax) gets WooCommerce\'s handling: fragments and the View cart link', async () => {
    await open({ jq: true });
    const events: string[] = [];
    testbed.leaks.untracked(() => jQuery(document.body).on('wc_fragments_loaded', () => events.push('wc_fragments_loaded')));
    jQuery(document.body).trigger('added_to_cart', [cartAnswer(2).fragments, 'hash2', jQuery(button(22))]);
    await testbed.settle();
    expect(miniCartTexts()[0]).toBe('2 × $18.00');
    expect(button(22).nextElementSibling!.matches('.added_to_cart')).toBe(true);
    expect(events).toEqual(['wc_fragments_loaded']);
  });

  it('fragments of another script that are not HTML are skipped, the rest applied', async () => {
    await open({ jq: true });
    jQuery(document.body).trigger('added_to_cart', [{ 'span.cart-contents-count': 7, 'div.widget_shopping_cart_content': cartAnswer(2).fragments['div.widget_shopping_cart_content'] }, 'h', jQuery(button(22))]);
    await testbed.settle();
    expect(miniCartTexts()[0]).toBe('2 × $18.00');
    expect(document.querySelector('.cart-contents-count')!.textContent).toBe('0');
  });
});
