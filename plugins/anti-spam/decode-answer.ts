/**
 * Reads apbct_decode_email's answer (markup/cleantalk.md §2.3 step 4):
 * `{"success":bool,"data":[{encoded_email, decoded_email, is_allowed, comment}]}`.
 * Anything else (data false or empty, a row without is_allowed, no row for
 * the clicked node) is the 'cannot decode' fallback.
 */
import { EMAIL_MIN_LENGTH } from '../../machines/email-check';
import type { DecodeOutcome, DecodeRow } from '../../machines/email-decoder';

function rowOf(value: unknown): DecodeRow | null {
  if (value === null || typeof value !== 'object') return null;
  const row = value as Record<string, unknown>;
  if (typeof row.is_allowed !== 'boolean') return null;
  return {
    encoded_email: typeof row.encoded_email === 'string' ? row.encoded_email : '',
    decoded_email: typeof row.decoded_email === 'string' ? row.decoded_email : '',
    is_allowed: row.is_allowed,
    comment: typeof row.comment === 'string' ? row.comment : '',
  };
}

/** Spec §9: a phone number has 6 to 15 digits (an e-mail address at least EMAIL_MIN_LENGTH characters). */
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** A decoded value worth showing: an e-mail address or a phone number of sane length. */
export function isContact(value: string): boolean {
  if (value.includes('@')) return value.length >= EMAIL_MIN_LENGTH;
  const digits = value.replace(/[\s().\-]/g, '').replace(/^\+/, '');
  return /^\d+$/.test(digits) && digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
}

/** The address as shown: everything before a mailto's `?subject=` or `&`. */
export const shownAddress = (decoded: string) => decoded.split(/[?&]/)[0] ?? '';

export function readDecodeAnswer(answer: unknown, clicked: string): DecodeOutcome {
  if (answer === null || typeof answer !== 'object') return { kind: 'cannot_decode' };
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (!Array.isArray(data) || data.length === 0) return { kind: 'cannot_decode' };
  const rows = data.map(rowOf);
  if (rows.some((row) => row === null)) return { kind: 'cannot_decode' };
  const valid = rows as DecodeRow[];
  const first = valid[0]!;
  if (success !== true) return { kind: 'cannot_connect', comment: first.comment };
  if (!first.is_allowed) return { kind: 'blocked', comment: first.comment };
  const mine = valid.find((row) => row.encoded_email === clicked);
  const shown = mine?.is_allowed ? shownAddress(mine.decoded_email) : '';
  if (!isContact(shown)) return { kind: 'cannot_decode' };
  return { kind: 'allowed', rows: valid, decoded: shown };
}
