/**
 * Address fields per country (docs/plugins/woocommerce-checkout.md#countries-and-states):
 * each field's label, placeholder, required mark, visibility and order come
 * from the country's rules laid over the default ones.
 */
import type { FieldLocale, Locale } from './settings';

export interface RuleTexts {
  required: string;
  optional: string;
}

/** The field groups whose rows are re-ordered by priority. */
const FIELD_GROUPS = '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper';

/**
 * Writes only what differs: at load the rules lay the printed country's values over fields the server
 * printed with them, and a write of the same value still costs a mutation and a style invalidation.
 */
function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function removeAttribute(element: Element, name: string): void {
  if (element.hasAttribute(name)) element.removeAttribute(name);
}

/** The label's own text: without the required or optional mark and the space before it. */
function labelText(label: HTMLLabelElement): string {
  let text = '';
  for (const node of Array.from(label.childNodes)) {
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).matches('.required, .optional')) continue;
    text += node.textContent ?? '';
  }
  return text.replace(/\u00a0+$/, '').trim();
}

function markRequired(row: HTMLElement, label: HTMLLabelElement | null, fields: Element[], required: boolean, texts: RuleTexts): void {
  const doc = row.ownerDocument;
  if (required) {
    if (!row.classList.contains('validate-required')) row.classList.add('validate-required');
    label?.querySelectorAll('.optional').forEach((mark) => mark.remove());
    if (label && !label.querySelector('.required')) {
      const mark = doc.createElement('abbr');
      mark.className = 'required';
      mark.title = texts.required;
      mark.textContent = '*';
      label.append('\u00a0', mark);
    }
    fields.forEach((field) => setAttribute(field, 'aria-required', 'true'));
    return;
  }
  const marks = ['validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field'].filter((name) => row.classList.contains(name));
  if (marks.length) row.classList.remove(...marks);
  label?.querySelectorAll('.required').forEach((mark) => mark.remove());
  if (label && !label.querySelector('.optional')) {
    const mark = doc.createElement('span');
    mark.className = 'optional';
    mark.textContent = `(${texts.optional})`;
    label.append('\u00a0', mark);
  }
  fields.forEach((field) => removeAttribute(field, 'aria-required'));
}

function applyField(row: HTMLElement, key: string, rules: FieldLocale, texts: RuleTexts): void {
  const label = row.querySelector('label');
  const fields = Array.from(row.querySelectorAll('input, select, textarea'));
  // The rules' labels are text: the marks are ours to add.
  if (rules.label && label && labelText(label) !== rules.label) label.textContent = rules.label;
  if (rules.placeholder) {
    for (const field of fields) {
      setAttribute(field, 'placeholder', rules.placeholder);
      setAttribute(field, 'data-placeholder', rules.placeholder);
    }
  }
  const visible = fields.filter((field) => !field.matches('input[type="hidden"]'));
  markRequired(row, label, visible, rules.required === true, texts);
  if (typeof rules.priority === 'number') setAttribute(row, 'data-priority', String(rules.priority));
  // The state row's visibility belongs to the state field (state-field.ts).
  if (key === 'state') return;
  if (rules.hidden === true) {
    if (row.style.display !== 'none') row.style.display = 'none';
    for (const field of fields) if (field.localName === 'input' && (field as HTMLInputElement).value !== '') (field as HTMLInputElement).value = '';
  } else if (row.style.display !== '') row.style.display = '';
}

/** Rows sorted by data-priority; a row without one stays after the row before it. */
function reorder(group: Element): void {
  const rows = Array.from(group.children).filter((child) => child.classList.contains('form-row'));
  let last = 0;
  const keyed = rows.map((row, index) => {
    const own = Number.parseInt(row.getAttribute('data-priority') ?? '', 10);
    if (!Number.isNaN(own)) last = own;
    return { row, priority: last, index };
  });
  keyed.sort((a, b) => a.priority - b.priority || a.index - b.index);
  if (keyed.every((entry, i) => entry.row === rows[i])) return;
  group.append(...keyed.map((entry) => entry.row));
}

/** Lays `country`'s rules over the defaults on the wrapper's fields. */
export function applyAddressRules(wrapper: Element, country: string, locale: Locale, fields: Record<string, string>, texts: RuleTexts): void {
  const defaults = locale('default') ?? {};
  const own = locale(country) ?? {};
  for (const [key, selector] of Object.entries(fields)) {
    let rows: HTMLElement[];
    try {
      rows = Array.from(wrapper.querySelectorAll<HTMLElement>(selector));
    } catch {
      continue;
    }
    const rules = { ...defaults[key], ...own[key] };
    for (const row of rows) applyField(row, key, rules, texts);
  }
  const groups = wrapper.matches(FIELD_GROUPS) ? [wrapper] : Array.from(wrapper.querySelectorAll(FIELD_GROUPS));
  groups.forEach(reorder);
}
