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
/** A country's field rules ('default' for every country's), or undefined where the table has none. */
export type Locale = (country: string) => Record<string, FieldLocale> | undefined;
/** A country's states (`{}`: none, so no state field), or undefined where the shop knows none (free text). */
export type States = (country: string) => Record<string, string> | undefined;

const isTable = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A printed JSON table, or null (with a warning) when it is not one. Empty text means the page printed none. */
export function jsonTable(text: string, path: string, warn: Warn): Record<string, unknown> | null {
  if (text === '') return null;
  try {
    // The replace is skipped where nothing needs it: on a real store's states table it costs as much as the parse.
    const value: unknown = JSON.parse(text.includes('&quot;') ? text.replace(/&quot;/g, '"') : text);
    if (isTable(value)) return value;
    // PHP prints an empty map as [].
    if (Array.isArray(value) && value.length === 0) return {};
  } catch {
    // reported below
  }
  warn(path, 'expected a JSON object in a string');
  return null;
}

/**
 * Reads a table's rows as they are asked for, each once: the states table holds every country of the
 * world and a page asks for one or two (reading it whole was most of a mount's time at a phone's speed).
 */
function rowsOnDemand<T>(table: Record<string, unknown>, read: (row: unknown) => T | undefined): (key: string) => T | undefined {
  const rows = new Map<string, T | undefined>();
  return (key) => {
    if (!rows.has(key)) rows.set(key, Object.hasOwn(table, key) ? read(table[key]) : undefined);
    return rows.get(key);
  };
}

/** Country code -> state code -> name; a country with [] or {} has no states, one missing takes free text. */
export function statesTable(table: Record<string, unknown>): States {
  return rowsOnDemand(table, (states) => {
    if (Array.isArray(states) && states.length === 0) return {};
    if (!isTable(states)) return undefined;
    return Object.fromEntries(Object.entries(states).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  });
}

/** The rules table, keeping only the fields' known keys with their types. */
export function localeTable(table: Record<string, unknown>): Locale {
  return rowsOnDemand(table, (fields) => {
    if (!isTable(fields)) return undefined;
    const out: Record<string, FieldLocale> = {};
    for (const [key, raw] of Object.entries(fields)) {
      if (!isTable(raw)) continue;
      const rules: FieldLocale = {};
      if (typeof raw.label === 'string') rules.label = raw.label;
      if (typeof raw.placeholder === 'string') rules.placeholder = raw.placeholder;
      if (typeof raw.required === 'boolean') rules.required = raw.required;
      if (typeof raw.hidden === 'boolean') rules.hidden = raw.hidden;
      const priority = typeof raw.priority === 'string' ? Number.parseInt(raw.priority, 10) : raw.priority;
      if (typeof priority === 'number' && Number.isFinite(priority)) rules.priority = priority;
      out[key] = rules;
    }
    return out;
  });
}

/** Field key -> selector of its rows, e.g. state -> "#billing_state_field, #shipping_state_field". */
export function fieldSelectors(table: Record<string, unknown> | null): Record<string, string> {
  return Object.fromEntries(Object.entries(table ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
