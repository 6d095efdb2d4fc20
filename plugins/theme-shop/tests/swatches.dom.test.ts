import { fireEvent } from '@testing-library/dom';
import { swatches } from '../swatches/definition';
import { openTestbed, type Testbed } from '../../../test/support';
import { closeVariationsPage, jQuery } from './shop';
import { bindVariationsDouble, type VariationsDouble } from './wc-variations-double.mjs';

let testbed: Testbed;
let wc: VariationsDouble;
beforeEach(async () => {
  testbed = await openTestbed('shop/product-hoodie.html', [swatches], { globals: { jQuery } });
  wc = bindVariationsDouble(jQuery, document);
});
afterEach(() => closeVariationsPage(testbed, wc));

const colour = (value: string) => document.querySelector<HTMLElement>(`.avada-color-select[data-value="${value}"]`)!;
const logo = (value: string) => document.querySelector<HTMLElement>(`.avada-button-select[data-value="${value}"]`)!;
const select = (name: string) => document.getElementById(name) as HTMLSelectElement;
const checked = () => Array.from(document.querySelectorAll('[data-checked]')).map((swatch) => swatch.getAttribute('data-value'));

describe('variation swatches', () => {
  it('[SHOP-031] clicking an option checks it and chooses it in the select, firing change for WooCommerce', () => {
    const changes: string[] = [];
    testbed.leaks.untracked(() => select('pa_color').addEventListener('change', () => changes.push(select('pa_color').value)));
    fireEvent.click(colour('green'));
    expect(checked()).toEqual(['green']);
    expect(colour('green')).toHaveAttribute('aria-pressed', 'true');
    expect(colour('blue')).toHaveAttribute('aria-pressed', 'false');
    expect(select('pa_color').value).toBe('green');
    expect(changes).toEqual(['green']);
    fireEvent.click(colour('blue'));
    expect(checked()).toEqual(['blue']);
    expect(select('pa_color').value).toBe('blue');
  });

  it('[SHOP-031] WooCommerce\'s variation script, bound through jQuery, reacts to the swatches: found_variation with the variation', () => {
    fireEvent.click(colour('blue'));
    fireEvent.click(logo('No'));
    const found = wc.triggered.filter(([type]) => type === 'found_variation');
    expect(found).toHaveLength(1);
    expect(found[0]![1]).toMatchObject({ variation_id: 112, attributes: { attribute_pa_color: 'blue', attribute_logo: 'No' } });
    expect(document.querySelector<HTMLInputElement>('input.variation_id')!.value).toBe('112');
  });

  it('[SHOP-032] clicking the checked option clears the selection', () => {
    fireEvent.click(colour('green'));
    fireEvent.click(colour('green'));
    expect(checked()).toEqual([]);
    expect(select('pa_color').value).toBe('');
    expect(colour('green')).toHaveAttribute('aria-pressed', 'false');
    expect(wc.triggered.map(([type]) => type)).toEqual(['reset_data', 'reset_data']);
  });

  it('[SHOP-033] options absent from the underlying select are marked disabled, and a click on them does nothing', async () => {
    // WooCommerce rebuilds the options as the choices narrow (update_variation_values).
    select('pa_color').querySelector('option[value="red"]')!.remove();
    await testbed.settle();
    expect(colour('red')).toHaveAttribute('data-disabled', 'true');
    expect(colour('red')).toHaveAttribute('aria-disabled', 'true');
    expect(colour('blue')).not.toHaveAttribute('data-disabled');
    fireEvent.click(colour('red'));
    expect(select('pa_color').value).toBe('');
    expect(checked()).toEqual([]);
    const option = document.createElement('option');
    option.value = 'red';
    option.textContent = 'Red';
    select('pa_color').append(option);
    await testbed.settle();
    expect(colour('red')).not.toHaveAttribute('data-disabled');
  });

  it('follows the select: a choice made in it, and WooCommerce\'s reset (jQuery val and reset_data)', () => {
    select('pa_color').value = 'blue';
    fireEvent.change(select('pa_color'));
    expect(checked()).toEqual(['blue']);
    jQuery(select('pa_color')).val('');
    jQuery(document.querySelector('form.variations_form')).trigger('reset_data');
    expect(checked()).toEqual([]);
  });

  it('the swatches are toggle buttons: Space and Enter choose, the link does not navigate', () => {
    expect(colour('blue')).toHaveAttribute('role', 'button');
    expect(logo('Yes')).toHaveAttribute('role', 'button');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    logo('Yes').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(select('logo').value).toBe('Yes');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    logo('No').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select('logo').value).toBe('No');
  });

  it('stop leaves no listener, timer or actor behind', () => {
    fireEvent.click(colour('blue'));
    testbed.runtime.stop();
    wc.unbind();
    expect(testbed.leaks.check()).toEqual([]);
  });
});
