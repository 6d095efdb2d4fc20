/**
 * The e-mail checks' answers (docs/plugins/anti-spam.md#e-mail-checks), as yup
 * schemas. Error answers (`{"error":…}`) never get here: the transport already
 * turns them into failures.
 */
import { mixed, object, string } from 'yup';

/** check_email_exist_post: `{"result":{"result":"EXISTS"|…,"text_result":"…",…other cloud fields}}`. */
export const existAnswer = object({
  result: object({
    result: string().required(),
    text_result: string().default(''),
  }).required(),
});

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** check_email_before_post: `{"result":{…the cloud's e-mail data}}`, stored as it came (a mixed value keeps every field). */
export const beforePostAnswer = object({
  result: mixed(isRecord).required(),
});
