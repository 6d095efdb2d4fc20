/**
 * The variations form's code for a choice, off the mount: the sanitizer's
 * chunk (DOMPurify) and the image swap's are asked at the first touch, focus
 * or key on the form, or at the first variation that needs them, never at
 * mount (nor by WooCommerce's reset at start, which finds nothing to
 * restore). A variation found before they are in (a script sets the selects,
 * or the default attributes are chosen at load) has its button, id and events
 * at once, its image and HTML once their code is in, unless another variation
 * or a reset came in between. The sanitizer's loader is held here so the test
 * decides when that chunk arrives; the image's arrives a few microtasks later.
 */
import { openTestbed, type Testbed } from '../../../../test/support';
import { markupOf } from '../../../../test/support/markup';
import { loadServerHtml } from '../../../../adapters/server-html-loader';
import { INIT_DELAY_MS } from '../../../../machines/woocommerce/variations-form';
import { wooVariationsForm } from '../definition';
import { PRODUCT_PAGE, VARIATION_PARAMS, addButton, choose, form, mainImage, printedVariations } from './product-page';

/** The sanitizer's chunk arrives when the test opens the gate. */
const mockGate = { opened: Promise.resolve(), open: () => undefined as void };
jest.mock('../../../../adapters/server-html-loader', () => ({
  loadServerHtml: jest.fn(async () => {
    await mockGate.opened;
    return jest.requireActual('../../../../adapters/server-html');
  }),
}));

function holdSanitizer(): void {
  mockGate.opened = new Promise<void>((resolve) => (mockGate.open = resolve));
}

let testbed: Testbed | undefined;
afterEach(() => {
  mockGate.open();
  testbed?.close();
  testbed = undefined;
  jest.mocked(loadServerHtml).mockClear();
});

async function open(markup: string = PRODUCT_PAGE) {
  testbed = await openTestbed(markup, [wooVariationsForm], { globals: { wc_add_to_cart_variation_params: VARIATION_PARAMS }, url: '/shop-nojq/product-hoodie.html' });
  await testbed.settle(INIT_DELAY_MS);
  return testbed;
}

const block = () => form().querySelector<HTMLElement>('.single_variation')!;
const price = () => form().querySelector('.woocommerce-variation-price')?.textContent?.trim() ?? null;
const variationId = () => form().querySelector<HTMLInputElement>('input.variation_id')!.value;

describe('the sanitizer, off the mount', () => {
  it('nobody touched the form: the chunk is not asked; the first touch asks it, once', async () => {
    await open();
    await testbed!.settle();
    expect(loadServerHtml).not.toHaveBeenCalled();
    form().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    document.getElementById('pa_color')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(loadServerHtml).toHaveBeenCalledTimes(1);
    // Once it is in, a choice shows its price at once.
    await testbed!.settle();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    expect(price()).toBe('$42.00');
  });

  it('a variation found before the chunks are in: button, id and show_variation at once, its image once its code is in, its price once the sanitizer is', async () => {
    holdSanitizer();
    await open();
    const shown = testbed!.recordEvents(['show_variation']);
    choose('pa_color', 'blue');
    choose('logo', 'No');
    expect(variationId()).toBe('112');
    expect(addButton()).not.toHaveClass('disabled');
    expect(shown).toHaveLength(1);
    expect(block().style.display).toBe('');
    expect(block().childElementCount).toBe(0);
    await testbed!.settle();
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    expect(price()).toBeNull();
    mockGate.open();
    await testbed!.settle();
    expect(price()).toBe('$42.00');
    expect(shown).toHaveLength(1);
  });

  it('a reset before the chunk is in: the earlier variation is not shown', async () => {
    holdSanitizer();
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    choose('logo', '');
    mockGate.open();
    await testbed!.settle();
    expect(block().childElementCount).toBe(0);
    expect(block().style.display).toBe('none');
    expect(variationId()).toBe('');
  });

  it('another variation before the chunk is in: only the later one is shown', async () => {
    // Without the page's unavailable template, a hidden variation's notice is our own text: written at once.
    const page = markupOf(PRODUCT_PAGE).replace(/<script type="text\/template" id="tmpl-unavailable-variation-template">[\s\S]*?<\/script>/, '');
    holdSanitizer();
    await open(page);
    choose('pa_color', 'blue');
    choose('logo', 'No');
    const hidden = { ...printedVariations().find((v) => v.variation_id === 111)!, variation_is_visible: false };
    form().dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail: [hidden] }));
    expect(block().textContent).toBe(VARIATION_PARAMS.i18n_unavailable_text);
    mockGate.open();
    await testbed!.settle();
    expect(price()).toBeNull();
    expect(block().textContent).toBe(VARIATION_PARAMS.i18n_unavailable_text);
    expect(addButton()).toHaveClass('disabled', 'wc-variation-is-unavailable');
  });
});

describe('the image swap, off the mount', () => {
  const original = '/fixtures-assets/shop/hoodie.svg';

  it('nobody touched the form: the first image waits for its code (the mount and the reset at start asked none), the next shows at once', async () => {
    await open();
    await testbed!.settle();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    expect(mainImage().getAttribute('src')).toBe(original);
    await testbed!.settle();
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    choose('pa_color', 'green');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-green.svg');
  });

  it('the first touch asks for it: a choice after that swaps the image at once', async () => {
    await open();
    document.getElementById('pa_color')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await testbed!.settle();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
  });

  it("a reset before the code is in: the earlier variation's image is never written", async () => {
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    choose('logo', '');
    await testbed!.settle();
    expect(mainImage().getAttribute('src')).toBe(original);
    expect(mainImage().hasAttribute('data-o_src')).toBe(false);
  });
});
