/**
 * apbct_decode_email's answer (docs/plugins/anti-spam.md#encoded-contacts):
 * `{"success":bool,"data":[{encoded_email, decoded_email, is_allowed, comment}]}`,
 * or `data: false` when there was nothing to decode. A bad shape (a row
 * without is_allowed, data neither a list nor false) warns and, like an
 * empty answer or no row for the clicked node, is the 'cannot decode' fallback.
 */
import { array, boolean, lazy, object, string } from 'yup';
import type { DecodeOutcome, DecodeRow } from '../../../machines/anti-spam/email-decoder';
import type { AnswerReader } from '../answer-shape';
import { isContact, shownAddress } from './contact';

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
