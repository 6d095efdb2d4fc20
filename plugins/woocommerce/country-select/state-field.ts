/**
 * The state field of an address follows its country (docs/plugins/woocommerce-checkout.md#countries-and-states):
 * a select of the country's states, a text field where the shop knows none,
 * or a hidden field (and a hidden row) where the country has no states.
 */

export const STATE_FIELDS = '#billing_state, #shipping_state, #calc_shipping_state';

type StateField = HTMLInputElement | HTMLSelectElement;

/** Attributes that follow the field when it is swapped for another kind. */
const CARRIED = ['autocomplete', 'aria-required', 'aria-describedby'];

function swapped<T extends StateField>(old: StateField, next: T, classes: string): T {
  next.id = old.id;
  next.name = old.name;
  const inputClasses = old.getAttribute('data-input-classes') ?? '';
  next.setAttribute('data-input-classes', inputClasses);
  next.className = `${classes} ${inputClasses}`.trim();
  for (const name of CARRIED) {
    const value = old.getAttribute(name);
    if (value !== null) next.setAttribute(name, value);
  }
  old.replaceWith(next);
  return next;
}

const showRow = (row: HTMLElement | null, shown: boolean) => {
  if (row) row.style.display = shown ? '' : 'none';
};

/**
 * Makes the state field fit `states` (undefined: free text; {}: none); returns
 * whether the field changed kind or options (WooCommerce fires country_to_state_changed then).
 */
export function fitStateField(wrapper: Element, states: Record<string, string> | undefined, selectText: string): boolean {
  let field = wrapper.querySelector<StateField>(STATE_FIELDS);
  if (!field) return false;
  const doc = wrapper.ownerDocument;
  const row = field.closest<HTMLElement>('.form-row');
  const value = field.value;
  const ownPlaceholder = field.getAttribute('placeholder') || field.getAttribute('data-placeholder') || '';
  const placeholder = ownPlaceholder === selectText ? '' : ownPlaceholder;

  if (states && Object.keys(states).length === 0) {
    const hidden = doc.createElement('input');
    hidden.type = 'hidden';
    hidden.placeholder = placeholder;
    swapped(field, hidden, 'hidden');
    showRow(row, false);
    return true;
  }
  if (states) {
    showRow(row, true);
    let select: HTMLSelectElement;
    if (field instanceof HTMLSelectElement) select = field;
    else {
      select = swapped(field, doc.createElement('select'), 'state_select');
      select.setAttribute('data-placeholder', placeholder || selectText);
    }
    field = select;
    const none = doc.createElement('option');
    none.value = '';
    none.textContent = placeholder || selectText;
    const options = Object.entries(states).map(([code, name]) => {
      const option = doc.createElement('option');
      option.value = code;
      option.textContent = name;
      return option;
    });
    select.replaceChildren(none, ...options);
    select.value = value in states ? value : '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (field instanceof HTMLSelectElement || field.type === 'hidden') {
    const text = doc.createElement('input');
    text.type = 'text';
    text.placeholder = placeholder;
    swapped(field, text, 'input-text');
    showRow(row, true);
    return true;
  }
  return false;
}
