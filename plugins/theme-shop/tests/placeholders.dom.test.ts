import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopPlaceholders } from '../placeholders/definition';

let testbed: Testbed;
afterEach(() => testbed?.close());

const placeholderOf = (id: string) => document.getElementById(id)!.getAttribute('placeholder');

describe('placeholders from labels', () => {
  it('[SHOP-013] checkout fields show their label without the required star or the optional note', async () => {
    testbed = await openTestbed(['<div class="woocommerce">', 'shop/checkout-fields.html', '</div>'], [themeShopPlaceholders]);
    expect(placeholderOf('billing_first_name')).toBe('First name');
    expect(placeholderOf('billing_company')).toBe('Company name');
    expect(placeholderOf('billing_email')).toBe('Email address');
    expect(placeholderOf('order_comments')).toBe('Notes about your order, e.g. special notes for delivery.');
    expect(placeholderOf('billing_address_1')).toBe('House number and street name');
    expect(placeholderOf('createaccount')).toBeNull();
  });

  it('[SHOP-013] the coupon fields keep their own placeholder, even without one', async () => {
    testbed = await openTestbed('shop/cart-page.html', [themeShopPlaceholders]);
    expect(placeholderOf('coupon_code')).toBe('Coupon code');
    expect(placeholderOf('avada_coupon_code')).toBe('Coupon code');
    expect(placeholderOf('calc_shipping_postcode')).toBe('Postcode / ZIP');
    testbed.close();
    testbed = await openTestbed('<div class="woocommerce"><label for="coupon_code">Coupon:</label><input id="coupon_code" name="coupon_code"><label for="x">Town</label><input id="x" class="input-text"></div>', [themeShopPlaceholders]);
    expect(placeholderOf('coupon_code')).toBeNull();
    expect(placeholderOf('x')).toBe('Town');
  });
});
