/**
 * Shapes of page globals (ctPublic, wpcf7, dlmXHR, ...): small typed checks with
 * defaults. A bad value warns once and never throws: the server printed it, the
 * visitor cannot fix it. Plugins declare their shapes in their own chunk; the
 * kernel reads them with SettingsReader (settings-reader.ts).
 */

import { ArraySchema, LazySchema, ObjectSchema, ValidationError, boolean, type AnySchema, type InferType } from 'yup';

export type Warn = (path: string, problem: string) => void;

export interface Shape<T> {
  readonly fallback: T;
  parse(value: unknown, path: string, warn: Warn): T;
}

export type ShapeValue<S> = S extends Shape<infer T> ? T : never;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return article(typeof value);
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function shape<T>(fallback: T, parse: (value: unknown) => T | undefined, expected: string): Shape<T> {
  return {
    fallback,
    parse(value, path, warn) {
      if (value === undefined) return fallback;
      const parsed = parse(value);
      if (parsed === undefined) {
        warn(path, `expected ${expected}, got ${describe(value)}`);
        return fallback;
      }
      return parsed;
    },
  };
}

/** A string; numbers are accepted and turned into text (PHP prints ids either way). */
export const text = (fallback = ''): Shape<string> =>
  shape(fallback, (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined), 'a string');

/** A number; numeric strings ("15000") count, as PHP prints them so. */
export const numeric = (fallback = 0): Shape<number> =>
  shape(
    fallback,
    (v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      return Number.isFinite(n) ? n : undefined;
    },
    'a number',
  );

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

/** One of a fixed set of strings. */
export const oneOf = <T extends string>(choices: readonly T[], fallback: T): Shape<T> =>
  shape(
    fallback,
    (v) => (typeof v === 'string' && (choices as readonly string[]).includes(v) ? (v as T) : undefined),
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

/** An object with known fields; unknown fields are ignored, missing ones get their defaults. */
export function object<F extends Fields>(fields: F): Shape<ObjectValue<F>> {
  const fallback = {} as ObjectValue<F>;
  for (const key of Object.keys(fields) as (keyof F)[]) fallback[key] = fields[key]!.fallback as ObjectValue<F>[keyof F];
  return {
    fallback,
    parse(value, path, warn) {
      if (value === undefined || value === null) return { ...fallback };
      if (typeof value !== 'object' || Array.isArray(value)) {
        warn(path, `expected an object, got ${describe(value)}`);
        return { ...fallback };
      }
      const source = value as Record<string, unknown>;
      const out = {} as ObjectValue<F>;
      for (const key of Object.keys(fields) as (keyof F & string)[]) {
        out[key] = fields[key]!.parse(source[key], `${path}.${key}`, warn) as ObjectValue<F>[typeof key];
      }
      return out;
    },
  };
}

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
 * A yup schema as a shape: for page globals (`pageGlobal('wpcf7', fromYup(schema))`)
 * and for JSON answers. Values are cast as yup casts them ("15" -> 15, 1 -> true);
 * a field that still does not fit warns (its path and the problem) and takes the
 * schema's default, while the fields around it are kept (null counts as absent
 * unless the schema is nullable). Object fields the schema
 * does not name pass through untouched (add-ons merge keys of their own into
 * answers), and an empty array stands for an empty object (PHP prints an empty
 * map as `[]`). Import it from plugin chunks only: yup must stay out of the core.
 */
export function fromYup<S extends YupSchema>(schema: S): Shape<InferType<S>> {
  return {
    fallback: atValue(schema, undefined).getDefault() as InferType<S>,
    parse: (value, path, warn) => castWithDefaults(schema, value, path, warn) as InferType<S>,
  };
}

/** A schema, or a lazy one (`lazy(value => ...)`: a table of any keys whose values share one schema). */
type YupSchema = AnySchema | LazySchema<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The schema that applies to `value`: a lazy schema is the one it builds for it. */
const atValue = (schema: YupSchema, value: unknown): AnySchema => (schema instanceof LazySchema ? (schema.resolve({ value }) as AnySchema) : schema);

/**
 * A PHP-printed flag as a yup schema, for fromYup: wp_localize_script prints
 * true as "1" and false as "", and options arrive as "yes"/"no" or "on"/"off".
 */
export function phpFlag(fallback = false) {
  return boolean()
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      const word = original.trim().toLowerCase();
      if (['yes', 'on'].includes(word)) return true;
      if (['no', 'off', ''].includes(word)) return false;
      return value;
    })
    .default(fallback);
}

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

const fieldPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function castWithDefaults(maybeLazy: YupSchema, value: unknown, path: string, warn: Warn): unknown {
  const schema = atValue(maybeLazy, value);
  // PHP prints an unset value as null: the default, unless the schema allows null itself.
  if (value === undefined || (value === null && !schema.spec.nullable)) return schema.getDefault();
  if (schema instanceof ObjectSchema) {
    const source = Array.isArray(value) && value.length === 0 ? {} : value;
    if (typeof source !== 'object' || Array.isArray(source)) {
      warn(path, `expected an object, got ${describe(value)}`);
      return schema.getDefault();
    }
    const out: Record<string, unknown> = { ...(source as Record<string, unknown>) };
    for (const [key, field] of Object.entries(schema.fields as Record<string, AnySchema>)) {
      const cast = castWithDefaults(field, out[key], fieldPath(path, key), warn);
      if (cast === undefined) delete out[key];
      else out[key] = cast;
    }
    return out;
  }
  if (schema instanceof ArraySchema && schema.innerType) {
    if (!Array.isArray(value)) {
      warn(path, `expected a list, got ${describe(value)}`);
      return schema.getDefault();
    }
    const item = schema.innerType as AnySchema;
    return value.map((entry, index) => castWithDefaults(item, entry, `${path}[${index}]`, warn));
  }
  try {
    return schema.validateSync(value);
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    warn(path, error.type === 'typeError' ? `expected ${article(String(error.params?.type ?? schema.type))}, got ${describe(value)}` : error.message);
    return schema.getDefault();
  }
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
