/**
 * What the checkout sends (docs/plugins/woocommerce-checkout.md#endpoints):
 * the form serialised as jQuery's serialize() does (files left out), and the
 * update_order_review fields read from the address the shopper typed.
 */
import { chosenMethod } from './payment-methods';

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };

/** The form's successful controls as urlencoded pairs. */
export function serialize(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') out.append(name, value);
  return out;
}

const valueOf = (form: Element, id: string): string => {
  const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`);
  return field ? field.value : '';
};

/** Whether `element` and its ancestors up to the form are shown (no hidden attribute, no inline display:none). */
export function isShown(element: Element, form: Element): boolean {
  for (let node: Element | null = element; node && node !== form; node = node.parentElement) {
    if (node instanceof HTMLElement && (node.hidden || node.style.display === 'none')) return false;
  }
  return true;
}

/** A section's required address fields that are shown but still empty. */
export function missingAddressFields(section: Element, form: Element): Element[] {
  return Array.from(section.querySelectorAll('.address-field.validate-required')).filter((row) => {
    const field = row.querySelector<HTMLInputElement | HTMLSelectElement>('input, select');
    return field !== null && isShown(row, form) && field.value === '';
  });
}

const shipsElsewhere = (form: Element): boolean => form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true;

/** The chosen shipping rate per package, keyed by the field's data-index. */
function shippingMethods(form: Element): [string, string][] {
  const fields = Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
    ),
  );
  return fields.map((field) => [field.getAttribute('data-index') ?? '0', field.value]);
}

const ADDRESS_KEYS = ['country', 'state', 'postcode', 'city', 'address_1', 'address_2'] as const;
/** WooCommerce names the address parts of this request by its own short names. */
const SENT_AS: Record<(typeof ADDRESS_KEYS)[number], string> = {
  country: 'country', state: 'state', postcode: 'postcode', city: 'city', address_1: 'address', address_2: 'address_2',
};

export interface ReviewOptions {
  nonce: string;
  /** False when a coupon change asked for an update that keeps the shipping choice. */
  updateShippingMethod: boolean;
}

/** The update_order_review body. */
export function reviewBody(form: HTMLFormElement, { nonce, updateShippingMethod }: ReviewOptions): URLSearchParams {
  const body = new URLSearchParams();
  body.set('security', nonce);
  body.set('payment_method', chosenMethod(form)?.value ?? '');
  const shipping = shipsElsewhere(form) ? 'shipping' : 'billing';
  for (const key of ADDRESS_KEYS) body.set(SENT_AS[key], valueOf(form, `billing_${key}`));
  for (const key of ADDRESS_KEYS) body.set(`s_${SENT_AS[key]}`, valueOf(form, `${shipping}_${key}`));
  const section = form.querySelector(shipping === 'shipping' ? '.woocommerce-shipping-fields' : '.woocommerce-billing-fields') ?? form;
  body.set('has_full_address', String(missingAddressFields(section, form).length === 0));
  body.set('post_data', serialize(form).toString());
  if (updateShippingMethod) for (const [index, value] of shippingMethods(form)) body.set(`shipping_method[${index}]`, value);
  return body;
}
