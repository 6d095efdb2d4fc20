/**
 * Test data for the WooCommerce cart parts' DOM tests: the globals
 * WooCommerce's PHP prints, the answers its ?wc-ajax= endpoints give, and the
 * real jQuery package on jsdom's window for positional-argument tests.
 */
export { jQuery, unbindJQuery } from '../../theme-shop/tests/shop';

export const ADD_TO_CART_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_view_cart: 'View cart',
  cart_url: 'http://localhost/cart/',
  is_cart: '',
  cart_redirect_after_add: 'no',
};

export const FRAGMENTS_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  cart_hash_key: 'wc_cart_hash_abc',
  fragment_name: 'wc_fragments_abc',
  request_timeout: '5000',
};

export const CART_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  update_shipping_method_nonce: 'ship1',
  apply_coupon_nonce: 'apply1',
  remove_coupon_nonce: 'remove1',
};

/** The mini cart WooCommerce prints with these quantities of beanies. */
export const miniCart = (beanies: number) =>
  beanies === 0
    ? '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>'
    : `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget"><li class="woocommerce-mini-cart-item mini_cart_item"><a role="button" href="/cart/?remove_item=k1" class="remove remove_from_cart_button" data-product_id="21" data-cart_item_key="k1" data-product_sku="woo-beanie">&times;</a><a href="/product/beanie/">Beanie</a><span class="quantity">${beanies} &times; $18.00</span></li></ul></div>`;

export const fragmentsFor = (beanies: number) => ({
  'div.widget_shopping_cart_content': miniCart(beanies),
  'span.cart-contents-count': `<span class="cart-contents-count">${beanies}</span>`,
});

/** add_to_cart's / remove_from_cart's answer. */
export const cartAnswer = (beanies: number, hash = `hash${beanies}`) => ({ fragments: fragmentsFor(beanies), cart_hash: hash });

/** The text of every mini cart on the page. */
export const miniCartTexts = () =>
  Array.from(document.querySelectorAll('.widget_shopping_cart_content'), (element) =>
    element.querySelector('.quantity, .woocommerce-mini-cart__empty-message')?.textContent?.replace(/\s+/g, ' ').trim(),
  );

const CART_FIXTURE: string = require('fs').readFileSync(require('path').join(__dirname, '../../../fixtures/markup/woocommerce/cart.html'), 'utf8'); // eslint-disable-line @typescript-eslint/no-require-imports

/** The cart page WooCommerce's form handler answers with: `beanies` in the cart, a total, and notices. */
export function cartPageAnswer(beanies: number, options: { total?: string; notices?: string } = {}): string {
  return `<!doctype html><html><body class="woocommerce-cart"><main>${CART_FIXTURE.replace('value="1" aria-label="Product quantity"', `value="${beanies}" aria-label="Product quantity"`)
    .replace('<strong>$21.20</strong>', `<strong>${options.total ?? '$21.20'}</strong>`)
    .replace('<div class="woocommerce-notices-wrapper"></div>', `<div class="woocommerce-notices-wrapper">${options.notices ?? ''}</div>`)}</main></body></html>`;
}

/** The page after the last line was removed. */
export const emptyCartAnswer = (notice = '') =>
  `<!doctype html><html><body><main><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notice}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div></main></body></html>`;

export const message = (text: string) => `<div class="woocommerce-message" role="alert">${text}</div>`;
export const error = (text: string) => `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`;
