/**
 * Which e-mail addresses CleanTalk's checks ask about (docs/plugins/anti-spam.md#e-mail-checks).
 * Apart from the emailCheck machine (./email-check) so that a plugin that only tests an address
 * brings no xstate with it.
 */

/** The shortest e-mail address worth checking (or showing, once decoded). */
export const EMAIL_MIN_LENGTH = 6;
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The simple x@y.z shape, at least EMAIL_MIN_LENGTH characters: only such addresses are checked. */
export const isCheckableEmail = (value: string) => value.length >= EMAIL_MIN_LENGTH && SHAPE.test(value);
