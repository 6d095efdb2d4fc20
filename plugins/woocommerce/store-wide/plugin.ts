/**
 * WooCommerce's woocommerce.js without jQuery (docs/plugins/woocommerce-store-wide.md): each part
 * binds the markup WooCommerce printed, as the original does once the document is ready; the field
 * descriptions and the password toggles load their code only where the page prints such fields. Where
 * the page still loads woocommerce.js, that script does the work and this plugin stands down.
 */
import { object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { legacyScriptRuns } from '../legacy-scripts';
import { bindComingSoonBanner } from './coming-soon-banner';
import { bindNoticeFocus } from './notice-focus';
import { bindOrdering, raiseQuantitiesToMinimum } from './ordering';
import { bindStoreNotice } from './store-notice';

export const settings = {
  params: pageGlobal(
    'woocommerce_params',
    object({ i18n_password_show: text('Show password'), i18n_password_hide: text('Hide password') }),
  ),
};
export type StoreWideContext = PluginContext<SettingsOf<typeof settings>>;

/** Fields whose parts' code comes only to pages that print them (most store pages have neither). */
const PASSWORD_FIELDS = '.woocommerce form input[type="password"]';
const DESCRIBED_FIELDS = '.woocommerce-input-wrapper span.description';

export function mount(_root: Element, ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  if (legacyScriptRuns(doc, 'woocommerce')) return;
  bindOrdering(ctx);
  raiseQuantitiesToMinimum(doc);
  bindStoreNotice(ctx);
  let mounted = true;
  ctx.onCleanup(() => (mounted = false));
  const bindWhenIn = <M>(selector: string, loading: () => Promise<M>, bind: (module: M) => void) => {
    if (!doc.querySelector(selector)) return;
    loading().then(
      (module) => mounted && bind(module),
      (error: unknown) => ctx.log.warn(`the part for ${selector} could not load:`, error),
    );
  };
  bindWhenIn(DESCRIBED_FIELDS, () => import('./field-descriptions'), ({ bindFieldDescriptions }) => bindFieldDescriptions(ctx));
  bindWhenIn(PASSWORD_FIELDS, () => import('./password-toggles'), ({ addPasswordToggles }) => addPasswordToggles(ctx));
  bindComingSoonBanner(ctx);
  bindNoticeFocus(ctx);
}
