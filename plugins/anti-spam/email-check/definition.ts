/**
 * E-mail inputs: CleanTalk's before-post check and its e-mail-exists
 * indicator (docs/plugins/anti-spam.md#e-mail-checks).
 */
import { definePlugin } from '../../../kernel/types';

export const antiSpamEmailCheck = definePlugin({
  name: 'anti-spam/email-check',
  selectors: ['input[type="email"]', 'input#email', 'input[name="email"]', 'input[name="user_email"]'],
  after: ['anti-spam'],
  reads: ['ctPublicFunctions', 'ctPublic'],
  uses: ['http', 'cookies', 'storage'],
  // A field's check actor (and xstate) when the visitor enters it (plugin.ts).
  onDemand: ['spawn'],
  // It runs only after the page-wide part, whose code every CleanTalk page loads, and shares most of its
  // modules: its mount code rides in that chunk, one file less (and no second copy of the shared modules)
  // on a page with an e-mail field.
  load: () => import('../plugin').then((antiSpam) => antiSpam.emailCheck),
});
