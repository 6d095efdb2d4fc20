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

function markRequired(row: HTMLElement, required: boolean, texts: RuleTexts): void {
  const label = row.querySelector('label');
  const doc = row.ownerDocument;
  const fields = row.querySelectorAll('input:not([type="hidden"]), select, textarea');
  if (required) {
    row.classList.add('validate-required');
    label?.querySelectorAll('.optional').forEach((mark) => mark.remove());
    if (label && !label.querySelector('.required')) {
      const mark = doc.createElement('abbr');
      mark.className = 'required';
      mark.title = texts.required;
      mark.textContent = '*';
      label.append('\u00a0', mark);
    }
    fields.forEach((field) => field.setAttribute('aria-required', 'true'));
    return;
  }
  row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field');
  label?.querySelectorAll('.required').forEach((mark) => mark.remove());
  if (label && !label.querySelector('.optional')) {
    const mark = doc.createElement('span');
    mark.className = 'optional';
    mark.textContent = `(${texts.optional})`;
    label.append('\u00a0', mark);
  }
  fields.forEach((field) => field.removeAttribute('aria-required'));
}

function applyField(row: HTMLElement, key: string, rules: FieldLocale, texts: RuleTexts): void {
  const label = row.querySelector('label');
  // The rules' labels are text: the marks are ours to add.
  if (rules.label && label) label.textContent = rules.label;
  if (rules.placeholder) {
    row.querySelectorAll('input, select, textarea').forEach((field) => {
      field.setAttribute('placeholder', rules.placeholder!);
      field.setAttribute('data-placeholder', rules.placeholder!);
    });
  }
  markRequired(row, rules.required === true, texts);
  if (typeof rules.priority === 'number') row.setAttribute('data-priority', String(rules.priority));
  // The state row's visibility belongs to the state field (state-field.ts).
  if (key === 'state') return;
  if (rules.hidden === true) {
    row.style.display = 'none';
    row.querySelectorAll<HTMLInputElement>('input').forEach((input) => {
      input.value = '';
    });
  } else row.style.display = '';
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
