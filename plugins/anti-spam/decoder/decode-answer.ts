/**
 * apbct_decode_email's answer (docs/plugins/anti-spam.md#encoded-contacts):
 * `{"success":bool,"data":[{encoded_email, decoded_email, is_allowed, comment}]}`,
 * or `data: false` when there was nothing to decode. A bad shape (a row
 * without is_allowed, data neither a list nor false) warns and, like an
 * empty answer or no row for the clicked node, is the 'cannot decode' fallback.
 */
import { array, boolean, lazy, object, string } from 'yup';
import { EMAIL_MIN_LENGTH } from '../../../machines/anti-spam/email-check';
import type { DecodeOutcome, DecodeRow } from '../../../machines/anti-spam/email-decoder';
import type { AnswerReader } from '../answer-shape';

const decodeRow = object({
  encoded_email: string().default(''),
  decoded_email: string().default(''),
  is_allowed: boolean().required(),
  comment: string().default(''),
});

export const decodeAnswer = object({
  success: boolean().default(false),
  data: lazy((data) => (data === false ? boolean() : array(decodeRow).required())),
});

/** A phone number has 6 to 15 digits (an e-mail address at least EMAIL_MIN_LENGTH characters). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** A decoded value worth showing: an e-mail address or a phone number of sane length. */
export function isContact(value: string): boolean {
  if (value.includes('@')) return value.length >= EMAIL_MIN_LENGTH;
  const digits = value.replace(/[\s().\-]/g, '').replace(/^\+/, '');
  return /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
}

/** The address as shown: everything before a mailto's `?subject=` or `&`. */
export const shownAddress = (decoded: string) => decoded.split(/[?&]/)[0] ?? '';

export function readDecodeAnswer(answer: unknown, clicked: string, read: AnswerReader): DecodeOutcome {
  const valid = read(decodeAnswer, answer);
  const rows: DecodeRow[] = Array.isArray(valid?.data) ? valid.data : [];
  const first = rows[0];
  if (!valid || !first) return { kind: 'cannot_decode' };
  if (!valid.success) return { kind: 'cannot_connect', comment: first.comment };
  if (!first.is_allowed) return { kind: 'blocked', comment: first.comment };
  const mine = rows.find((row) => row.encoded_email === clicked);
  const shown = mine?.is_allowed ? shownAddress(mine.decoded_email) : '';
  if (!isContact(shown)) return { kind: 'cannot_decode' };
  return { kind: 'allowed', rows, decoded: shown };
}
