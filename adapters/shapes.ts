/**
 * Shapes of page globals (ctPublic, wpcf7, dlmXHR, ...) and JSON answers:
 * small typed checks with defaults, in a few lines each and without yup, so a
 * plugin whose globals fit them loads no schema library at mount (yup's chunk
 * is about 14 KB gzip however little of it is imported). A bad value warns
 * once and never throws: the server printed it, the visitor cannot fix it.
 * Plugins declare their shapes in their own chunk; the kernel reads them with
 * SettingsReader (settings-reader.ts). Yup-backed shapes: settings.ts.
 */

export type Warn = (path: string, problem: string) => void;

export interface Shape<T> {
  readonly fallback: T;
  parse(value: unknown, path: string, warn: Warn): T;
}

export type ShapeValue<S> = S extends Shape<infer T> ? T : never;

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return article(typeof value);
}

export const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** What a `checked` reader returns for a value that does not fit. */
export const misfit: unique symbol = Symbol('misfit');

/**
 * A value the plugin checks itself (a range with an order, a map of paths):
 * `read` gives what to keep, or `misfit`, which warns "expected {expected}"
 * and gives the fallback. Absent gives the fallback; `read` sees null.
 */
export function checked<T>(fallback: T, expected: string, read: (value: unknown) => T | typeof misfit): Shape<T> {
  return {
    fallback,
    parse(value, path, warn) {
      if (value === undefined) return fallback;
      const parsed = read(value);
      if (parsed === misfit) {
        warn(path, `expected ${expected}, got ${describe(value)}`);
        return fallback;
      }
      return parsed;
    },
  };
}

const shape = <T>(fallback: T, parse: (value: unknown) => T | undefined, expected: string): Shape<T> =>
  checked(fallback, expected, (value) => parse(value) ?? misfit);

/** A string; numbers are accepted and turned into text (PHP prints ids either way). */
export const text = (fallback = ''): Shape<string> =>
  shape(fallback, (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined), 'a string');

/** The number a value stands for: a finite number, or a numeric string as PHP prints one ("15000"); else undefined. */
export function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Where a number must lie: `min` and `max` included, `above` excluded,
 * `integer` for whole numbers; `blank` is what an empty string stands for
 * (PHP prints an unset numeric option as '').
 */
export interface NumberRule {
  min?: number;
  max?: number;
  above?: number;
  integer?: boolean;
  blank?: number;
}

const fits = (n: number, rule: NumberRule): boolean =>
  (rule.min === undefined || n >= rule.min) &&
  (rule.max === undefined || n <= rule.max) &&
  (rule.above === undefined || n > rule.above) &&
  (!rule.integer || Number.isInteger(n));

/** "a whole number from 0 to 10", "a number above 0": what a rule asks for, in a warning. */
function ruleText(rule: NumberRule): string {
  const { min, max, above } = rule;
  const bounds = [
    min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `of ${min} or more` : max !== undefined ? `of ${max} or less` : '',
    above !== undefined ? `above ${above}` : '',
  ];
  return [rule.integer ? 'a whole number' : 'a number', ...bounds.filter(Boolean)].join(' ');
}

/**
 * A number; numeric strings ("15000") count, as PHP prints them so. A value
 * that is no number warns "expected a number"; one outside the rule warns
 * naming the rule and the number; either way the fallback.
 */
export const numeric = (fallback = 0, rule: NumberRule = {}): Shape<number> => ({
  fallback,
  parse(value, path, warn) {
    if (value === undefined) return fallback;
    if (value === '' && rule.blank !== undefined) return rule.blank;
    const n = toNumber(value);
    if (n === undefined) warn(path, `expected a number, got ${describe(value)}`);
    else if (!fits(n, rule)) warn(path, `expected ${ruleText(rule)}, got ${n}`);
    else return n;
    return fallback;
  },
});

/** PHP flags arrive as true, 1, "1", "on" or "yes"; false, 0, "0", "" and "off" mean off. */
export const flag = (fallback = false): Shape<boolean> =>
  shape(
    fallback,
    (v) => {
      if (typeof v === 'boolean') return v;
      if (typeof v === 'number') return v !== 0;
      if (typeof v === 'string') {
        const s = v.trim().toLowerCase();
        if (['1', 'true', 'on', 'yes'].includes(s)) return true;
        if (['0', 'false', 'off', 'no', ''].includes(s)) return false;
      }
      if (v === null) return false;
      return undefined;
    },
    'a flag',
  );

/** One of a fixed set of strings; `caseless` matches a word whatever its case and surrounding spaces ("Fast " is fast). */
export const oneOf = <T extends string>(choices: readonly T[], fallback: T, options: { caseless?: boolean } = {}): Shape<T> =>
  shape(
    fallback,
    (v) => {
      const word = typeof v === 'string' && options.caseless ? v.trim().toLowerCase() : v;
      return typeof word === 'string' && (choices as readonly string[]).includes(word) ? (word as T) : undefined;
    },
    `one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`,
  );

/** A list; each item is checked with the item shape, bad items dropped. PHP maps with numeric keys count too. */
export const list = <T>(item: Shape<T>, fallback: T[] = []): Shape<T[]> => ({
  fallback,
  parse(value, path, warn) {
    if (value === undefined) return fallback;
    const items = Array.isArray(value)
      ? value
      : value !== null && typeof value === 'object'
        ? Object.values(value as Record<string, unknown>)
        : undefined;
    if (!items) {
      warn(path, `expected a list, got ${describe(value)}`);
      return fallback;
    }
    return items.map((v, i) => item.parse(v, `${path}[${i}]`, warn));
  },
});

/** A map of strings to one shape (translation tables, per-id panel settings). */
export const record = <T>(item: Shape<T>): Shape<Record<string, T>> => ({
  fallback: {},
  parse(value, path, warn) {
    if (value === undefined) return {};
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      warn(path, `expected an object, got ${describe(value)}`);
      return {};
    }
    const out: Record<string, T> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) out[key] = item.parse(v, `${path}.${key}`, warn);
    return out;
  },
});

/** Any value, passed through untouched (for payloads the plugin inspects itself). */
export const raw = <T = unknown>(fallback: T): Shape<T> => ({
  fallback,
  parse: (value) => (value === undefined ? fallback : (value as T)),
});

type Fields = Record<string, Shape<unknown>>;
export type ObjectValue<F extends Fields> = { [K in keyof F]: ShapeValue<F[K]> };

const fieldPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/**
 * An object with known fields, missing ones get their defaults; PHP's empty
 * map (`[]`) counts as an empty object. Unknown fields are ignored, or with
 * `keepOthers` passed through untouched (answers into which add-ons merge keys).
 * With `nullIsAbsent` a field printed as null counts as absent (PHP prints an
 * option never saved as null): its default, without a warning.
 */
export function object<F extends Fields>(fields: F, options: { keepOthers?: boolean; nullIsAbsent?: boolean } = {}): Shape<ObjectValue<F>> {
  const fallback = {} as ObjectValue<F>;
  for (const key of Object.keys(fields) as (keyof F)[]) fallback[key] = fields[key]!.fallback as ObjectValue<F>[keyof F];
  return {
    fallback,
    parse(value, path, warn) {
      if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return { ...fallback };
      if (typeof value !== 'object' || Array.isArray(value)) {
        warn(path, `expected an object, got ${describe(value)}`);
        return { ...fallback };
      }
      const source = value as Record<string, unknown>;
      const out = (options.keepOthers ? { ...source } : {}) as ObjectValue<F>;
      for (const key of Object.keys(fields) as (keyof F & string)[]) {
        const field = source[key] === null && options.nullIsAbsent ? undefined : source[key];
        out[key] = fields[key]!.parse(field, fieldPath(path, key), warn) as ObjectValue<F>[typeof key];
      }
      return out;
    },
  };
}

function absentOr<T, A>(inner: Shape<T>, absent: (value: null | undefined) => A): Shape<T | A> {
  return {
    fallback: absent(undefined),
    parse(value, path, warn) {
      if (value === undefined || value === null) return absent(value);
      let bad = false;
      const parsed = inner.parse(value, path, (at, problem) => {
        bad = true;
        warn(at, problem);
      });
      return bad ? absent(undefined) : parsed;
    },
  };
}

/** A field that may be absent: null and undefined give undefined, and so does a bad value (after its warning). */
export const optional = <T>(inner: Shape<T>): Shape<T | undefined> => absentOr(inner, () => undefined);

/** As optional, but null stays null (a field the server sends as null on purpose). */
export const nullable = <T>(inner: Shape<T>): Shape<T | null | undefined> => absentOr(inner, (value) => value);

/** A page global a plugin reads, e.g. `pageGlobal('wpcf7', object({...}))`. */
export interface PageGlobal<T> {
  readonly name: string;
  readonly shape: Shape<T>;
}

export const pageGlobal = <T>(name: string, globalShape: Shape<T>): PageGlobal<T> => ({ name, shape: globalShape });

/** What a plugin definition declares: local key -> page global. */
export type SettingsRequest = Record<string, PageGlobal<unknown>>;
export type SettingsOf<R> = R extends SettingsRequest ? { [K in keyof R]: R[K] extends PageGlobal<infer T> ? T : never } : Record<string, never>;

/**
 * A global the page must print: when it is missing altogether, one warning
 * ("missing") and the shape's defaults, instead of the defaults in silence.
 */
export function required<T>(inner: Shape<T>): Shape<T> {
  return {
    fallback: inner.fallback,
    parse(value, path, warn) {
      if (value === undefined) warn(path, 'missing');
      return inner.parse(value, path, warn);
    },
  };
}

/**
 * Warn functions for JSON answers, one per endpoint, each problem reported once:
 * `{endpoint} answer: field {path}: {problem}; {instead}`, where `instead` says
 * what the caller does (fromYup's callers go on with the field's default;
 * callers that drop a whole answer over one bad field say so). A problem with
 * the whole answer (path '') is followed by `instead` only when the caller gave one.
 */
export function answerWarnings(report: (message: string) => void): (endpoint: string, instead?: string) => Warn {
  const seen = new Set<string>();
  return (endpoint, instead) => (path, problem) => {
    const outcome = path ? `field ${path}: ${problem}; ${instead ?? 'using the default'}` : instead ? `${problem}; ${instead}` : problem;
    const message = `${endpoint} answer: ${outcome}`;
    if (seen.has(message)) return;
    seen.add(message);
    report(message);
  };
}
