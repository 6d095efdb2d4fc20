import { json, openTestbed, text, type Testbed, type Routes } from '../../../test/support';
import { wooCartFragments } from '../cart-fragments/definition';
import { CACHE_MAX_AGE_MS, CREATED_KEY } from '../cart-fragments/cache';
import { cartAnswer, FRAGMENTS_PARAMS, fragmentsFor, jQuery, miniCartTexts, unbindJQuery } from './cart-shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'woocommerce_items_in_cart=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const { fragment_name: FRAGMENTS_KEY, cart_hash_key: HASH_KEY } = FRAGMENTS_PARAMS;
const refreshes = () => testbed.site.requestsTo('wc-ajax:get_refreshed_fragments');

async function open(options: { routes?: Routes; jq?: boolean; markup?: string; params?: Record<string, unknown> } = {}) {
  testbed = await openTestbed(options.markup ?? 'woocommerce/archive.html', [wooCartFragments], {
    globals: { wc_cart_fragments_params: { ...FRAGMENTS_PARAMS, ...options.params }, ...(options.jq ? { jQuery } : {}) },
    routes: { 'wc-ajax:get_refreshed_fragments': json(cartAnswer(2)), ...options.routes },
    quiet: true,
  });
}

/** What WooCommerce's script would have cached on an earlier page. */
function cache(beanies: number, hash: string, createdAt = Date.now()) {
  sessionStorage.setItem(FRAGMENTS_KEY, JSON.stringify(fragmentsFor(beanies)));
  sessionStorage.setItem(HASH_KEY, hash);
  sessionStorage.setItem(CREATED_KEY, String(createdAt));
}

describe('cart fragments', () => {
  it('without a cache: posts get_refreshed_fragments, updates every mini cart, caches by the cart hash, fires wc_fragments_refreshed', async () => {
    const fired: string[] = [];
    document.addEventListener('wc_fragments_refreshed', () => fired.push('wc_fragments_refreshed'));
    await open();
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]!.method).toBe('POST');
    expect(refreshes()[0]!.fields.time).toMatch(/^\d+$/);
    expect(miniCartTexts()).toEqual(['2 × $18.00', '2 × $18.00']);
    expect(document.querySelector('.cart-contents-count')!.textContent).toBe('2');
    expect(JSON.parse(sessionStorage.getItem(FRAGMENTS_KEY)!)).toEqual(fragmentsFor(2));
    expect(sessionStorage.getItem(HASH_KEY)).toBe('hash2');
    expect(localStorage.getItem(HASH_KEY)).toBe('hash2');
    expect(Number(sessionStorage.getItem(CREATED_KEY))).toBeGreaterThan(0);
    expect(fired).toEqual(['wc_fragments_refreshed']);
  });

  it('a cache whose hash is the cart cookie\'s is shown without a request, with wc_fragments_loaded', async () => {
    cache(3, 'hash3');
    document.cookie = 'woocommerce_cart_hash=hash3; path=/';
    const fired: string[] = [];
    document.addEventListener('wc_fragments_loaded', () => fired.push('loaded'), { once: true });
    await open();
    expect(refreshes()).toHaveLength(0);
    expect(miniCartTexts()).toEqual(['3 × $18.00', '3 × $18.00']);
    expect(fired).toEqual(['loaded']);
  });

  it.each([
    ['another cart (the hash differs from the cookie)', () => cache(3, 'old-hash')],
    ['more than a day old (its nonces may have expired)', () => cache(3, 'hash3', Date.now() - CACHE_MAX_AGE_MS - 1000)],
    ['not JSON (corrupt storage)', () => { cache(3, 'hash3'); sessionStorage.setItem(FRAGMENTS_KEY, '{oops'); }],
    ['without the mini cart', () => { cache(3, 'hash3'); sessionStorage.setItem(FRAGMENTS_KEY, JSON.stringify({ 'span.cart-contents-count': '<span class="cart-contents-count">3</span>' })); }],
  ])('a cache of %s is not trusted: fresh fragments instead', async (_name, prepare) => {
    document.cookie = 'woocommerce_cart_hash=hash3; path=/';
    prepare();
    await open();
    expect(refreshes()).toHaveLength(1);
    expect(miniCartTexts()[0]).toBe('2 × $18.00');
  });

  it('wc_fragment_refresh and updated_wc_div from jQuery refresh the fragments', async () => {
    await open({ jq: true, routes: { 'wc-ajax:get_refreshed_fragments': [json(cartAnswer(2)), json(cartAnswer(4)), json(cartAnswer(5))] } });
    jQuery(document.body).trigger('wc_fragment_refresh');
    await testbed.settle();
    expect(miniCartTexts()[0]).toBe('4 × $18.00');
    jQuery(document.body).trigger('updated_wc_div');
    await testbed.settle();
    expect(miniCartTexts()[0]).toBe('5 × $18.00');
    expect(refreshes()).toHaveLength(3);
  });

  it('wc_fragment_refresh as a DOM event without jQuery refreshes too', async () => {
    await open({ routes: { 'wc-ajax:get_refreshed_fragments': [json(cartAnswer(2)), json(cartAnswer(6))] } });
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await testbed.settle();
    expect(miniCartTexts()[0]).toBe('6 × $18.00');
  });

  it('another tab changing the cart hash refreshes; its own hash does not', async () => {
    await open({ routes: { 'wc-ajax:get_refreshed_fragments': [json(cartAnswer(2)), json(cartAnswer(7))] } });
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: 'hash2' }));
    await testbed.settle();
    expect(refreshes()).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: 'hash7' }));
    await testbed.settle();
    expect(refreshes()).toHaveLength(2);
    expect(miniCartTexts()[0]).toBe('7 × $18.00');
  });

  it('a page restored from the back-forward cache empties the mini carts and refreshes', async () => {
    await open({ routes: { 'wc-ajax:get_refreshed_fragments': [json(cartAnswer(2)), { ...json(cartAnswer(1)), delay: 100 }] } });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(miniCartTexts()).toEqual([undefined, undefined]);
    await testbed.settle(100);
    expect(miniCartTexts()).toEqual(['1 × $18.00', '1 × $18.00']);
  });

  it('a newer refresh aborts the one in flight (last intent wins)', async () => {
    await open({ routes: { 'wc-ajax:get_refreshed_fragments': [json(cartAnswer(2)), { ...json(cartAnswer(8)), delay: 500 }, { ...json(cartAnswer(9)), delay: 100 }] } });
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await testbed.settle(50);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true }));
    await testbed.settle(600);
    expect(refreshes()[1]!.signal!.aborted).toBe(true);
    expect(miniCartTexts()[0]).toBe('9 × $18.00');
  });

  it.each([
    ['a 500', text('<p>There has been a critical error on this website.</p>', 500)],
    ['an HTML page', text('<!doctype html><html><body>Briefly unavailable</body></html>')],
    ['JSON without fragments', json({ cart_hash: 'x' })],
    ['an answer slower than request_timeout', { ...json(cartAnswer(2)), delay: 6000 }],
  ])('%s: wc_fragments_ajax_error, the mini carts keep what they show, one warning', async (_name, answer) => {
    const fired: string[] = [];
    document.addEventListener('wc_fragments_ajax_error', () => fired.push('error'), { once: true });
    await open({ routes: { 'wc-ajax:get_refreshed_fragments': answer } });
    await testbed.settle(6000);
    expect(fired).toEqual(['error']);
    expect(miniCartTexts()).toEqual(['No products in the cart.', 'No products in the cart.']);
    expect(testbed.console.warn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(FRAGMENTS_KEY)).toBeNull();
  });

  it('added_to_cart fragments are cached with their hash, so the next page shows them at once', async () => {
    await open({ jq: true });
    jQuery(document.body).trigger('added_to_cart', [fragmentsFor(3), 'hash3', jQuery(document.body)]);
    await testbed.settle();
    expect(JSON.parse(sessionStorage.getItem(FRAGMENTS_KEY)!)).toEqual(fragmentsFor(3));
    expect(sessionStorage.getItem(HASH_KEY)).toBe('hash3');
  });

  it('a widget marked hide_cart_widget_if_empty is hidden while the cart is empty and shown on adding_to_cart', async () => {
    await open();
    const widget = document.querySelector<HTMLElement>('.widget_shopping_cart')!;
    expect(widget.style.display).toBe('none');
    document.body.dispatchEvent(new CustomEvent('adding_to_cart', { bubbles: true, detail: [document.body, {}] }));
    await testbed.settle();
    expect(widget.style.display).toBe('');
  });

  it('a bad request_timeout warns naming the field and goes on with 5000 ms', async () => {
    await open({ params: { request_timeout: 'soon' } });
    expect(testbed.console.warn).toHaveBeenCalledWith(expect.stringContaining('wc_cart_fragments_params.request_timeout'));
    expect(miniCartTexts()[0]).toBe('2 × $18.00');
  });

  it('stands down where WooCommerce\'s own cart-fragments script is on the page', async () => {
    await open({ markup: '<div class="widget_shopping_cart_content"></div><script id="wc-cart-fragments-js"></script>' });
    expect(refreshes()).toHaveLength(0);
  });
});
