/**
 * `wc_country_select_params` and `wc_address_i18n_params`
 * (docs/plugins/woocommerce-checkout.md#globals), with the light shapes (no
 * yup: country fields mount on the cart's shipping calculator, the checkout
 * and the account's address pages). WordPress prints their tables as JSON
 * strings with `&quot;` for quotes; a string that is not JSON warns once and
 * counts as no table.
 */
import { object, pageGlobal, text, type Warn } from '../../../adapters/shapes';

export const COUNTRY_SELECT_PARAMS = pageGlobal(
  'wc_country_select_params',
  object({
    countries: text(''),
    i18n_select_state_text: text('Select an option…'),
  }),
);
export const ADDRESS_I18N_PARAMS = pageGlobal(
  'wc_address_i18n_params',
  object({
    locale: text(''),
    locale_fields: text(''),
    i18n_required_text: text('required'),
    i18n_optional_text: text('optional'),
  }),
);

/** One field's rules for a country. */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
}
export type Locale = Record<string, Record<string, FieldLocale>>;

const isTable = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A printed JSON table, or null (with a warning) when it is not one. Empty text means the page printed none. */
export function jsonTable(text: string, path: string, warn: Warn): Record<string, unknown> | null {
  if (text === '') return null;
  try {
    const value: unknown = JSON.parse(text.replace(/&quot;/g, '"'));
    if (isTable(value)) return value;
    // PHP prints an empty map as [].
    if (Array.isArray(value) && value.length === 0) return {};
  } catch {
    // reported below
  }
  warn(path, 'expected a JSON object in a string');
  return null;
}

/** Country code -> state code -> name; a country with {} has no states, one missing takes free text. */
export function statesTable(table: Record<string, unknown>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [country, states] of Object.entries(table)) {
    if (Array.isArray(states) && states.length === 0) out[country] = {};
    else if (isTable(states)) out[country] = Object.fromEntries(Object.entries(states).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return out;
}

/** The rules table, keeping only the fields' known keys with their types. */
export function localeTable(table: Record<string, unknown>): Locale {
  const out: Locale = {};
  for (const [country, fields] of Object.entries(table)) {
    if (!isTable(fields)) continue;
    out[country] = {};
    for (const [key, raw] of Object.entries(fields)) {
      if (!isTable(raw)) continue;
      const rules: FieldLocale = {};
      if (typeof raw.label === 'string') rules.label = raw.label;
      if (typeof raw.placeholder === 'string') rules.placeholder = raw.placeholder;
      if (typeof raw.required === 'boolean') rules.required = raw.required;
      if (typeof raw.hidden === 'boolean') rules.hidden = raw.hidden;
      const priority = typeof raw.priority === 'string' ? Number.parseInt(raw.priority, 10) : raw.priority;
      if (typeof priority === 'number' && Number.isFinite(priority)) rules.priority = priority;
      out[country][key] = rules;
    }
  }
  return out;
}

/** Field key -> selector of its rows, e.g. state -> "#billing_state_field, #shipping_state_field". */
export function fieldSelectors(table: Record<string, unknown> | null): Record<string, string> {
  return Object.fromEntries(Object.entries(table ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
