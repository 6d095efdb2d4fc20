/**
 * The review form's star rating, as single-product.js draws it (docs/plugins/woocommerce-review-rating.md):
 * the `#rating` select is hidden and five star links stand before it, a radio group labelled by the
 * rating's label (./stars). Their code comes at the first sign the form will be seen: it nears the
 * screen (a form in the hidden Reviews panel does not), or the visitor first touches the product's
 * tabs on the way to that panel. Until then, and if the code cannot load, the select is there to use.
 */
import { list, object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { atFirstTouch, madeOnDemand } from '../../made-on-demand';
import { legacyScriptRuns } from '../legacy-scripts';

export const settings = {
  params: pageGlobal(
    'wc_single_product_params',
    object({
      // Missing texts fall back to WooCommerce's English "n of 5 stars" (./stars).
      i18n_rating_options: list(text()),
      i18n_required_rating_text: text('Please select a rating'),
      review_rating_required: text('yes'),
    }),
  ),
};
export type Settings = SettingsOf<typeof settings>;

export function mount(element: Element, ctx: PluginContext<Settings>): void {
  const select = element as HTMLSelectElement;
  if (legacyScriptRuns(ctx.browser.document, 'wc-single-product')) return;
  let mounted = true;
  ctx.onCleanup(() => void (mounted = false));
  const stars = madeOnDemand(() => import('./stars'));
  let drawn = false;
  // Asked again by the next sign when the code could not load.
  const draw = () =>
    stars.use(
      (code) => {
        if (!mounted || drawn) return;
        drawn = true;
        observer?.disconnect();
        code.drawStars(select, ctx);
      },
      (error) => ctx.log.warn('no rating stars (the select stays):', error),
    );
  // A margin, so a form scrolled towards is drawn before it shows.
  const observer = ctx.browser.observeIntersections((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: '300px' });
  if (observer) {
    observer.observe(select);
    ctx.onCleanup(() => observer.disconnect());
  } else draw();
  const tabs = select.closest('.woocommerce-tabs, .wc-tabs-wrapper');
  if (tabs) atFirstTouch(ctx, tabs, draw);
}
