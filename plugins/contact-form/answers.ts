/**
 * What CF7 reads from the page and from its REST answers, as yup schemas with
 * the defaults the form goes on with when a field is missing or of the wrong
 * kind (docs/plugins/contact-form.md#answers-of-the-wrong-shape). A bad field warns
 * once, naming the global or the endpoint and the field.
 */
import { array, boolean, mixed, number, object, string } from 'yup';
import { fromYup, pageGlobal, type ShapeValue } from '../../adapters/settings';

/** `var wpcf7 = {"api":{"root":…,"namespace":"contact-form-7\/v1"},"cached":1}` (controller.php). */
export const WPCF7_GLOBAL = pageGlobal(
  'wpcf7',
  fromYup(
    object({
      api: object({ root: string().default(''), namespace: string().default('contact-form-7/v1') }),
      cached: boolean().default(false),
    }),
  ),
);

/** A map of names to values of one kind; PHP prints an empty one as `[]`. */
const mapOf = <T>(what: string, fits: (value: unknown) => value is T) =>
  mixed<Record<string, T>>().test('map', `expected a map of names to ${what}`, (value) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return true;
    return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(fits);
  });

const isText = (value: unknown): value is string => typeof value === 'string';
const isQuestion = (value: unknown): value is [string, string] => Array.isArray(value) && value.length === 2 && value.every(isText);

/** Really Simple CAPTCHA (`{name: image URL}`) and quiz (`{name: [question, hashed answer]}`) refills. */
const refills = {
  captcha: mapOf('image addresses', isText),
  quiz: mapOf('[question, answer hash] pairs', isQuestion),
};

/** GET contact-forms/{id}/refill: `[]` unless captcha or quiz add their refills. */
export const refillAnswer = fromYup(object(refills));
export type Refills = ShapeValue<typeof refillAnswer>;

const invalidField = object({
  field: string().default(''),
  message: string().default(''),
  idref: string().nullable(),
  error_id: string(),
});

/** POST contact-forms/{id}/feedback (rest-api.php); keys add-ons merge in pass through unchecked here. */
export const feedbackAnswer = fromYup(
  object({
    contact_form_id: number(),
    status: string().default(''),
    message: string().default(''),
    posted_data_hash: string().default(''),
    into: string(),
    invalid_fields: array(invalidField).default([]),
    ...refills,
  }),
);

/** GET contact-forms/{id}/feedback/schema: the SWV schema; a rule's own keys (threshold, accept, rules...) pass through. */
export const schemaAnswer = fromYup(
  object({
    version: string(),
    locale: string(),
    rules: array(object({ rule: string().default(''), field: string(), error: string() })).default([]),
  }),
);
