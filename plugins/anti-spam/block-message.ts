/**
 * Block answers from other plugins' submissions (docs/plugins/anti-spam.md#generic-modal-and-block-answers):
 * `{"apbct":{"blocked":true,"comment":…,"stop_script":…,"integration":…}}` or
 * WordPress's `{"success":false,"data":{"message":…,"stop_script":…,"integration":…}}`
 * (the second wins when both are there).
 */
export interface BlockMessage {
  message: string;
  stopScript: boolean;
  integration: string;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const stopFlag = (value: unknown) => Number(value) === 1;

export function parseBlockMessage(value: unknown): BlockMessage | null {
  const root = asObject(value);
  if (!root) return null;
  const data = asObject(root.data);
  if (data && typeof data.message === 'string' && data.message !== '') {
    return { message: data.message, stopScript: stopFlag(data.stop_script), integration: String(data.integration ?? '') };
  }
  const apbct = asObject(root.apbct);
  if (apbct && apbct.blocked && typeof apbct.comment === 'string' && apbct.comment !== '') {
    return { message: apbct.comment, stopScript: stopFlag(apbct.stop_script), integration: String(apbct.integration ?? '') };
  }
  return null;
}

/** Only answers that mention apbct are CleanTalk's, and an HTML page never is. */
export function blockMessageInText(text: string): BlockMessage | null {
  if (!text.includes('"apbct') || text.includes('DOCTYPE')) return null;
  try {
    return parseBlockMessage(JSON.parse(text));
  } catch {
    return null;
  }
}
