/**
 * WooCommerce's checkout coupon without checkout.js
 * (docs/plugins/woocommerce-checkout.md#coupons): the coupon form applies its
 * code over apply_coupon, the order review's remove links remove theirs over
 * remove_coupon. A refused code is shown under its field; an accepted or
 * removed one closes the form, puts the server's notice above it or the
 * checkout form, and refreshes the order review. "Click here to enter your
 * code" opens and closes the form. Only the listeners come at mount: the
 * requests (requests.ts, then the request queue with xstate and the HTTP
 * client) load at the first apply or remove.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { madeOnDemand } from '../../made-on-demand';
import { markBusy } from '../busy';
import '../checkout/events';
import { WC_CHECKOUT_PARAMS } from '../checkout/settings';
import { clearCouponError } from '../coupon-error';
import { legacyScriptRuns } from '../legacy-scripts';
import { togglePanel } from '../panel-toggle';
import { showError } from '../shop-notices';
import { clickOnSpace } from '../space-activates';
import './events';

export const settings = { params: WC_CHECKOUT_PARAMS };
export type Context = PluginContext<SettingsOf<typeof settings>>;

/** Shown when a coupon request fails without an answer (WooCommerce logs it and shows nothing). */
export const COUPON_FAILED = 'The coupon could not be checked. Please try again.';
const REVIEW = '.woocommerce-checkout-review-order';
const REMOVE_LINKS = `${REVIEW} .woocommerce-remove-coupon`;

export function mount(form: HTMLFormElement, ctx: Context): void {
  const doc = ctx.browser.document;
  if (legacyScriptRuns(doc, 'wc-checkout')) return;
  const toggle = () => doc.querySelector('a.showcoupon');
  const page = {
    idle: () => [form, ...doc.querySelectorAll(REVIEW)].forEach((element) => markBusy(element, false)),
    failed: () => showError(doc, COUPON_FAILED, form),
    closeForm: () => togglePanel(form, toggle(), false),
  };
  const requests = madeOnDemand(() => import('./requests').then(({ couponRequests }) => couponRequests(form, ctx, page)));
  const unavailable = (error: unknown) => {
    ctx.log.warn('the coupon requests could not load:', error);
    page.idle();
    page.failed();
  };
  /** A refused code's error goes when the field is edited, as WooCommerce clears it. */
  const clearError = (event: Event) => {
    const input = form.querySelector<HTMLInputElement>('#coupon_code');
    if (input && (event.type === 'submit' || event.target === input)) clearCouponError(input);
  };

  ctx.listen(form, 'submit', (event) => {
    event.preventDefault();
    clearError(event);
    if (form.classList.contains('processing')) return;
    markBusy(form, true);
    requests.use((made) => made.apply(), unavailable);
  });
  ctx.listen('document', 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('a.showcoupon')) {
      event.preventDefault();
      // Opened, the focus goes to the code field, as WooCommerce moves it once its slide ends.
      if (togglePanel(form, toggle())) form.querySelector<HTMLElement>('input, button')?.focus();
      return;
    }
    const link = target?.closest(REMOVE_LINKS);
    if (!link) return;
    event.preventDefault();
    const review = link.closest(REVIEW);
    if (review) markBusy(review, true);
    requests.use((made) => made.remove(link), unavailable);
  });
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => clickOnSpace(event, REMOVE_LINKS));
  ctx.listen(form, 'input', clearError);
  ctx.listen(form, 'change', clearError);
}
