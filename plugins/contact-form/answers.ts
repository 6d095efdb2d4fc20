/**
 * What CF7 reads from its REST answers, as light shapes
 * (adapters/shapes.ts) with the defaults the form goes on with when a field is
 * missing or of the wrong kind (docs/plugins/contact-form.md#answers-of-the-wrong-shape).
 * A bad field warns once, naming the global or the endpoint and the field.
 * None needs yup, so a page with a form loads no schema library until an
 * answer carries Redirection for CF7's keys (add-on-actions.ts). Answers keep
 * the keys they do not name (add-ons merge their own in; a rule has its own).
 */
import { flag, list, nullable, numeric, object, optional, pageGlobal, text, type Shape, type ShapeValue } from '../../adapters/shapes';

/** A map of names to values of one kind, kept as it came; PHP prints an empty one as `[]`. A bad one warns and is left out. */
const mapOf = <T>(what: string, fits: (value: unknown) => value is T): Shape<Record<string, T> | undefined> => ({
  fallback: undefined,
  parse(value, path, warn) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return value as undefined;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(fits)) return value as Record<string, T>;
    warn(path, `expected a map of names to ${what}`);
    return undefined;
  },
});

const isText = (value: unknown): value is string => typeof value === 'string';
const isQuestion = (value: unknown): value is [string, string] => Array.isArray(value) && value.length === 2 && value.every(isText);

/** Really Simple CAPTCHA (`{name: image URL}`) and quiz (`{name: [question, hashed answer]}`) refills. */
const refills = {
  captcha: mapOf('image addresses', isText),
  quiz: mapOf('[question, answer hash] pairs', isQuestion),
};

/** GET contact-forms/{id}/refill: `[]` unless captcha or quiz add their refills. */
export const refillAnswer = object(refills, { keepOthers: true });
export type Refills = Partial<ShapeValue<typeof refillAnswer>>;

const invalidField = object(
  { field: text(), message: text(), idref: nullable(text()), error_id: optional(text()) },
  { keepOthers: true },
);

/** POST contact-forms/{id}/feedback (rest-api.php); keys add-ons merge in pass through unchecked here. */
export const feedbackAnswer = object(
  {
    contact_form_id: optional(numeric()),
    status: text(),
    message: text(),
    posted_data_hash: text(),
    into: optional(text()),
    invalid_fields: list(invalidField),
    ...refills,
  },
  { keepOthers: true },
);

/** GET contact-forms/{id}/feedback/schema: the SWV schema; a rule's own keys (threshold, accept, rules...) pass through. */
export const schemaAnswer = object(
  {
    version: optional(text()),
    locale: optional(text()),
    rules: list(object({ rule: text(), field: optional(text()), error: optional(text()) }, { keepOthers: true })),
  },
  { keepOthers: true },
);
