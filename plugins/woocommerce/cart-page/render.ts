/**
 * A cart page answer put on the page (docs/plugins/woocommerce-cart-page.md#re-rendering):
 * the full cart page HTML WooCommerce's form handler answers with. The cart
 * form and the totals are replaced by the answer's, sanitized (with the
 * sanitizer loaded with the request, adapters/server-html-loader.ts);
 * quantities the shopper typed while the request ran are carried into the new
 * form. An answer without a cart form is an emptied cart when it carries the
 * empty-cart message, and a bad answer otherwise.
 */
import type { ServerHtml } from '../../../adapters/server-html-loader';
import { inertBody } from '../inert-markup';
import { showNoticeHtml } from '../shop-notice-html';
import { NOTICES, removeNotices } from '../shop-notices';

export const CART_FORM = '.woocommerce-cart-form';
export const CART_TOTALS = '.cart_totals';
const EMPTY_MESSAGE = '.wc-empty-cart-message';

export type RenderOutcome = 'updated' | 'emptied' | 'reload' | 'bad';

/** Field name -> value of the form's text and number inputs (what a shopper types). */
export function typedValues(form: Element | null): Map<string, string> {
  const values = new Map<string, string>();
  form?.querySelectorAll<HTMLInputElement>('input[name]:not([type=hidden]):not([type=submit])').forEach((input) => values.set(input.name, input.value));
  return values;
}

/**
 * Form controls show what their attributes say. The sanitizer sets attributes
 * again one by one, and Chromium then leaves a radio's `checked` attribute
 * without its checked state (and an option's `selected` likewise).
 */
function showDefaults(root: Element): void {
  root.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]').forEach((input) => (input.checked = input.defaultChecked));
  root.querySelectorAll<HTMLOptionElement>('option').forEach((option) => (option.selected = option.defaultSelected));
}

/** The sanitized copy of a server element, ready to go into the page. */
function sanitized(doc: Document, element: Element, { insertServerHtml }: ServerHtml): Element | null {
  const holder = doc.createElement('div');
  insertServerHtml(holder, element.outerHTML, { profile: 'shop-fragment' });
  const copy = holder.firstElementChild;
  if (copy) showDefaults(copy);
  return copy;
}

export function disableUpdateButton(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>(`${CART_FORM} [name="update_cart"]`).forEach((button) => {
    button.disabled = true;
    button.setAttribute('aria-disabled', 'true');
  });
}

export function enableUpdateButton(doc: Document): void {
  doc.querySelectorAll<HTMLButtonElement>(`${CART_FORM} [name="update_cart"]`).forEach((button) => {
    button.disabled = false;
    button.removeAttribute('aria-disabled');
  });
}

/** The answer's notices, each text once. */
function noticesOf(answer: ParentNode): Element[] {
  const seen = new Set<string>();
  return Array.from(answer.querySelectorAll(NOTICES)).filter((notice) => {
    const text = notice.textContent?.trim() ?? '';
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Replaces the totals with the answer's; false when it has none. */
function replaceTotals(doc: Document, answer: ParentNode, sanitizer: ServerHtml): boolean {
  const fresh = answer.querySelector(CART_TOTALS);
  const current = doc.querySelector(CART_TOTALS);
  if (!fresh || !current) return false;
  const clean = sanitized(doc, fresh, sanitizer);
  if (!clean) return false;
  current.replaceWith(clean);
  return true;
}

/**
 * Puts a cart page answer on the page. `typedSince` are the inputs the shopper
 * changed after the request left: they keep their values in the new form.
 */
export function renderCart(doc: Document, html: string, options: { preserveNotices: boolean; typedSince: Map<string, string> }, sanitizer: ServerHtml): RenderOutcome {
  const currentForm = doc.querySelector(CART_FORM);
  if (!currentForm) return 'reload';
  const answer = inertBody(doc, html);
  const freshForm = answer.querySelector(CART_FORM);
  const emptyMessage = answer.querySelector(EMPTY_MESSAGE);
  if (!freshForm && !emptyMessage) return 'bad';
  if (!options.preserveNotices) removeNotices(doc);
  const notices = noticesOf(answer);

  if (!freshForm) {
    if (doc.querySelector('.woocommerce-checkout')) return 'reload';
    const region = currentForm.closest('.woocommerce') ?? currentForm;
    const replacement = sanitized(doc, emptyMessage!.closest('.woocommerce') ?? emptyMessage!, sanitizer);
    if (!replacement) return 'bad';
    region.replaceWith(replacement);
    if (!replacement.querySelector(NOTICES)) for (const notice of notices) showNoticeHtml(doc, notice.outerHTML, replacement, sanitizer);
    return 'emptied';
  }

  const form = sanitized(doc, freshForm, sanitizer);
  if (!form) return 'bad';
  for (const [name, value] of options.typedSince) {
    const input = Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')).find((candidate) => candidate.name === name);
    if (input) input.value = value;
  }
  currentForm.replaceWith(form);
  disableUpdateButton(doc);
  if (options.typedSince.size > 0) enableUpdateButton(doc);
  for (const notice of notices.reverse()) showNoticeHtml(doc, notice.outerHTML, form, sanitizer);
  return 'updated';
}

/** Re-renders the totals part of an answer too; true when they were replaced. */
export function renderTotals(doc: Document, html: string, sanitizer: ServerHtml): boolean {
  return replaceTotals(doc, inertBody(doc, html), sanitizer);
}
