/**
 * Block answers from other plugins' submissions (docs/plugins/anti-spam.md#generic-modal-and-block-answers):
 * `{"apbct":{"blocked":true,"comment":…,"stop_script":…,"integration":…}}` or
 * WordPress's `{"success":false,"data":{"message":…,"stop_script":…,"integration":…}}`
 * (the second wins when both are there). Any other answer is simply not a
 * block answer: nothing to warn about.
 */
import { boolean, mixed, object, string } from 'yup';
import { checkAnswer } from './answer-shape';
import { mayBeBlockAnswer } from './block-text';

export interface BlockMessage {
  message: string;
  stopScript: boolean;
  integration: string;
}

/** Only 1 (or "1") stops the page; anything else lets it go on. */
const stopScript = mixed<boolean>()
  .transform((value: unknown) => Number(value) === 1)
  .default(false);
const integration = string().default('');

const wordpressBlock = object({
  data: object({ message: string().required(), stop_script: stopScript, integration }).required(),
});

const cleantalkBlock = object({
  apbct: object({ blocked: boolean().isTrue().required(), comment: string().required(), stop_script: stopScript, integration }).required(),
});

const notBlocked = () => {};

export function parseBlockMessage(value: unknown): BlockMessage | null {
  const wordpress = checkAnswer(wordpressBlock, value, notBlocked);
  if (wordpress) return { message: wordpress.data.message, stopScript: wordpress.data.stop_script, integration: wordpress.data.integration };
  const cleantalk = checkAnswer(cleantalkBlock, value, notBlocked);
  if (cleantalk) return { message: cleantalk.apbct.comment, stopScript: cleantalk.apbct.stop_script, integration: cleantalk.apbct.integration };
  return null;
}

export function blockMessageInText(text: string): BlockMessage | null {
  if (!mayBeBlockAnswer(text)) return null;
  try {
    return parseBlockMessage(JSON.parse(text));
  } catch {
    return null;
  }
}
