import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopCartCount } from '../cart-count/definition';
import { jQuery, unbindJQuery } from './shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
});

const count = () => document.querySelector('.fusion-dynamic-cart-count-wrapper')!.textContent;
const number = () => document.querySelector('.fusion-widget-cart-number')!.textContent;
const miniCart = (...quantities: number[]) =>
  `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${quantities
    .map((q, i) => `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="#" class="remove remove_from_cart_button" data-cart_item_key="k${i}">&times;</a><span class="quantity">${q} &times; <span class="woocommerce-Price-amount amount">$1.00</span></span></li>`)
    .join('')}</ul></div>`;

async function open() {
  testbed = await openTestbed('shop/cart-page.html', [themeShopCartCount], { globals: { jQuery } });
}

describe('the cart count from every source of cart data', () => {
  it('[SHOP-011] [SHOP-012] added_to_cart (fragments, cart_hash, $button): the count fragment, singular at 1', async () => {
    await open();
    const button = jQuery(document.createElement('a'));
    jQuery(document.body).trigger('added_to_cart', [{ '.fusion-dynamic-cart-count': '<span class="fusion-dynamic-cart-count">1</span>' }, 'hash1', button]);
    await testbed.settle();
    expect(count()).toBe('1 item');
    expect(number()).toBe('1');
  });

  it('[SHOP-011] [SHOP-012] removed_from_cart with only the mini cart fragment: the sum of its quantities, plural', async () => {
    await open();
    jQuery(document.body).trigger('removed_from_cart', [{ 'div.widget_shopping_cart_content': miniCart(2, 3, 1) }, 'hash2', jQuery(document.createElement('a'))]);
    await testbed.settle();
    expect(count()).toBe('6 items');
    jQuery(document.body).trigger('removed_from_cart', [{ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>' }, '', jQuery(document.createElement('a'))]);
    await testbed.settle();
    expect(count()).toBe('0 items');
  });

  it('[SHOP-011] wc_fragments_refreshed and wc_fragments_loaded: the count WooCommerce just put on the page', async () => {
    await open();
    // What cart-fragments.js does before it triggers the event: each fragment replaces its element.
    document.querySelector('.fusion-dynamic-cart-count')!.outerHTML = '<span class="fusion-dynamic-cart-count">7</span>';
    jQuery(document.body).trigger('wc_fragments_refreshed');
    await testbed.settle();
    expect(count()).toBe('7 items');
    document.querySelector('.fusion-dynamic-cart-count')!.outerHTML = '<span class="fusion-dynamic-cart-count">1</span>';
    jQuery(document.body).trigger('wc_fragments_loaded');
    await testbed.settle();
    expect(count()).toBe('1 item');
  });

  it('[SHOP-011] updated_wc_div: the sum of the re-rendered cart form\'s quantities', async () => {
    await open();
    const inputs = document.querySelectorAll<HTMLInputElement>('.woocommerce-cart-form .cart_item input.qty');
    inputs[0]!.value = '4';
    inputs[1]!.value = '2';
    jQuery(document.body).trigger('updated_wc_div');
    await testbed.settle();
    expect(count()).toBe('6 items');
    expect(number()).toBe('6');
  });

  it('[SHOP-012] the printed label is made to match its count on load', async () => {
    testbed = await openTestbed('<span class="fusion-dynamic-cart-count-wrapper" data-singular=" item" data-plural=" items"><span class="fusion-dynamic-cart-count">1 items</span></span>', [themeShopCartCount]);
    expect(count()).toBe('1 item');
  });

  it('bad fragments (not an object, no count) leave the count as it was', async () => {
    await open();
    jQuery(document.body).trigger('added_to_cart', ['<p>not fragments</p>', 'x', jQuery(document.createElement('a'))]);
    jQuery(document.body).trigger('added_to_cart', [{ '.unrelated': '<p>x</p>' }, 'x', jQuery(document.createElement('a'))]);
    await testbed.settle();
    expect(count()).toBe('3 items');
  });
});
