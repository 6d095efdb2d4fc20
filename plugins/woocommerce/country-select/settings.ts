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
/** A country's states: a map of names, `{}` for none (no state field), undefined where the shop knows none (free text). */
export type StatesRow = Record<string, string> | undefined;
/** A country's states row, or null where the table cannot be read (the state field is left alone). */
export type States = (country: string) => StatesRow | null;

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

/** Answers each key once, from the first time it is asked for. */
function onceEach<T>(read: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (!answers.has(key)) answers.set(key, read(key));
    return answers.get(key) as T;
  };
}

/** Reads a table's rows as they are asked for, each once (a page asks for one or two countries). */
function rowsOnDemand<T>(table: Record<string, unknown>, read: (row: unknown) => T | undefined): (key: string) => T | undefined {
  return onceEach((key) => (Object.hasOwn(table, key) ? read(table[key]) : undefined));
}

/** A country's row: [] or {} has no states, a map of names lists them, anything else takes free text. */
function statesRow(states: unknown): StatesRow {
  if (Array.isArray(states) && states.length === 0) return {};
  if (!isTable(states)) return undefined;
  return Object.fromEntries(Object.entries(states).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Where the JSON value starting at `start` ends (the index after it, strings skipped), or -1. */
function valueEnd(text: string, start: number): number {
  if (text[start] !== '{' && text[start] !== '[') {
    const literal = /^[^,}\]]*/.exec(text.slice(start, start + 32));
    return literal ? start + literal[0].length : -1;
  }
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === '\\') at++;
    } else if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && --depth === 0) return at + 1;
  }
  return -1;
}

/**
 * The text of a country's row in the printed table, or undefined where the table has none (a row that
 * does not end runs to the end of the text, which then does not parse). A country's row is a table, []
 * or false; a state's name is a string, so a key whose value is a string is another country's state
 * (Liberia's "GB" is Grand Bassa, Italy's "RO" is Rovigo, printed before Romania's row).
 */
function rowText(text: string, country: string): string | undefined {
  const key = `${JSON.stringify(country)}:`;
  for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) {
    let start = at + key.length;
    while (/\s/.test(text.charAt(start))) start++;
    if (text[start] === '"') continue;
    const end = valueEnd(text, start);
    return text.slice(start, end === -1 ? undefined : end);
  }
  return undefined;
}

/** A country's row read from its cut text (undefined where the table has none), or undefined where it does not parse. */
function cutRow(text: string, country: string): { row: StatesRow } | undefined {
  const cut = rowText(text, country);
  if (cut === undefined) return { row: undefined };
  try {
    return { row: statesRow(JSON.parse(cut)) };
  } catch {
    return undefined;
  }
}

/**
 * The states table, read a country at a time from its printed text: it holds every country with states
 * (40 KB on a real store) and a page asks for one or two; parsing it whole was most of the checkout's
 * country field mount at a phone's speed. Where a row does not parse, or the text is not braced as one
 * JSON object or uses `&quot;` for quotes, the table is parsed whole: a table that is not JSON then turns
 * the state fields' half off (null, warned once). A country the table lacks takes free text.
 */
export function printedStates(text: string, path: string, warn: Warn): States {
  let whole: ((country: string) => StatesRow) | null | undefined;
  const fromWhole = (country: string): StatesRow | null => {
    if (whole === undefined) {
      const table = jsonTable(text, path, warn);
      whole = table && rowsOnDemand(table, statesRow);
    }
    return whole ? whole(country) : null;
  };
  const braced = text.trim();
  const cuttable = braced.startsWith('{') && braced.endsWith('}') && !text.includes('&quot;');
  return onceEach((country) => {
    const cut = cuttable ? cutRow(text, country) : undefined;
    return cut ? cut.row : fromWhole(country);
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
