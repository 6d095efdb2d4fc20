/**
 * CleanTalk's encoded e-mail addresses and phone numbers (spans, and
 * mailto:/tel: links): a click decodes them (docs/plugins/anti-spam.md#encoded-contacts).
 */
import { definePlugin } from '../../../kernel/types';

export const antiSpamDecoder = definePlugin({
  name: 'anti-spam/decoder',
  selectors: ['span[data-original-string]', 'a[data-original-string]'],
  after: ['anti-spam'],
  reads: ['ctPublicFunctions', 'ctPublic', 'ctAdminCommon'],
  uses: ['http', 'cookies', 'storage'],
  // A contact's decoder actor (and xstate) at its first click (plugin.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
