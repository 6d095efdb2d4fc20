/**
 * The variations form with the real jQuery on the page: third-party listeners
 * on the form get WooCommerce's events with their positional arguments, and
 * the events they trigger (check_variations, reload_product_variations,
 * found_variation) drive the form.
 */
import { openTestbed, type Testbed } from '../../../../test/support';
import { INIT_DELAY_MS } from '../../../../machines/woocommerce/variations-form';
import { jQuery, unbindJQuery } from '../../../theme-shop/tests/shop';
import { wooVariationsForm } from '../definition';
import { PRODUCT_PAGE, VARIATION_PARAMS, choose, form, mainImage, printedVariations } from './product-page';

let testbed: Testbed;
const heard: { name: string; args: unknown[] }[] = [];
const EVENTS = [
  'check_variations',
  'woocommerce_variation_select_change',
  'update_variation_values',
  'woocommerce_update_variation_values',
  'found_variation',
  'show_variation',
  'reset_data',
  'reset_image',
  'hide_variation',
  'woocommerce_variation_has_changed',
  'wc_variation_form',
];

async function open(markup = PRODUCT_PAGE) {
  testbed = await openTestbed(markup, [wooVariationsForm], { globals: { jQuery, wc_add_to_cart_variation_params: VARIATION_PARAMS }, url: '/shop-nojq/product-hoodie.html' });
  await testbed.settle(INIT_DELAY_MS);
}

/** Listens as a theme script does: on the form, through jQuery. */
function hearAll() {
  for (const name of EVENTS) jQuery(form()).on(name, (_event: unknown, ...args: unknown[]) => void heard.push({ name, args }));
}

beforeEach(() => (heard.length = 0));
afterEach(() => {
  jQuery(form()).off();
  testbed.close();
  unbindJQuery();
});

const names = () => heard.map((h) => h.name);

describe('variations form with jQuery', () => {
  it("a listener on the form hears the start: check_variations, then wc_variation_form with the form's object", async () => {
    testbed = await openTestbed(PRODUCT_PAGE, [wooVariationsForm], { globals: { jQuery, wc_add_to_cart_variation_params: VARIATION_PARAMS }, start: false });
    hearAll();
    await testbed.start();
    await testbed.settle(INIT_DELAY_MS);
    expect(names()).toContain('check_variations');
    const started = heard.find((h) => h.name === 'wc_variation_form')!;
    expect((started.args[0] as { $form: ArrayLike<Element> }).$form[0]).toBe(form());
  });

  it('choosing both attributes: found_variation (variation) and show_variation (variation, purchasable) in WooCommerce order', async () => {
    await open();
    hearAll();
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    // The form's own handlers run first and fire the inner events inside the outer ones, as WooCommerce's (bound first) do.
    expect(names().slice(-7)).toEqual([
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'show_variation',
      'found_variation',
      'check_variations',
      'woocommerce_variation_has_changed',
    ]);
    const found = heard.find((h) => h.name === 'found_variation')!;
    expect(found.args).toEqual([expect.objectContaining({ variation_id: 111, sku: 'woo-hoodie-blue-logo' })]);
    const shown = heard.find((h) => h.name === 'show_variation')!;
    expect(shown.args).toEqual([expect.objectContaining({ variation_id: 111 }), true]);
    expect(form().querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('111');
  });

  it('emptying a select: reset_data, reset_image and hide_variation with no arguments; the button asks for a choice', async () => {
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    hearAll();
    choose('logo', '');
    const reset = heard.filter((h) => ['reset_data', 'reset_image', 'hide_variation'].includes(h.name));
    expect(reset).toEqual([
      { name: 'reset_image', args: [] },
      { name: 'hide_variation', args: [] },
      { name: 'reset_data', args: [] },
    ]);
    expect(form().querySelector('.single_add_to_cart_button')!.className).toMatch(/disabled wc-variation-selection-needed/);
  });

  it("jQuery(form).trigger('check_variations') reaches the form: selects set by a script are checked", async () => {
    await open();
    hearAll();
    (document.getElementById('pa_color') as HTMLSelectElement).value = 'green';
    (document.getElementById('logo') as HTMLSelectElement).value = 'No';
    jQuery(form()).trigger('check_variations');
    expect(heard.find((h) => h.name === 'found_variation')?.args).toEqual([expect.objectContaining({ variation_id: 113 })]);
    // Nobody touched the form: the image comes with the swap's code.
    await testbed.settle();
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-green.svg');
  });

  it("jQuery(form).trigger('reload_product_variations') reads data-product_variations again", async () => {
    await open();
    choose('pa_color', 'blue');
    choose('logo', 'Yes');
    hearAll();
    const renamed = printedVariations().map((v) => (v.variation_id === 111 ? { ...v, sku: 'renamed-sku' } : v));
    form().setAttribute('data-product_variations', JSON.stringify(renamed));
    jQuery(form()).trigger('reload_product_variations');
    expect(heard.find((h) => h.name === 'found_variation')?.args).toEqual([expect.objectContaining({ sku: 'renamed-sku' })]);
    expect(document.querySelector('.product_meta .sku')!.textContent).toBe('renamed-sku');
  });

  it("a variation another script announces with jQuery(form).trigger('found_variation', [v]) is shown, as WooCommerce's handler shows any", async () => {
    await open();
    const red = printedVariations().find((v) => v.variation_id === 114)!;
    jQuery(form()).trigger('found_variation', [red]);
    // Nobody touched the form: its HTML comes with the sanitizer's chunk, the button at once.
    expect(form().querySelector('.single_add_to_cart_button')!.className).toMatch(/disabled wc-variation-is-unavailable/);
    await testbed.settle();
    expect(form().querySelector('.single_variation')!.textContent).toContain('Out of stock');
    expect(form().querySelector('.single_add_to_cart_button')!.className).toMatch(/disabled wc-variation-is-unavailable/);
    // No image of its own: the original stays.
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
  });
});
