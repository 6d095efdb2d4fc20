import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopQuantity } from '../quantity/definition';
import { stepQuantity } from '../quantity/step';
import { jQuery, unbindJQuery } from './shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
});

/** WooCommerce's quantity input (global/quantity-input.php) with the given attributes. */
const box = (id: string, attributes: string) =>
  `<div class="quantity"><label class="screen-reader-text" for="${id}">Beanie quantity</label><input id="${id}" class="input-text qty text" name="quantity" aria-label="Product quantity" size="4" inputmode="numeric" autocomplete="off" ${attributes}></div>`;

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const plus = (id: string) => input(id).parentElement!.querySelector<HTMLInputElement>('input.plus')!;
const minus = (id: string) => input(id).parentElement!.querySelector<HTMLInputElement>('input.minus')!;

async function open(markup: string) {
  testbed = await openTestbed(markup, [themeShopQuantity], { globals: { jQuery } });
}

describe('quantity boxes on WooCommerce markup', () => {
  it('[SHOP-047] plus adds the step, 1 by default', async () => {
    await open(box('a', 'type="number" value="1" min="0" max="" step="1"') + box('b', 'type="number" value="1" min="0" max=""') + box('c', 'type="number" value="0.5" step="0.25"'));
    fireEvent.click(plus('a'));
    fireEvent.click(plus('b'));
    fireEvent.click(plus('c'));
    expect([input('a').value, input('b').value, input('c').value]).toEqual(['2', '2', '0.75']);
  });

  it('[SHOP-048] plus stops at max, also when the step overshoots it', async () => {
    await open(box('a', 'type="number" value="4" min="0" max="5" step="2"'));
    fireEvent.click(plus('a'));
    expect(input('a').value).toBe('5');
    fireEvent.click(plus('a'));
    expect(input('a').value).toBe('5');
  });

  it('[SHOP-049] [SHOP-050] minus takes the step off, down to min (0 by default)', async () => {
    await open(box('a', 'type="number" value="6" min="2" step="3"') + box('b', 'type="number" value="1"'));
    fireEvent.click(minus('a'));
    expect(input('a').value).toBe('3');
    fireEvent.click(minus('a'));
    expect(input('a').value).toBe('2');
    fireEvent.click(minus('b'));
    fireEvent.click(minus('b'));
    expect(input('b').value).toBe('0');
  });

  it('[SHOP-051] minus never goes below 0 from a positive value', async () => {
    await open(box('a', 'type="number" value="1" min="-10" step="2"'));
    fireEvent.click(minus('a'));
    expect(input('a').value).toBe('0');
    expect(stepQuantity(-1, { value: '1', step: '2', min: '', max: '' })).toBe('0');
  });

  it('[SHOP-052] a value that is no number counts as 0', async () => {
    await open(box('a', 'type="text" value="abc" min="0"') + box('b', 'type="text" value="" min="0"'));
    fireEvent.click(plus('a'));
    fireEvent.click(plus('b'));
    expect([input('a').value, input('b').value]).toEqual(['1', '1']);
    expect(stepQuantity(-1, { value: 'abc', step: '1', min: '0', max: '' })).toBe('0');
  });

  it('[SHOP-053] date and hidden quantity inputs get no buttons', async () => {
    await open(box('a', 'type="date" value="2024-01-01"') + box('b', 'type="hidden" value="1"') + box('c', 'type="number" value="1"'));
    expect(document.querySelectorAll('input.plus, input.minus')).toHaveLength(2);
    expect(input('a').parentElement).not.toHaveClass('buttons_added');
    expect(input('c').parentElement).toHaveClass('buttons_added');
  });

  it('[SHOP-054] an input below its min is raised to the min on setup', async () => {
    await open(box('a', 'type="number" value="1" min="3"') + box('b', 'type="number" value="4" min="3"'));
    expect([input('a').value, input('b').value]).toEqual(['3', '4']);
  });

  it("[SHOP-047] each press fires the input's change, which WooCommerce's own jQuery handlers see", async () => {
    await open(`<form class="woocommerce-cart-form"><table><tr class="cart_item"><td>${box('a', 'type="number" value="1" min="0" max="2"')}</td></tr></table><button name="update_cart" disabled>Update cart</button></form>`);
    const seen: string[] = [];
    // WooCommerce's cart.js: `change input` on the cart items enables "Update cart".
    testbed.leaks.untracked(() =>
      jQuery(document).on('change input', '.woocommerce-cart-form .cart_item :input', function (this: HTMLInputElement, event: { type: string }) {
        seen.push(`${event.type} ${this.value}`);
        document.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled = false;
      }),
    );
    fireEvent.click(plus('a'));
    fireEvent.click(plus('a'));
    fireEvent.click(plus('a'));
    expect(seen).toEqual(['change 2']);
    expect(document.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled).toBe(false);
  });

  it('[SHOP-055] buttons are put back after every ajax completion, never twice', async () => {
    await open(box('a', 'type="number" value="1"'));
    const wrapper = input('a').parentElement!;
    wrapper.querySelectorAll('input.plus, input.minus').forEach((b) => b.remove());
    jQuery(document).trigger('ajaxComplete', [{ status: 200 }, { url: '/?wc-ajax=get_refreshed_fragments' }]);
    await testbed.settle();
    expect(wrapper.querySelectorAll('input.plus')).toHaveLength(1);
    expect(wrapper.querySelectorAll('input.minus')).toHaveLength(1);
    jQuery(document).trigger('ajaxComplete', [{ status: 200 }, { url: '/' }]);
    await testbed.settle();
    expect(wrapper.querySelectorAll('input.plus, input.minus')).toHaveLength(2);
    fireEvent.click(plus('a'));
    expect(input('a').value).toBe('2');
  });

  it('names the buttons for assistive technology and leaves nothing behind', async () => {
    await open(box('a', 'type="number" value="1"'));
    expect(plus('a')).toHaveAttribute('aria-label', 'Increase quantity');
    expect(minus('a')).toHaveAttribute('aria-controls', 'a');
    testbed.close();
    expect(testbed.leaks.check()).toEqual([]);
  });
});
