import { json, openPage, text, type Page } from '../../../test/support';
import { wooCommerceCartPlugins } from '../cart-definitions';
import { ADD_TO_CART_PARAMS, CART_PARAMS, cartAnswer, cartPageAnswer, FRAGMENTS_PARAMS } from './cart-shop';

let page: Page;
afterEach(() => {
  page?.close();
  sessionStorage.clear();
});

it('stopping the runtime mid-request leaves no listener, no timer and no request behind', async () => {
  page = await openPage(['woocommerce/cart.html', 'woocommerce/archive.html'], wooCommerceCartPlugins, {
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
  await page.settle(10);
  expect(page.leaks.listeners()).toBeGreaterThan(0);
  page.runtime.stop();
  await page.settle();
  expect(page.leaks.check()).toEqual([]);
  expect(page.leaks.listeners()).toBe(0);
  expect(page.leaks.timers()).toBe(0);
  expect(page.site.requests.filter((r) => r.wcAjax === 'add_to_cart' || r.path === '/cart/').every((r) => r.signal?.aborted)).toBe(true);
});
