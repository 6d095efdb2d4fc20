/**
 * The checkout's JSON answers read with yup (docs/plugins/woocommerce-checkout.md#endpoints):
 * a bad field warns once (naming the endpoint and the field) and takes its default.
 * Loaded with the request whose answer it reads (answers-loader.ts).
 */
import { boolean, mixed, object, string } from 'yup';
import { fromYup, type Warn } from '../../../adapters/settings';
import type { PlaceOrderOutcome } from '../../../machines/woocommerce/checkout';

const fragmentMap = mixed<Record<string, string>>()
  .test('fragments', 'expected an object of selector -> HTML strings', (value) =>
    value === undefined || (typeof value === 'object' && value !== null && Object.values(value).every((html) => typeof html === 'string')),
  )
  .default({});

const reviewAnswer = fromYup(
  object({
    result: string().default('success'),
    messages: string().default(''),
    reload: boolean().default(false),
    fragments: fragmentMap,
  }),
);

const checkoutAnswer = fromYup(
  object({
    result: string().default(''),
    redirect: string().default(''),
    messages: string().default(''),
    refresh: boolean().default(false),
    reload: boolean().default(false),
  }),
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
