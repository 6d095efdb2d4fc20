/**
 * Avada's cart controls drive WooCommerce's own cart form buttons
 * (docs/plugins/theme-shop.md#cart-controls): the "Update Cart" link clicks the
 * form's update button, and "Apply Coupon" first copies the code typed in the
 * theme's coupon field into the form's coupon field, then clicks its apply
 * button. WooCommerce's cart script (when present) takes the click from there;
 * without it the form posts as the browser would.
 */

export const UPDATE_LINKS = '.fusion-update-cart, a[href="#updateCart"]';
export const APPLY_COUPON = '.fusion-apply-coupon';
export const THEME_COUPON_FIELD = '#avada_coupon_code';

function cartForm(doc: Document): HTMLFormElement | null {
  return doc.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
}

/** WooCommerce's "Update cart" button (Avada reaches it as `.cart .actions > .button`). */
function updateButton(doc: Document): HTMLElement | null {
  const form = cartForm(doc);
  return form?.querySelector<HTMLElement>('.actions > [name="update_cart"]') ?? form?.querySelector<HTMLElement>('.cart .actions > .button') ?? null;
}

export function updateCart(doc: Document): boolean {
  const button = updateButton(doc);
  button?.click();
  return button !== null;
}

export function applyCoupon(doc: Document): boolean {
  const form = cartForm(doc);
  const field = form?.querySelector<HTMLInputElement>('.coupon #coupon_code');
  const button = form?.querySelector<HTMLElement>('.coupon [name="apply_coupon"], .coupon .button');
  if (!field || !button) return false;
  field.value = doc.querySelector<HTMLInputElement>(THEME_COUPON_FIELD)?.value ?? field.value;
  button.click();
  return true;
}
