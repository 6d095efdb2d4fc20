/**
 * CF7's status classes (status.js), apart from the machine so the plugin's
 * chunk can name a status's event without bringing xstate.
 */

/** API statuses and the class names CF7 shows for them (status.js). */
const STATUS_CLASSES: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
};
const KNOWN_CLASSES = new Set(Object.values(STATUS_CLASSES));

/**
 * The class name for a status. Anything unknown becomes `custom-…`; like CF7,
 * only the first run of odd characters and the first run of spaces are
 * replaced (its regexes are not global).
 */
export function statusClassOf(status: string): string {
  const mapped = STATUS_CLASSES[status] ?? status;
  if (KNOWN_CLASSES.has(mapped)) return mapped;
  return `custom-${mapped.replace(/[^0-9a-z]+/i, ' ').trim().replace(/\s+/, '-')}`;
}
