import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopCouponErrors } from '../coupon-errors/definition';
import { jQuery, unbindJQuery } from './shop';

let testbed: Testbed;
afterEach(() => {
  testbed?.close();
  unbindJQuery();
});

const banner = () => document.querySelector('.woocommerce-notices-wrapper .wc-block-components-notice-banner.is-error');

/** What WooCommerce's cart.js does with a rejected code: the inline error, then applied_coupon, then the refresh. */
function rejectCoupon(code: string, message: string) {
  const field = document.querySelector<HTMLInputElement>('#coupon_code')!;
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', 'coupon-error-notice');
  const inline = document.createElement('span');
  inline.className = 'coupon-error-notice';
  inline.id = 'coupon-error-notice';
  inline.setAttribute('role', 'alert');
  inline.textContent = message;
  field.closest('.coupon')!.append(inline);
  jQuery(document.body).trigger('applied_coupon', [code]);
}

describe('coupon errors as a banner', () => {
  it('[SHOP-014] [SHOP-015] a coupon error is copied into the notices area as an error banner with its text, and stays after the refresh', async () => {
    testbed = await openTestbed('shop/cart-page.html', [themeShopCouponErrors], { globals: { jQuery } });
    rejectCoupon('nope', 'Coupon "nope" cannot be applied because it does not exist.');
    await testbed.settle();
    expect(banner()).toHaveTextContent('Coupon "nope" cannot be applied because it does not exist.');
    expect(banner()).toHaveAttribute('role', 'alert');
    // The refresh replaces the form; the banner lives in the notices area.
    const form = document.querySelector('.woocommerce-cart-form')!;
    form.replaceWith(form.cloneNode(true));
    jQuery(document.body).trigger('updated_wc_div');
    await testbed.settle();
    expect(document.querySelectorAll('.woocommerce-notices-wrapper .wc-block-components-notice-banner')).toHaveLength(1);
  });

  it('[SHOP-014] a refresh with the field in error shows it once; the code accepted or removed clears it', async () => {
    testbed = await openTestbed('shop/cart-page.html', [themeShopCouponErrors], { globals: { jQuery } });
    rejectCoupon('old', 'This coupon has expired.');
    jQuery(document.body).trigger('updated_cart_totals');
    await testbed.settle();
    expect(document.querySelectorAll('.woocommerce-notices-wrapper .wc-block-components-notice-banner')).toHaveLength(1);
    jQuery(document.body).trigger('removed_coupon', ['old']);
    await testbed.settle();
    expect(banner()).toBeNull();
    const field = document.querySelector('#coupon_code')!;
    field.classList.remove('has-error');
    jQuery(document.body).trigger('applied_coupon', ['save10']);
    await testbed.settle();
    expect(banner()).toBeNull();
  });

  it('[SHOP-015] the message enters as text: markup in it is shown, never run', async () => {
    testbed = await openTestbed('shop/cart-page.html', [themeShopCouponErrors], { globals: { jQuery } });
    rejectCoupon('x', '<img src=x onerror="window.__owned=1">');
    await testbed.settle();
    expect(banner()!.querySelector('img')).toBeNull();
    expect(banner()).toHaveTextContent('<img src=x onerror="window.__owned=1">');
  });
});
