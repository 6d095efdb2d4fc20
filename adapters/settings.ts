/**
 * Shapes of page globals and JSON answers: the light ones (shapes.ts) and,
 * for schemas that need more (casts, lazy tables, tests), yup schemas as
 * shapes. Importing this module brings yup's chunk; a plugin whose shapes
 * are all light imports shapes.ts instead.
 */
import { ArraySchema, LazySchema, ObjectSchema, ValidationError, boolean, type AnySchema, type InferType } from 'yup';
import { article, describe, type Shape, type Warn } from './shapes';

export * from './shapes';

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
