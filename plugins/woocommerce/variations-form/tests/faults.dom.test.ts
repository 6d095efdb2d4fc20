/**
 * get_variation (a product with too many variations to print) under every fault of
 * docs/reliability.md. WooCommerce 10.0.2 unblocks the form and says nothing when the lookup fails;
 * here the form is no longer busy, an alert says the options could not be checked, the options
 * chosen stay chosen, the button stays disabled (no variation is known), and choosing again asks again.
 */
import { faultAnswer, json, meetFault, openTestbed, type FaultName, type Testbed } from '../../../../test/support';
import { INIT_DELAY_MS } from '../../../../machines/woocommerce/variations-form';
import { wooVariationsForm } from '../definition';
import { LOOKUP_FAILED } from '../plugin';
import { VARIATION_PARAMS, addButton, ajaxProductPage, choose, form, printedVariations } from './product-page';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
afterEach(() => testbed?.close());

const chosen = () => ['pa_color', 'logo'].map((id) => (document.getElementById(id) as HTMLSelectElement).value);
const variationId = () => form().querySelector<HTMLInputElement>('input.variation_id')!.value;

describe('get_variation under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'get_variation, time-out: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
    { fault: '500', title: 'get_variation, 500: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
    { fault: '403 / nonce', title: 'get_variation, 403: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
    { fault: 'invalid JSON', title: 'get_variation, invalid JSON: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
    { fault: 'HTML for JSON', title: 'get_variation, HTML for JSON: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
    { fault: 'offline', title: 'get_variation, offline: an alert says the options could not be checked, the form not busy, the options chosen kept, the button disabled; choosing again finds the variation' },
  ])('$title', async ({ fault }) => {
    const green = printedVariations().find((v) => v.variation_id === 113)!;
    testbed = await openTestbed(ajaxProductPage(), [wooVariationsForm], {
      globals: { wc_add_to_cart_variation_params: VARIATION_PARAMS },
      url: '/shop-nojq/product-hoodie.html',
      routes: { 'wc-ajax:get_variation': [faultAnswer(fault), json(green)] },
      quiet: true,
    });
    await testbed.settle(INIT_DELAY_MS);
    choose('pa_color', 'green');
    choose('logo', 'Yes');
    expect(form()).toHaveAttribute('aria-busy', 'true');
    await meetFault(testbed, fault);
    const alert = form().querySelector('.wc-no-matching-variations.woocommerce-error')!;
    expect(alert.textContent).toBe(LOOKUP_FAILED);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(chosen()).toEqual(['green', 'Yes']);
    expect(variationId()).toBe('');
    expect(addButton()).toHaveClass('disabled');

    choose('logo', 'Yes');
    await testbed.settle();
    expect(testbed.site.requestsTo('wc-ajax:get_variation')).toHaveLength(2);
    expect(form().querySelector('.wc-no-matching-variations')).toBeNull();
    expect(variationId()).toBe('113');
    expect(addButton()).not.toHaveClass('disabled');
  });
});
