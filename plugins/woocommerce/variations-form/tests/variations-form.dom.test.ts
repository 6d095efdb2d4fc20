/**
 * The variations form without jQuery, on the product page the reference
 * server prints: pruning, the variation shown, get_variation with a stale
 * request aborted, the button's alert, the reset link and its announcement,
 * the variation address, DOM CustomEvents, and standing down.
 */
import { json, never, openTestbed, text, type Answer, type Testbed } from '../../../../test/support';
import { INIT_DELAY_MS } from '../../../../machines/woocommerce/variations-form';
import { wooVariationsForm } from '../definition';
import { ANNOUNCE_CLEAR_MS, LOOKUP_FAILED } from '../plugin';
import { PRODUCT_PAGE, VARIATION_PARAMS, addButton, ajaxProductPage, choose, form, mainImage, printedVariations } from './product-page';

let testbed: Testbed | undefined;
afterEach(() => {
  testbed?.close();
  testbed = undefined;
  jest.restoreAllMocks();
});

async function open(markup: string | string[] = PRODUCT_PAGE, options: { routes?: Record<string, Answer>; url?: string } = {}) {
  testbed = await openTestbed(markup, [wooVariationsForm], { globals: { wc_add_to_cart_variation_params: VARIATION_PARAMS }, url: options.url ?? '/shop-nojq/product-hoodie.html', routes: options.routes });
  await testbed.settle(INIT_DELAY_MS);
  return testbed;
}

const options = (id: string) => Array.from((document.getElementById(id) as HTMLSelectElement).options, (o) => `${o.value}${o.disabled ? ' (disabled)' : ''}:${o.className}`);
const variation = (id: number) => printedVariations().find((v) => v.variation_id === id)!;

describe('pruning', () => {
  it('red leaves only the logo values a red variation has; green (any logo) keeps both', async () => {
    await open();
    choose('pa_color', 'red');
    expect(options('logo')).toEqual([':', 'No:attached enabled']);
    choose('pa_color', 'green');
    expect(options('logo')).toEqual([':', 'Yes:attached enabled', 'No:attached enabled']);
    // Every colour stays offered: a select's own choice does not prune it.
    expect(options('pa_color')).toHaveLength(4);
  });

  it('a chosen value the variations no longer allow is emptied', async () => {
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('111');
    form().setAttribute('data-product_variations', JSON.stringify(printedVariations().filter((v) => v.variation_id !== 111)));
    form().dispatchEvent(new CustomEvent('reload_product_variations', { bubbles: true }));
    // Blue and the logo together are gone: both choices are emptied, one after the other, as WooCommerce does.
    expect((document.getElementById('logo') as HTMLSelectElement).value).toBe('');
    expect((document.getElementById('pa_color') as HTMLSelectElement).value).toBe('');
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('');
  });

  it('a value only inactive variations have is attached but disabled, and cannot stay chosen', async () => {
    const inactive = printedVariations().map((v) => (v.variation_id === 114 ? { ...v, variation_is_active: false } : v));
    await open();
    form().setAttribute('data-product_variations', JSON.stringify(inactive));
    form().dispatchEvent(new CustomEvent('reload_product_variations', { bubbles: true }));
    expect(options('pa_color')).toEqual([':', 'blue:attached enabled', 'green:attached enabled', 'red (disabled):attached']);
    choose('pa_color', 'red');
    expect((document.getElementById('pa_color') as HTMLSelectElement).value).toBe('');
  });
});

describe('the variation shown', () => {
  it('[SHOP-036] [SHOP-035] all chosen: price, availability, SKU, the variation image, quantity limits; a select emptied: the originals back', async () => {
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    // Set by script, with no touch or focus first: the price comes with the sanitizer's chunk.
    await testbed!.settle();
    expect(form().querySelector('.woocommerce-variation-price')!.textContent).toContain('42.00');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('woo-hoodie-blue');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    expect(mainImage().getAttribute('data-o_src')).toBe('/fixtures-assets/shop/hoodie.svg');
    expect(mainImage().getAttribute('data-large_image')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    expect(mainImage().closest('a')!.getAttribute('href')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    expect(form().querySelector<HTMLInputElement>('input.qty')!.max).toBe('3');
    expect(addButton().classList.contains('disabled')).toBe(false);

    choose('logo', '');
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('woo-hoodie');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
    expect(mainImage().getAttribute('data-large_image')).toBe('/fixtures-assets/shop/hoodie.svg');
    expect(form().querySelector<HTMLElement>('.single_variation')!.style.display).toBe('none');
  });

  it('a variation with a script address as image shows the original, with one warning', async () => {
    await open();
    const hostile = { ...variation(111), image: { ...(variation(111).image as object), src: 'javascript:alert(1)' } };
    form().setAttribute('data-product_variations', JSON.stringify([hostile]));
    form().dispatchEvent(new CustomEvent('reload_product_variations', { bubbles: true }));
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    await testbed!.settle();
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
    expect(testbed!.console.warn.mock.calls).toEqual([[expect.any(String), expect.stringContaining('image.src')]]);
    testbed!.console.warn.mockClear();
  });

  it('server HTML in the variation goes through the sanitizer', async () => {
    await open();
    const evil = { ...variation(111), price_html: '<span class="price">$1<img src=x onerror="window.pwned=1"></span>' };
    form().dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [evil] }));
    await testbed!.settle();
    expect(form().querySelector('.woocommerce-variation-price')!.innerHTML).toContain('$1<img src="x">');
    expect(form().querySelector('.woocommerce-variation-price')!.innerHTML).not.toContain('onerror');
  });

  it('without jQuery, the page hears found_variation as a CustomEvent whose detail is the argument list', async () => {
    await open();
    const heard: unknown[] = [];
    testbed!.leaks.untracked(() => document.addEventListener('show_variation', (event) => heard.push((event as CustomEvent).detail)));
    choose('pa_color', 'green');
    choose('logo', 'Yes');
    expect(heard).toEqual([[expect.objectContaining({ variation_id: 113 }), true]]);
  });
});

describe('get_variation', () => {
  it('posts the chosen attributes and the product id; false shows the no-match notice', async () => {
    await open(ajaxProductPage(), { routes: { 'wc-ajax:get_variation': json(false) } });
    choose('pa_color', 'red');
    expect(testbed!.site.requestsTo('wc-ajax:get_variation')).toHaveLength(0);
    choose('logo', 'Yes');
    await testbed!.settle();
    const [sent] = testbed!.site.requestsTo('wc-ajax:get_variation');
    expect(Object.fromEntries(sent!.form!)).toEqual({ attribute_pa_color: 'red', attribute_logo: 'Yes', product_id: '110' });
    expect(form().querySelector('.wc-no-matching-variations')!.textContent).toBe(VARIATION_PARAMS.i18n_no_matching_variations_text);
  });

  it('a failed answer (500, or HTML) tells the shopper, keeps the choice, and the next change asks again', async () => {
    await open(ajaxProductPage(), { routes: { 'wc-ajax:get_variation': [text('<p>critical error</p>', 500), text('<!doctype html><p>maintenance</p>'), json(variation(113))] } });
    choose('pa_color', 'green');
    choose('logo', 'Yes');
    await testbed!.settle();
    expect(form().querySelector('.wc-no-matching-variations.woocommerce-error')!.textContent).toBe(LOOKUP_FAILED);
    expect((document.getElementById('pa_color') as HTMLSelectElement).value).toBe('green');
    choose('logo', 'No');
    await testbed!.settle();
    expect(form().querySelectorAll('.wc-no-matching-variations')).toHaveLength(1);
    choose('logo', 'Yes');
    await testbed!.settle();
    expect(form().querySelector('.wc-no-matching-variations')).toBeNull();
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('113');
    expect(testbed!.console.warn).toHaveBeenCalledTimes(2);
    testbed!.console.warn.mockClear();
  });

  it('a newer choice aborts the request in flight: only the last answer is shown', async () => {
    let calls = 0;
    const answer: Answer = () => (++calls === 1 ? never() : json(variation(113)));
    await open(ajaxProductPage(), { routes: { 'wc-ajax:get_variation': answer } });
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    expect(form().getAttribute('aria-busy')).toBe('true');
    // In flight (the HTTP client's code loads at its first call).
    await testbed!.settle();
    const first = testbed!.site.requestsTo('wc-ajax:get_variation')[0]!;
    choose('pa_color', 'green');
    await testbed!.settle();
    expect(first.signal?.aborted).toBe(true);
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('113');
    expect(form().hasAttribute('aria-busy')).toBe(false);
  });
});

describe('button, reset link, address', () => {
  it('a click on the disabled button alerts WooCommerce\'s text and does not submit', async () => {
    await open();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    testbed!.leaks.untracked(() => form().addEventListener('submit', submitted));
    addButton().click();
    expect(alert).toHaveBeenCalledWith(VARIATION_PARAMS.i18n_make_a_selection_text);
    choose('pa_color', 'red');
    choose('logo', 'No');
    addButton().click();
    expect(alert).toHaveBeenLastCalledWith(VARIATION_PARAMS.i18n_unavailable_text);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("a mistyped text of wc_add_to_cart_variation_params warns once, naming it, and WooCommerce's English text is used", async () => {
    testbed = await openTestbed(PRODUCT_PAGE, [wooVariationsForm], {
      globals: { wc_add_to_cart_variation_params: { ...VARIATION_PARAMS, i18n_make_a_selection_text: ['Choose'], i18n_unavailable_text: 404 } },
      url: '/shop-nojq/product-hoodie.html',
    });
    await testbed.settle(INIT_DELAY_MS);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    addButton().click();
    addButton().click();
    expect(alert).toHaveBeenCalledWith('Please select some product options before adding this product to your cart.');
    choose('pa_color', 'red');
    choose('logo', 'No');
    addButton().click();
    // PHP may print a text as a number: it is the text.
    expect(alert).toHaveBeenLastCalledWith('404');
    expect(testbed.console.warn.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringContaining('wc_add_to_cart_variation_params.i18n_make_a_selection_text: expected a string, got an array; using the default'),
    ]);
    testbed.console.warn.mockClear();
  });

  it('the reset link shows once something is chosen; Clear empties, announces for a second, and focuses the first select', async () => {
    await open();
    const reset = form().querySelector<HTMLElement>('.reset_variations')!;
    expect(reset.style.visibility).toBe('hidden');
    choose('pa_color', 'blue');
    expect(reset.style.visibility).toBe('visible');
    reset.click();
    expect((document.getElementById('pa_color') as HTMLSelectElement).value).toBe('');
    expect(reset.style.visibility).toBe('hidden');
    const region = form().querySelector('.reset_variations_alert')!;
    expect(region.textContent).toBe(VARIATION_PARAMS.i18n_reset_alert_text);
    expect(document.activeElement).toBe(document.getElementById('pa_color'));
    await testbed!.settle(ANNOUNCE_CLEAR_MS);
    expect(region.textContent).toBe('');
  });

  it('a variation address chooses the variation and swaps the main image, not only the thumbnail', async () => {
    await open(PRODUCT_PAGE, { url: '/shop-nojq/product-hoodie.html?attribute_pa_color=blue&attribute_logo=Yes' });
    expect((document.getElementById('logo') as HTMLSelectElement).value).toBe('Yes');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue-logo.svg');
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('111');
  });

  it("stands down where WooCommerce's own add-to-cart-variation.js is on the page", async () => {
    await open([PRODUCT_PAGE, '<script id="wc-add-to-cart-variation-js"></script>']);
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('0');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
  });
});
