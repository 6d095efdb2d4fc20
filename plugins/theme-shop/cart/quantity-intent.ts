/**
 * A cart quantity input as a live-update intent (docs/plugins/theme-shop.md#live-cart-update):
 * the cart item key from its name `cart[KEY][qty]`, and the quantity parsed as
 * an integer, as Avada parses it: a decimal such as "3.7" is taken as its whole
 * part (3). Only a number within the input's min and max is sent: "abc", "-3"
 * or "1e9" (which Avada's parse would read as 1) stay in the input as typed, with a notice.
 */

/** A cart line's wanted quantity. */
export interface CartIntent {
  /** The cart item key (from the input name cart[KEY][qty]). */
  key: string;
  quantity: number;
}

const CART_NAME = /^cart\[([^\]]+)\]\[qty\]$/;
/** Digits, with an optional decimal part that the whole number leaves out. */
const DECIMAL_NUMBER = /^\d+(?:\.\d*)?$/;

/** The cart item key of a quantity input, or null when its name is not WooCommerce's. */
export function cartItemKey(input: HTMLInputElement): string | null {
  return CART_NAME.exec(input.name)?.[1] ?? null;
}

export type ParsedIntent = { intent: CartIntent } | { problem: string };

export function intentOf(input: HTMLInputElement): ParsedIntent | null {
  const key = cartItemKey(input);
  if (key === null) return null;
  const text = input.value.trim();
  const min = Number.parseInt(input.min, 10);
  const max = Number.parseInt(input.max, 10);
  const lowest = Number.isFinite(min) && min > 0 ? min : 0;
  if (!DECIMAL_NUMBER.test(text)) {
    return { problem: /^-\d+$/.test(text) ? `Please enter a quantity of ${lowest} or more.` : 'Please enter the quantity as a whole number, such as 2.' };
  }
  const quantity = Number.parseInt(text, 10);
  if (!Number.isSafeInteger(quantity)) return { problem: 'Please enter the quantity as a whole number, such as 2.' };
  if (quantity < lowest) return { problem: `Please enter a quantity of ${lowest} or more.` };
  if (Number.isFinite(max) && quantity > max) return { problem: `Please enter a quantity of ${max} or less.` };
  return { intent: { key, quantity } };
}
