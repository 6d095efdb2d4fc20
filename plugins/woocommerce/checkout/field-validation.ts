/**
 * Inline validation of one checkout field (docs/plugins/woocommerce-checkout.md#inline-validation):
 * typing clears the field's verdict; a change, leaving the field, or a submit
 * judges it: required and empty (or unchecked), a malformed e-mail address, a
 * phone number with characters phones do not have.
 */

/** The fields WooCommerce validates inline. */
export const VALIDATED_FIELDS = '.input-text, select, input[type="checkbox"]';

const VERDICT_CLASSES = [
  'woocommerce-invalid',
  'woocommerce-invalid-required-field',
  'woocommerce-invalid-email',
  'woocommerce-invalid-phone',
  'woocommerce-validated',
];

/** One local part, an @, and a domain of dot-separated labels ending in a label of two letters or more. */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff]{2,}$/i;
/** What a phone number may hold besides digits: spaces and # _ - + / ( ) . */
const PHONE_EXTRAS = /[\s#0-9_\-+/().]/g;

export const isEmailAddress = (value: string): boolean => EMAIL.test(value.trim());
export const isPhoneNumber = (value: string): boolean => value.replace(PHONE_EXTRAS, '') === '';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Typing in a field forgets its verdict and any inline error the last submit left. */
export function clearVerdict(field: Field): void {
  const row = field.closest('.form-row');
  field.removeAttribute('aria-invalid');
  field.removeAttribute('aria-describedby');
  if (!row) return;
  row.classList.remove(...VERDICT_CLASSES);
  row.querySelectorAll('.checkout-inline-error-message').forEach((message) => message.remove());
}

/** Which invalid classes a field earns, or none. */
function problemsOf(field: Field, row: Element): string[] {
  const value = field.value;
  if (row.classList.contains('validate-required')) {
    const missing = field instanceof HTMLInputElement && field.type === 'checkbox' ? !field.checked : value === '';
    if (missing) return ['woocommerce-invalid', 'woocommerce-invalid-required-field'];
  }
  if (value === '') return [];
  if (row.classList.contains('validate-email') && !isEmailAddress(value)) return ['woocommerce-invalid', 'woocommerce-invalid-email'];
  if (row.classList.contains('validate-phone') && !isPhoneNumber(value)) return ['woocommerce-invalid', 'woocommerce-invalid-phone'];
  return [];
}

/** Judges a field and marks its row and itself; returns whether it passed. */
export function judge(field: Field): boolean {
  const row = field.closest('.form-row');
  if (!row) return true;
  const problems = problemsOf(field, row);
  row.classList.remove(...VERDICT_CLASSES);
  if (problems.length > 0) {
    row.classList.add(...problems);
    field.setAttribute('aria-invalid', 'true');
    return false;
  }
  field.removeAttribute('aria-invalid');
  row.classList.add('woocommerce-validated');
  return true;
}
