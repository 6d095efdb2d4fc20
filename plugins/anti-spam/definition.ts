/**
 * Spam protection (CleanTalk-compatible): the markup each part binds. All of
 * them read ctPublicFunctions and ctPublic (markup/cleantalk.md §1).
 */
import { definePlugin } from '../../kernel/types';

/** Page-wide: mounted on the tag that prints the globals. */
export const antiSpam = definePlugin({
  name: 'anti-spam',
  selectors: ['script[data-cookieconsent="ignore"]'],
  reads: ['ctPublicFunctions', 'ctPublic'],
  // Fire-and-forget helpers PHP-printed snippets call by name, possibly before this chunk arrives.
  callQueues: ['apbct_public_sendREST', 'apbct_public_sendAJAX', 'apbct_js_keys__set_input_value', 'ctNoCookieAttachHiddenFieldsToForms'],
  uses: ['actors', 'http', 'cookies', 'storage'],
  load: () => import('./page'),
});
