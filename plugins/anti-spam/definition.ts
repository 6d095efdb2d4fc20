/**
 * Spam protection (CleanTalk-compatible), its page-wide part; the element
 * parts have their own folders. All of them read ctPublicFunctions and
 * ctPublic (docs/plugins/anti-spam.md#globals).
 */
import { definePlugin } from '../../kernel/types';

/**
 * Page-wide: mounted once per document where CleanTalk printed its globals,
 * however the tag that printed them looks (consent tools rewrite its attributes).
 */
export const antiSpam = definePlugin({
  name: 'anti-spam',
  page: { globals: ['ctPublicFunctions'] },
  // cleantalkModal: an object of that name is reused; jQuery and wp: the request functions and wp.apiFetch the injection hooks into.
  reads: ['ctPublicFunctions', 'ctPublic', 'cleantalkModal', 'jQuery', 'wp'],
  // Fire-and-forget helpers PHP-printed snippets call by name, possibly before this chunk arrives.
  callQueues: ['apbct_public_sendREST', 'apbct_public_sendAJAX', 'apbct_js_keys__set_input_value', 'ctNoCookieAttachHiddenFieldsToForms'],
  uses: ['http', 'cookies', 'storage', 'intercept'],
  // The modal's actor (and xstate) at the first open, confirm or block answer (modal.ts).
  onDemand: ['spawn'],
  load: () => import('./plugin'),
});
