import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopCatalogue } from '../catalogue/definition';
import { AVADA_VARS, jQuery, unbindJQuery } from './shop';

let testbed: Testbed;
let small = false;
beforeEach(() => {
  small = false;
  window.matchMedia = ((query: string) => ({ matches: small && query.includes('max-width: 479px'), media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  testbed?.close();
  unbindJQuery();
  delete (window as unknown as { matchMedia?: unknown }).matchMedia;
});

const open = (markup: string | string[], vars: Record<string, unknown> = AVADA_VARS) => openTestbed(markup, [themeShopCatalogue], { globals: { avadaWooCommerceVars: vars, jQuery }, quiet: true });
const EXCERPT = 'Every hoodie is knitted from organic cotton in a small family workshop by the sea and shipped within two days';

describe('catalogue and account pages', () => {
  it('[SHOP-040] the catalogue ordering and sort-count lists show their current choice', async () => {
    testbed = await open(`<div class="catalog-ordering fusion-clearfix">
      <ul class="orderby order-dropdown"><li><span class="current-li"><span class="current-li-content"><a aria-haspopup="true">Sort by <strong>Default Order</strong></a></span></span>
        <ul><li><a href="?product_orderby=default">Sort by <strong>Default Order</strong></a></li><li class="current"><a href="?product_orderby=price">Sort by <strong>Price</strong></a></li></ul></li></ul>
      <ul class="sort-count order-dropdown"><li><span class="current-li"><a aria-haspopup="true">Show <strong>12 Products</strong></a></span>
        <ul><li><a href="?product_count=12">Show <strong>12 Products</strong></a></li><li class="current"><a href="?product_count=24">Show <strong>24 Products</strong></a></li></ul></li></ul></div>`);
    expect(document.querySelector('.catalog-ordering .orderby .current-li a')!.innerHTML).toBe('Sort by <strong>Price</strong>');
    expect(document.querySelector('.catalog-ordering .sort-count .current-li a')!.textContent).toBe('Show 24 Products');
  });

  it('[SHOP-059] the category list gets the column count of the variables; nonsense leaves it alone', async () => {
    testbed = await open('shop/archive.html');
    expect(document.querySelector('.subcategory-products')).toHaveClass('products-4');
    testbed.close();
    testbed = await open('shop/archive.html', { ...AVADA_VARS, woocommerce_shop_page_columns: 'many' });
    expect(document.querySelector('.subcategory-products')!.className).not.toMatch(/products-\d/);
  });

  it('[SHOP-060] on screens up to 479 px, a slider excerpt of more than 11 words shows its first 10', async () => {
    small = true;
    testbed = await open(`<div class="overlay-full layout-text-left"><div class="slide-excerpt"><p id="long">${EXCERPT}</p><p id="short">Knitted by the sea. Shipped fast?</p></div></div>`);
    expect(document.getElementById('long')!.textContent).toBe('Every hoodie is knitted from organic cotton in a small');
    expect(document.getElementById('short')!.textContent).toBe('Knitted by the sea. Shipped fast?');
  });

  it('[SHOP-060] wider screens keep the excerpt whole', async () => {
    testbed = await open(`<div class="overlay-full layout-text-left"><div class="slide-excerpt"><p id="long">${EXCERPT}</p></div></div>`);
    expect(document.getElementById('long')!.textContent).toBe(EXCERPT);
  });

  it('[SHOP-041] related and up-sell headings take the heading level of the variables', async () => {
    testbed = await open('shop/product-hoodie.html');
    expect(document.querySelector('.related.products > h3')!.textContent).toBe('Related products');
    expect(document.querySelector('.upsells.products > h3')!.textContent).toBe('You may also like…');
    expect(document.querySelectorAll('.related.products > h2, .upsells.products > h2')).toHaveLength(0);
    expect(document.querySelectorAll('.related.products .add_to_cart_button').length).toBeGreaterThan(0);
  });

  it("[SHOP-027] the my-account orders table's actions column takes the variables' title", async () => {
    testbed = await open('shop/account-orders.html');
    expect(document.querySelector('th.woocommerce-orders-table__header-order-actions')!.textContent).toBe('Details');
    expect(document.querySelectorAll('tr.woocommerce-orders-table__row')).toHaveLength(1);
  });

  it("[SHOP-040] the shipping calculator's state row hides for a country without states, also after the cart refreshes", async () => {
    testbed = await open('shop/cart-page.html');
    expect(document.getElementById('calc_shipping_state_field')!.hidden).toBe(false);
    document.getElementById('calc_shipping_state')!.setAttribute('type', 'hidden');
    jQuery(document.body).trigger('updated_cart_totals');
    await testbed.settle();
    expect(document.getElementById('calc_shipping_state_field')!.hidden).toBe(true);
  });
});
