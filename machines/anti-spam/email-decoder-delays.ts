/**
 * The contact decoder's delays (docs/plugins/anti-spam.md#encoded-contacts), apart from its machine
 * (email-decoder.ts, with xstate): the plugin times a failed load of that machine by them at the click.
 */

/** The decode popup's delay before the address shows. */
export const DECODE_REVEAL_MS = 3000;
/** The nodes' decoded text appears this long after Got it. */
export const FILL_TEXT_MS = 2000;
/** A failure message hides this long after it shows. */
export const DECODE_FAILURE_HIDE_MS = 3000;
