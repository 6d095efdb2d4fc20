/**
 * The checkout's JSON answers read with the light shapes (docs/plugins/woocommerce-checkout.md#endpoints):
 * a bad field warns once (naming the endpoint and the field) and takes its default; a field printed as null
 * is absent. Loaded with the request whose answer it reads (answers-loader.ts).
 */
import { checked, misfit, object, type Warn } from '../../../adapters/shapes';
import type { PlaceOrderOutcome } from '../../../machines/woocommerce/checkout';

// These answers were read with yup's casts; the two readers keep them, so an answer reads as it did:
// a number or a boolean as its text, and only true/false/1/0 (any case, or as text) as a boolean.
const answerText = (fallback: string) =>
  checked(fallback, 'a string', (value) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : misfit));

const answerBoolean = (fallback: boolean) =>
  checked(fallback, 'a boolean', (value) => (/^(true|1)$/i.test(String(value)) ? true : /^(false|0)$/i.test(String(value)) ? false : misfit));

/** selector -> HTML; an array of HTML strings passes too, as it did (applyFragments warns about its selectors). */
const fragmentMap = checked<Record<string, string>>({}, 'an object of selector -> HTML strings', (value) =>
  typeof value === 'object' && value !== null && Object.values(value).every((html) => typeof html === 'string') ? (value as Record<string, string>) : misfit,
);

// Fields these readers do not name pass through untouched, as add-ons merge keys of their own into the answers.
const answerFields = { keepOthers: true, nullIsAbsent: true };

const reviewAnswer = object(
  {
    result: answerText('success'),
    messages: answerText(''),
    reload: answerBoolean(false),
    fragments: fragmentMap,
  },
  answerFields,
);

const checkoutAnswer = object(
  {
    result: answerText(''),
    redirect: answerText(''),
    messages: answerText(''),
    refresh: answerBoolean(false),
    reload: answerBoolean(false),
  },
  answerFields,
);

export type ReviewAnswer = ReturnType<typeof reviewAnswer.parse>;

/** JSON from an answer's text; WooCommerce also salvages a JSON answer that a PHP notice printed junk before. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  const attempt = (source: string) => {
    try {
      return { ok: true as const, value: JSON.parse(source) as unknown };
    } catch {
      return null;
    }
  };
  const whole = attempt(text);
  if (whole) return whole;
  const start = text.indexOf('{"result');
  return (start > 0 ? attempt(text.slice(start)) : null) ?? { ok: false };
}

export function readReviewAnswer(value: unknown, warn: Warn): ReviewAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn('', 'expected an object');
    return reviewAnswer.fallback;
  }
  return reviewAnswer.parse(value, '', warn);
}

/** A checkout answer as an outcome; anything but a success with a redirect is a failure with messages (maybe empty). */
export function readCheckoutAnswer(value: unknown, warn: Warn): PlaceOrderOutcome {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn('', 'expected an object');
    return { kind: 'failure', messages: '', refresh: false, reload: false };
  }
  const answer = checkoutAnswer.parse(value, '', warn);
  if (answer.result === 'success' && answer.redirect) return { kind: 'success', redirect: answer.redirect, answer: value };
  return { kind: 'failure', messages: answer.messages, refresh: answer.refresh, reload: answer.reload };
}
