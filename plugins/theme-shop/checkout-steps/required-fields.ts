/**
 * Re-validating the visible required fields of a checkout step
 * (docs/plugins/theme-shop.md#checkout-steps), as Avada does before a step
 * change: a row whose field is hidden or a radio counts as validated; any
 * other field gets a `change` so WooCommerce's own validator (checkout.js,
 * bound to `change`) judges it again. Where no validator answers (the row has
 * neither verdict class afterwards) the same rules are applied here, so the
 * steps work without WooCommerce's script too.
 */
import type { Browser } from '../../../adapters/browser';

const REQUIRED_ROW = '.validate-required';
const FIELD = 'input, select, textarea';
/** The sections whose unvalidated required rows keep the visitor on the step. */
const CHECKED_SECTIONS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-account-fields';
/** What WooCommerce's validator counts as a field of a row. */
const VALIDATED_FIELD = '.input-text, select, input[type="checkbox"]';

const VALIDATED = 'woocommerce-validated';
const INVALID = 'woocommerce-invalid';
const VERDICTS = [VALIDATED, INVALID, 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone'];

/** An address with something before and after one @ and a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** WooCommerce's phone rule: digits, spaces and # _ - + / ( ) . only. */
const PHONE = /^[\s#0-9_\-+/().]*$/;

/** Shown: no `hidden` ancestor and none with `display: none` (what jQuery's `:visible` tells for these rows). */
export function isShown(element: Element, browser: Browser): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || browser.computedStyle(node).display === 'none') return false;
  }
  return true;
}

/** WooCommerce's verdict on one field, for pages without its validator. */
function verdictOf(row: Element, field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string[] {
  const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
  if (checkbox ? !(field as HTMLInputElement).checked : field.value === '') return [INVALID, 'woocommerce-invalid-required-field'];
  if (row.matches('.validate-email') && !EMAIL.test(field.value.trim())) return [INVALID, 'woocommerce-invalid-email'];
  if (row.matches('.validate-phone') && !PHONE.test(field.value)) return [INVALID, 'woocommerce-invalid-phone'];
  return [VALIDATED];
}

/** Judges one visible required row again; `dispatchChange` fires the `change` WooCommerce's validator listens to. */
function revalidate(row: Element, dispatchChange: (field: Element) => void): void {
  const field = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(FIELD);
  if (!field) return;
  if (field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'radio')) {
    row.classList.add(VALIDATED);
    return;
  }
  // A verdict left from before must not stand in for a fresh one.
  row.classList.remove(...VERDICTS);
  dispatchChange(field);
  if (VERDICTS.some((name) => row.classList.contains(name))) return;
  const verdict = verdictOf(row, field);
  row.classList.add(...verdict);
  if (verdict[0] === INVALID) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/**
 * Re-validates every shown required row of `form`; true when no shown
 * required row of the billing, shipping or account fields is left unvalidated.
 */
export function validateShownStep(form: Element, browser: Browser): boolean {
  const shownRows = Array.from(form.querySelectorAll(REQUIRED_ROW)).filter((row) => isShown(row, browser));
  for (const row of shownRows) {
    revalidate(row, (field) => field.dispatchEvent(new Event('change', { bubbles: true })));
  }
  return !shownRows.some(
    (row) => !row.classList.contains(VALIDATED) && row.closest(CHECKED_SECTIONS) !== null && row.querySelector(VALIDATED_FIELD) !== null,
  );
}
