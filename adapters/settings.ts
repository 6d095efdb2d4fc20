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


/** What fromYup needs of a yup schema (object, string, lazy, ...); types only, so this file stays free of yup. */
type YupSchema<T> = import('yup').ISchema<T> & { validateSync(value: unknown, options?: import('yup').ValidateOptions): T };

/** One problem yup found: its path inside the value (undefined for the value itself) and its message. */
interface YupProblem {
  path?: string;
  message: string;
}

function problemsOf(error: unknown): YupProblem[] | undefined {
  if (!(error instanceof Error) || error.name !== 'ValidationError') return undefined;
  const { inner } = error as Error & { inner?: YupProblem[] };
  return inner?.length ? inner : [error as YupProblem];
}

/** yup's paths: `a.b`, `a[0]`, `a["odd key"]`. */
function pathKeys(path: string): string[] {
  return Array.from(path.matchAll(/\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|([^.[\]]+)/g), (m) => m[1] ?? m[2] ?? m[3]!);
}

/** A copy of `value` with the field at `keys` removed, so the schema's default takes its place; undefined when there is no such field. */
function withoutField(value: unknown, keys: string[]): unknown {
  const [key, ...rest] = keys;
  if (key === undefined || value === null || typeof value !== 'object') return undefined;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  if (!(key in copy)) return undefined;
  if (rest.length === 0) copy[key] = undefined;
  else {
    const inner = withoutField(copy[key], rest);
    if (inner === undefined) return undefined;
    copy[key] = inner;
  }
  return copy;
}

/**
 * A page global (or a JSON answer) checked by a yup schema: cast with its
 * defaults; each bad field warns once (`path.field`: what yup says) and takes
 * its default, the rest of the value is kept. A value that is wrong as a whole
 * warns and gives the schema's default.
 */
export function fromYup<T>(schema: YupSchema<T>): Shape<T> {
  const fallback = schema.cast(undefined);
  return {
    fallback,
    parse(value, path, warn) {
      let current = value;
      const removed = new Set<string>();
      for (;;) {
        let problems: YupProblem[] | undefined;
        try {
          return schema.validateSync(current, { abortEarly: false });
        } catch (error) {
          problems = problemsOf(error);
          if (!problems) throw error;
        }
        for (const problem of problems) {
          const field = problem.path ? `${path}.${problem.path}` : path;
          // yup starts its messages with the path (or "this"): the warning names it already.
          warn(field, problem.message.replace(problem.path ? `${problem.path} ` : /^this /, ''));
          // A field whose default is no better ends the search: the whole default stands.
          if (!problem.path || removed.has(problem.path)) return schema.cast(undefined);
          removed.add(problem.path);
          current = withoutField(current, pathKeys(problem.path));
          if (current === undefined) return schema.cast(undefined);
        }
      }
    },
  };
}
