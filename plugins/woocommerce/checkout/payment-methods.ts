/**
 * The payment method list (docs/plugins/woocommerce-checkout.md#payment-methods):
 * one method is always chosen (the checked one, else the first), only its
 * box shows, a lone method hides its radio, and the place-order button takes
 * the method's own text (`data-order_button_text`) or its default.
 */

const METHOD_RADIOS = 'input[name="payment_method"]';

export const methodRadios = (form: Element): HTMLInputElement[] => Array.from(form.querySelectorAll<HTMLInputElement>(METHOD_RADIOS));

export function chosenMethod(form: Element): HTMLInputElement | undefined {
  return methodRadios(form).find((radio) => radio.checked);
}

/** Shows the chosen method's box and hides the others'. */
function showChosenBox(form: Element, chosen: HTMLInputElement | undefined): void {
  for (const box of Array.from(form.querySelectorAll<HTMLElement>('div.payment_box'))) {
    const shown = chosen !== undefined && box.classList.contains(chosen.id);
    box.style.display = shown ? '' : 'none';
  }
}

/** The place-order button says what the chosen gateway asks it to say. */
function labelPlaceOrder(form: Element, chosen: HTMLInputElement | undefined): void {
  const button = form.querySelector<HTMLButtonElement | HTMLInputElement>('#place_order');
  if (!button) return;
  const own = chosen?.getAttribute('data-order_button_text');
  const text = own ? own : button.getAttribute('data-value');
  if (text === null) return;
  if (button instanceof HTMLInputElement) button.value = text;
  else button.textContent = text;
}

/** Shows what the chosen method needs; returns the chosen method's value ('' without methods). */
export function showChosenMethod(form: Element): string {
  const chosen = chosenMethod(form);
  showChosenBox(form, chosen);
  labelPlaceOrder(form, chosen);
  return chosen?.value ?? '';
}

/** After load or a fresh payment fragment: choose a method when none is, hide a lone radio, show its box. */
export function initPaymentMethods(form: Element): string {
  const radios = methodRadios(form);
  if (radios.length === 1) radios[0]!.style.display = 'none';
  const first = radios[0];
  if (first && !radios.some((radio) => radio.checked)) first.checked = true;
  return showChosenMethod(form);
}

/**
 * Follows the chosen method from `first` on: `changed` runs when a later one differs, as WooCommerce fires
 * `payment_method_selected` only when the choice changes.
 */
export function onMethodChange(first: string, changed: () => void): (method: string) => void {
  let selected = first;
  return (method) => {
    if (method === selected) return;
    selected = method;
    changed();
  };
}
