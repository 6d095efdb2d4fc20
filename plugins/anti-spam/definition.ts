/**
 * Spam protection (CleanTalk-compatible): the markup each part binds. All of
 * them read ctPublicFunctions and ctPublic (markup/cleantalk.md §1).
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
  uses: ['actors', 'http', 'cookies', 'storage', 'intercept'],
  load: () => import('./plugin'),
});

/** Encoded e-mail addresses and phone numbers (spans, and mailto:/tel: links). */
export const antiSpamDecoder = definePlugin({
  name: 'anti-spam-decoder',
  selectors: ['span[data-original-string]', 'a[data-original-string]'],
  reads: ['ctPublicFunctions', 'ctPublic', 'ctAdminCommon'],
  uses: ['actors', 'http', 'cookies', 'storage'],
  load: () => import('./decoder'),
});

/** E-mail inputs: the before-post check and the e-mail-exists indicator. */
export const antiSpamEmailCheck = definePlugin({
  name: 'anti-spam-email-check',
  selectors: ['input[type="email"]', 'input#email', 'input[name="email"]', 'input[name="user_email"]'],
  reads: ['ctPublicFunctions', 'ctPublic'],
  uses: ['actors', 'http', 'cookies', 'storage'],
  load: () => import('./email-check'),
});

/** Comments and reviews CleanTalk marked as written by a real person. */
export const antiSpamBadge = definePlugin({
  name: 'anti-spam-badge',
  selectors: ['.apbct-trp'],
  reads: ['ctPublic'],
  uses: ['actors'],
  load: () => import('./badge'),
});
