/**
 * A refused coupon shown under its field, as WooCommerce's cart and checkout
 * scripts show it since 9.4 (docs/plugins/woocommerce-cart-page.md#coupons,
 * docs/plugins/woocommerce-checkout.md#coupons): the error's text in
 * `#coupon-error-notice.coupon-error-notice` (the class WooCommerce's
 * stylesheet colours and places), announced (`role="alert"`), the field
 * focused, marked invalid and described by it. Typing in the field clears it.
 */
const MESSAGE_ID = 'coupon-error-notice';

/** `tag`: a `p` under the cart's coupon field, a `span` beside the checkout's, as WooCommerce prints them. */
export function showCouponError(field: HTMLInputElement, text: string, host: Element, tag: 'p' | 'span'): void {
  clearCouponError(field);
  const message = field.ownerDocument.createElement(tag);
  message.className = MESSAGE_ID;
  message.id = MESSAGE_ID;
  message.setAttribute('role', 'alert');
  message.textContent = text;
  // The field takes the focus before the alert arrives, as WooCommerce orders it, so screen readers read it out.
  field.focus();
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', MESSAGE_ID);
  host.append(message);
}

export function clearCouponError(field: HTMLInputElement): void {
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.ownerDocument.getElementById(MESSAGE_ID)?.remove();
}
