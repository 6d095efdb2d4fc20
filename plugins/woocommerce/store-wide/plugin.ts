/**
 * WooCommerce's woocommerce.js without jQuery (docs/plugins/woocommerce-store-wide.md): each part
 * binds the markup WooCommerce printed, as the original does once the document is ready. Where the
 * page still loads woocommerce.js, that script does the work and this plugin stands down.
 */
import { object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { legacyScriptRuns } from '../legacy-scripts';
import { bindComingSoonBanner } from './coming-soon-banner';
import { bindFieldDescriptions } from './field-descriptions';
import { bindNoticeFocus } from './notice-focus';
import { bindOrdering, raiseQuantitiesToMinimum } from './ordering';
import { addPasswordToggles } from './password-toggles';
import { bindStoreNotice } from './store-notice';

export const settings = {
  params: pageGlobal(
    'woocommerce_params',
    object({ i18n_password_show: text('Show password'), i18n_password_hide: text('Hide password') }),
  ),
};
export type StoreWideContext = PluginContext<SettingsOf<typeof settings>>;

export function mount(_root: Element, ctx: StoreWideContext): void {
  if (legacyScriptRuns(ctx.browser.document, 'woocommerce')) return;
  bindOrdering(ctx);
  raiseQuantitiesToMinimum(ctx.browser.document);
  bindStoreNotice(ctx);
  bindFieldDescriptions(ctx);
  addPasswordToggles(ctx);
  bindComingSoonBanner(ctx);
  bindNoticeFocus(ctx);
}
