/**
 * A refused coupon shown under its field, as WooCommerce's cart script does
 * (docs/plugins/woocommerce-cart-page.md#coupons): the error's text in
 * `p#coupon-error-message.coupon-error-message`, the field marked invalid and
 * described by it. Typing in the field again clears it.
 */
import { inertBody } from '../inert-markup';

const MESSAGE_ID = 'coupon-error-message';

export function showCouponError(field: HTMLInputElement, text: string): void {
  clearCouponError(field);
  const message = field.ownerDocument.createElement('p');
  message.className = 'coupon-error-message';
  message.id = MESSAGE_ID;
  message.textContent = text;
  field.classList.add('has-error');
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', MESSAGE_ID);
  (field.parentElement ?? field).append(message);
}

export function clearCouponError(field: HTMLInputElement): void {
  field.classList.remove('has-error');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  field.ownerDocument.getElementById(MESSAGE_ID)?.remove();
}

/** The text of a WooCommerce error notice in an answer, or null when it has none. */
export function errorTextOf(doc: Document, html: string): string | null {
  const error = inertBody(doc, html).querySelector('.woocommerce-error, .is-error');
  return error ? (error.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}
