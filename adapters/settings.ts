/**
 * Shapes of page globals (ctPublic, wpcf7, dlmXHR, ...): small typed checks with
 * defaults. A bad value warns once and never throws: the server printed it, the
 * visitor cannot fix it. Plugins declare their shapes in their own chunk; the
 * kernel reads them with SettingsReader (settings-reader.ts).
 */

export type Warn = (path: string, problem: string) => void;

export interface Shape<T> {
  readonly fallback: T;
  parse(value: unknown, path: string, warn: Warn): T;
}

export type ShapeValue<S> = S extends Shape<infer T> ? T : never;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

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


/** What fromYup needs of a yup schema: types only, so the core never loads yup (plugin chunks bring it). */
type YupSchema<T> = Pick<import('yup').Schema<T>, 'getDefault' | 'validateSync'>;

interface YupProblem {
  /** Where in the value, in yup's notation (`params.lifetime`, `list[0]`, `map["a b"]`); absent for the value itself. */
  path?: string;
  message: string;
  inner?: YupProblem[];
}

const isYupProblem = (error: unknown): error is YupProblem & Error => error instanceof Error && error.name === 'ValidationError';

/** The keys of a yup path. */
const pathKeys = (path: string): string[] =>
  Array.from(path.matchAll(/\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|([^.[\]]+)/g), (match) => match[1] ?? match[2] ?? match[3] ?? '');

/** A copy of `value` without the field at `keys`, so the schema's default stands in for it. */
function withoutField(value: unknown, keys: readonly string[]): unknown {
  const [key, ...rest] = keys;
  if (key === undefined || value === null || typeof value !== 'object') return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  copy[key] = rest.length ? withoutField(copy[key], rest) : undefined;
  return copy;
}

/**
 * A shape from a yup schema, for page globals and JSON answers: the value cast
 * as yup casts it ("15" → 15, "1" → true) with the schema's defaults. Each
 * field yup rejects warns once (`global.field: what yup says`) and takes its
 * default, the fields around it are kept; a value wrong as a whole warns and
 * gives the schema's default.
 */
export function fromYup<T>(schema: YupSchema<T>): Shape<T> {
  const fallback = schema.getDefault() as T;
  return {
    fallback,
    parse(value, path, warn) {
      let current = value;
      const dropped = new Set<string>();
      for (;;) {
        try {
          return schema.validateSync(current, { abortEarly: false });
        } catch (error) {
          if (!isYupProblem(error)) throw error;
          const problems = error.inner?.length ? error.inner : [error];
          for (const problem of problems) {
            // yup starts its messages with the field's path (or "this"); the warning names it already.
            const where = problem.path ? `${path}.${problem.path}` : path;
            warn(where, problem.message.replace(problem.path ? `${problem.path} ` : /^this /, '').replace(/\.$/, ''));
            // A field already dropped that still fails, or the value as a whole: nothing better than the default.
            if (!problem.path || dropped.has(problem.path)) return schema.getDefault() as T;
            dropped.add(problem.path);
            current = withoutField(current, pathKeys(problem.path));
          }
        }
      }
    },
  };
}
