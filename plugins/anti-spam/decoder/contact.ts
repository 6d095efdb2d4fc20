/**
 * What a decoded value shows: kept apart from the answer's schema
 * (decode-answer.ts, with yup) because the decoder writes addresses at mount.
 */
import { EMAIL_MIN_LENGTH } from '../../../machines/anti-spam/email-address';

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
