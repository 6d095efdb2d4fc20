import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Testbed, type Routes } from '../../../test/support';
import { themeShopCart } from '../cart/definition';
import { themeShopCartCount } from '../cart-count/definition';
import { themeShopQuantity } from '../quantity/definition';
import { AVADA_VARS, BEANIE_KEY, CART_NONCE, SUNGLASSES_KEY, avadaAnswer, cartTotals, jQuery, price, unbindJQuery } from './shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
});

const open = (routes: Routes = {}) =>
  openTestbed('shop/cart-page.html', [themeShopCart, themeShopCartCount, themeShopQuantity], { globals: { avadaWooCommerceVars: AVADA_VARS, jQuery }, routes, quiet: true });

const input = (key: string) => document.querySelector<HTMLInputElement>(`input[name="cart[${key}][qty]"]`)!;
const row = (key: string) => input(key).closest('tr')!;
const subtotalOf = (key: string) => row(key).querySelector('.product-subtotal')!.textContent!.trim();
const totals = () => document.querySelector('.cart_totals')!;
const notice = () => document.querySelector('.woocommerce-notices-wrapper [role="alert"]');

/** The shopper types a quantity and leaves the field. */
function type(key: string, value: string) {
  input(key).value = value;
  fireEvent.change(input(key));
}

const requests = () => testbed.site.requestsTo('ajax:live_update_cart');

describe('live cart update on WooCommerce and Avada markup', () => {
  it('[SHOP-004] [SHOP-005] [SHOP-006] posts live_update_cart with the key from the input name, the integer quantity and the nonce', async () => {
    testbed = await open({ 'ajax:live_update_cart': json(avadaAnswer(5, '72.00', cartTotals('162.00', '16.70', '183.70'))) });
    type(BEANIE_KEY, '4');
    await testbed.settle();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.method).toBe('POST');
    expect(requests()[0]!.fields).toMatchObject({ action: 'live_update_cart', cart_item_key: BEANIE_KEY, quantity: '4', security: CART_NONCE });
  });

  it("[SHOP-007] [SHOP-008] [SHOP-010] applies Avada 7.12's answer: line subtotal, totals with tax, heading, menu cart, mini cart and count", async () => {
    testbed = await open({ 'ajax:live_update_cart': json(avadaAnswer(5, '72.00', cartTotals('162.00', '16.70', '183.70'))) });
    type(BEANIE_KEY, '4');
    await testbed.settle();
    expect(subtotalOf(BEANIE_KEY)).toBe('$72.00');
    expect(subtotalOf(SUNGLASSES_KEY)).toBe('$90.00');
    expect(totals().querySelector('.cart-subtotal td')!.textContent).toBe('$162.00');
    expect(totals().querySelector('.tax-rate td')!.textContent).toBe('$16.70');
    expect(totals().querySelector('.order-total td')!.textContent!.trim()).toBe('$183.70');
    expect(totals().querySelectorAll('.cart_totals')).toHaveLength(0);
    expect(document.querySelector('.woocommerce-cart-form h2')!.textContent).toBe('You Have 5 Items In Your Cart');
    const menuItem = Array.from(document.querySelectorAll('.fusion-menu-cart-item')).find((item) => item.getAttribute('data-cart-item-key') === BEANIE_KEY)!;
    expect(menuItem.querySelector('.awb-quantity')!.textContent).toBe('4');
    const miniItem = document.querySelector(`.awb-woo-mini-cart [data-cart_item_key="${BEANIE_KEY}"]`)!.closest('li')!;
    expect(miniItem.querySelector('.quantity')!.textContent!.startsWith('4 ×')).toBe(true);
    expect(document.querySelector('.awb-woo-mini-cart .woocommerce-mini-cart__total')!.textContent).toContain('$162.00');
    expect(document.querySelector('.fusion-dynamic-cart-count-wrapper')!.textContent).toBe('5 items');
    expect(document.querySelector('.fusion-widget-cart-number')!.textContent).toBe('5');
  });

  it("[SHOP-007] [SHOP-010] applies the answer shape SHOP-007 names: sub_totals, totals, totals_tax and item_sub_totals", async () => {
    testbed = await open({
      'ajax:live_update_cart': json({
        success: true,
        data: { cart_items: 2, sub_totals: price('108.00'), totals: price('123.80'), totals_tax: price('11.30'), item_sub_totals: { [BEANIE_KEY]: price('18.00'), [SUNGLASSES_KEY]: price('90.00') } },
      }),
    });
    type(BEANIE_KEY, '1');
    await testbed.settle();
    expect(subtotalOf(BEANIE_KEY)).toBe('$18.00');
    expect(totals().querySelector('.cart-subtotal td')!.textContent).toBe('$108.00');
    expect(totals().querySelector('.tax-rate td')!.textContent).toBe('$11.30');
    expect(totals().querySelector('.order-total td')!.textContent).toBe('$123.80');
    expect(document.querySelector('.fusion-dynamic-cart-count-wrapper')!.textContent).toBe('2 items');
  });

  it('[SHOP-009] disables the cart totals tables and the checkout button while the request runs', async () => {
    testbed = await open({ 'ajax:live_update_cart': { ...json(avadaAnswer(4, '54.00', cartTotals('144.00', '14.90', '163.90'))), delay: 800 } });
    type(BEANIE_KEY, '3');
    await testbed.settle(100);
    expect(totals().querySelector('table')).toHaveClass('awb-disabled');
    expect(totals()).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.checkout-button')).toHaveAttribute('aria-disabled', 'true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.checkout-button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(input(SUNGLASSES_KEY).disabled).toBe(false);
    await testbed.settle(800);
    expect(totals().querySelector('table')).not.toHaveClass('awb-disabled');
    expect(totals()).not.toHaveAttribute('aria-busy');
    expect(document.querySelector('.checkout-button')).not.toHaveAttribute('aria-disabled');
  });

  it('[SHOP-006] the last intent wins: 1, 5 and 3 typed during a slow answer send 1 then 3, and the page ends at 3', async () => {
    testbed = await open({
      'ajax:live_update_cart': (request) => ({ ...json(avadaAnswer(Number(request.fields.quantity) + 1, `${Number(request.fields.quantity) * 18}.00`, cartTotals('1.00', '1.00', '1.00'))), delay: 600 }),
    });
    type(BEANIE_KEY, '1');
    await testbed.settle(50);
    type(BEANIE_KEY, '5');
    await testbed.settle(50);
    type(BEANIE_KEY, '3');
    await testbed.settle(2000);
    expect(requests().map((r) => r.fields.quantity)).toEqual(['1', '3']);
    expect(input(BEANIE_KEY).value).toBe('3');
    expect(subtotalOf(BEANIE_KEY)).toBe('$54.00');
    expect(document.querySelector('.fusion-dynamic-cart-count-wrapper')!.textContent).toBe('4 items');
  });

  it('[SHOP-005] a typed 3.7 is sent as the whole number 3, as Avada parses it; the field shows 3 and the totals follow this answer and the next', async () => {
    testbed = await open({
      'ajax:live_update_cart': [json(avadaAnswer(4, '54.00', cartTotals('144.00', '14.90', '163.90'))), json(avadaAnswer(5, '54.00', cartTotals('162.00', '16.70', '183.70')))],
    });
    const text = input(BEANIE_KEY);
    text.type = 'text';
    type(BEANIE_KEY, '3.7');
    await testbed.settle();
    expect(requests().map((r) => r.fields.quantity)).toEqual(['3']);
    expect(input(BEANIE_KEY).value).toBe('3');
    expect(notice()).toBeNull();
    expect(totals().querySelector('.order-total td')).toHaveTextContent('$163.90');
    type(SUNGLASSES_KEY, '2');
    await testbed.settle();
    expect(requests().map((r) => r.fields.quantity)).toEqual(['3', '2']);
    expect(totals().querySelector('.order-total td')).toHaveTextContent('$183.70');
    expect(input(BEANIE_KEY).value).toBe('3');
  });

  it('[SHOP-005] keeps "abc", -3 and 1e9 as typed, sends nothing and says why', async () => {
    testbed = await open({ 'ajax:live_update_cart': json(avadaAnswer(3, '18.00', cartTotals('1.00', '1.00', '1.00'))) });
    const text = input(BEANIE_KEY);
    text.type = 'text'; // a theme that prints a text field lets letters through
    for (const [typed, says] of [
      ['abc', 'Please enter the quantity as a whole number, such as 2.'],
      ['-3', 'Please enter a quantity of 0 or more.'],
      ['1e9', 'Please enter the quantity as a whole number, such as 2.'],
    ]) {
      type(BEANIE_KEY, typed!);
      await testbed.settle();
      expect(input(BEANIE_KEY).value).toBe(typed);
      expect(notice()).toHaveTextContent(says!);
    }
    type(SUNGLASSES_KEY, '6');
    await testbed.settle();
    expect(notice()).toHaveTextContent('Please enter a quantity of 5 or less.');
    expect(requests()).toHaveLength(0);
  });

  it.each([
    ['a 500', text('There has been a critical error on this website.', 500), 'The cart could not be updated. Please try again.'],
    ['an HTML page', text('<!doctype html><p>Maintenance</p>', 200, { 'content-type': 'text/html' }), 'The cart could not be updated. Please try again.'],
    ['a nonce failure', text('-1', 403), 'The cart could not be updated because the page has expired. Please reload the page and try again.'],
    ['a refusal', json({ success: false, data: { message: 'You can only have 5 Sunglasses in your cart.' } }), 'You can only have 5 Sunglasses in your cart.'],
  ])('[SHOP-007] %s leaves the cart usable, the typed quantity in place and a clear notice', async (_what, answer, says) => {
    testbed = await open({ 'ajax:live_update_cart': [answer, json(avadaAnswer(3, '36.00', cartTotals('126.00', '13.10', '144.10')))] });
    type(SUNGLASSES_KEY, '2');
    await testbed.settle();
    expect(notice()).toHaveTextContent(says);
    expect(input(SUNGLASSES_KEY).value).toBe('2');
    expect(subtotalOf(SUNGLASSES_KEY)).toBe('$90.00');
    expect(totals().querySelector('table')).not.toHaveClass('awb-disabled');
    type(BEANIE_KEY, '2');
    type(BEANIE_KEY, '3');
    await testbed.settle();
    expect(notice()).toBeNull();
    expect(subtotalOf(BEANIE_KEY)).toBe('$36.00');
  });

  it.each([
    ['without its fields', { success: true, data: {} }],
    ['with a count that is no number', { success: true, data: { cart_items: 'many' } }],
  ])('[SHOP-007] an answer %s warns once, naming the field, and shows a notice', async (_what, answer) => {
    testbed = await open({ 'ajax:live_update_cart': json(answer) });
    type(BEANIE_KEY, '3');
    await testbed.settle();
    expect(notice()).toHaveTextContent('The cart could not be updated. Please try again.');
    const warnings = testbed.console.warn.mock.calls.map((args: unknown[]) => args.join(' '));
    expect(warnings.filter((w: string) => w.includes('live_update_cart answer: field data.cart_items'))).toHaveLength(1);
    expect(subtotalOf(BEANIE_KEY)).toBe('$36.00');
  });

  it('[SHOP-007] server HTML in the answer is sanitized: no scripts or handlers reach the page', async () => {
    const hostile = `<div class="cart_totals"><table><tr class="order-total"><td><strong>${price('1.00')}</strong><img src="x" onerror="window.__owned=1"><script>window.__owned=2</script></td></tr></table></div>`;
    testbed = await open({ 'ajax:live_update_cart': json({ success: true, data: { cart_items: 3, subtotal_html: '<b onclick="x()">$54.00</b>', fragments: { '.cart_totals': hostile } } }) });
    type(BEANIE_KEY, '3');
    await testbed.settle();
    expect(totals().querySelector('script')).toBeNull();
    expect(totals().querySelector('[onerror]')).toBeNull();
    expect(row(BEANIE_KEY).querySelector('[onclick]')).toBeNull();
    expect(subtotalOf(BEANIE_KEY)).toBe('$54.00');
    expect((window as unknown as { __owned?: number }).__owned).toBeUndefined();
  });
});

describe("Avada's cart controls drive WooCommerce's own cart form buttons", () => {
  /** A test double of WooCommerce's cart.js bindings: delegated on document, as it binds them. */
  function wooCartScript(seen: string[]) {
    testbed.leaks.untracked(() => {
      jQuery(document).on('click', '.woocommerce-cart-form :input[type=submit]', function (this: HTMLButtonElement) {
        seen.push(`click ${this.name} coupon=${document.querySelector<HTMLInputElement>('#coupon_code')!.value}`);
      });
      jQuery(document).on('submit', '.woocommerce-cart-form', (event: Event) => {
        event.preventDefault();
        seen.push('submit');
      });
    });
  }

  it('[SHOP-002] the update-cart link clicks the form\'s update button', async () => {
    testbed = await open();
    const seen: string[] = [];
    wooCartScript(seen);
    const link = document.querySelector<HTMLAnchorElement>('.fusion-update-cart')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual(['click update_cart coupon=', 'submit']);
  });

  it('[SHOP-003] apply coupon copies the typed code into the form\'s coupon field first, then clicks its apply button', async () => {
    testbed = await open();
    const seen: string[] = [];
    wooCartScript(seen);
    document.querySelector<HTMLInputElement>('#avada_coupon_code')!.value = 'save10';
    fireEvent.click(document.querySelector('.fusion-apply-coupon')!);
    expect(seen).toEqual(['click apply_coupon coupon=save10', 'submit']);
    document.querySelector<HTMLInputElement>('#avada_coupon_code')!.value = 'flat5';
    fireEvent.keyDown(document.querySelector('#avada_coupon_code')!, { key: 'Enter' });
    expect(seen.at(-2)).toBe('click apply_coupon coupon=flat5');
  });

  it('[SHOP-055] plus and minus come back, once, on a form WooCommerce re-rendered', async () => {
    testbed = await open();
    const form = document.querySelector('.woocommerce-cart-form')!;
    const fresh = form.cloneNode(true) as Element;
    fresh.querySelectorAll('input.plus, input.minus').forEach((button) => button.remove());
    fresh.querySelectorAll('.buttons_added').forEach((box) => box.classList.remove('buttons_added'));
    form.replaceWith(fresh);
    jQuery(document.body).trigger('updated_wc_div');
    jQuery(document).trigger('ajaxComplete', [{}, { url: '/shop/cart.html' }]);
    await testbed.settle();
    for (const box of Array.from(document.querySelectorAll('.woocommerce-cart-form div.quantity'))) {
      expect(box.querySelectorAll('input.plus')).toHaveLength(1);
      expect(box.querySelectorAll('input.minus')).toHaveLength(1);
    }
  });
});

describe('a WooCommerce cart page without Avada', () => {
  it('sends no live_update_cart where the theme printed no avadaWooCommerceVars', async () => {
    const testbed = await openTestbed('shop/cart-page.html', [themeShopCart], { quiet: true });
    const input = document.querySelector<HTMLInputElement>('.woocommerce-cart-form input.qty')!;
    input.value = '4';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await testbed.settle();
    expect(testbed.site.requests).toHaveLength(0);
    testbed.close();
  });
});
