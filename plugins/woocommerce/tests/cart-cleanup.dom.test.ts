import { json, openTestbed, text, type Testbed } from '../../../test/support';
import { wooCommerceCartPlugins } from '../cart-definitions';
import { ADD_TO_CART_PARAMS, CART_PARAMS, cartAnswer, cartPageAnswer, FRAGMENTS_PARAMS } from './cart-shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  sessionStorage.clear();
});

it('stopping the runtime mid-request leaves no listener, no timer and no request behind', async () => {
  testbed = await openTestbed(['woocommerce/cart.html', 'woocommerce/archive.html'], wooCommerceCartPlugins, {
    globals: { wc_add_to_cart_params: ADD_TO_CART_PARAMS, wc_cart_fragments_params: FRAGMENTS_PARAMS, wc_cart_params: CART_PARAMS },
    routes: {
      'wc-ajax:get_refreshed_fragments': json(cartAnswer(1)),
      'wc-ajax:add_to_cart': { ...json(cartAnswer(2)), delay: 1000 },
      'POST /cart/': { ...text(cartPageAnswer(2)), delay: 1000 },
    },
    url: '/cart/',
    quiet: true,
  });
  document.querySelector<HTMLElement>('[data-product_id="22"]')!.click();
  document.querySelector<HTMLButtonElement>('[name=update_cart]')!.disabled = false;
  document.querySelector<HTMLButtonElement>('[name=update_cart]')!.click();
  await testbed.settle(10);
  expect(testbed.leaks.listeners()).toBeGreaterThan(0);
  testbed.runtime.stop();
  await testbed.settle();
  expect(testbed.leaks.check()).toEqual([]);
  expect(testbed.leaks.listeners()).toBe(0);
  expect(testbed.leaks.timers()).toBe(0);
  expect(testbed.site.requests.filter((r) => r.wcAjax === 'add_to_cart' || r.path === '/cart/').every((r) => r.signal?.aborted)).toBe(true);
});
