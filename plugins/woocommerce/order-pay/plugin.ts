/**
 * The pay-for-order page without checkout.js (docs/plugins/woocommerce-order-pay.md): on a page whose
 * body has `woocommerce-order-pay`, the order's own `form#order_review` gets the checkout's payment
 * methods (one always chosen, only its box shown, the button's text from the gateway,
 * `payment_method_selected` on a change) and terms link, and no browser validation. The form posts
 * itself, as WooCommerce's does: while the page posts it is marked busy, in place of BlockUI's overlay,
 * and a second submit is refused.
 */
import type { PluginContext } from '../../../kernel/types';
import { markBusy } from '../busy';
import '../checkout/events';
import { initPaymentMethods, onMethodChange, showChosenMethod } from '../checkout/payment-methods';
import { bindToggles } from '../checkout/toggles';
import { legacyScriptRuns } from '../legacy-scripts';

export function mount(element: Element, ctx: PluginContext): void {
  const form = element as HTMLFormElement;
  const doc = ctx.browser.document;
  if (legacyScriptRuns(doc, 'wc-checkout') || !doc.body.classList.contains('woocommerce-order-pay')) return;
  form.noValidate = true;

  const noteMethod = onMethodChange(initPaymentMethods(form), () => ctx.bus.emit('payment_method_selected'));
  ctx.listen(form, 'change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'payment_method') noteMethod(showChosenMethod(form));
  });
  // The terms link; the page has no login link nor "Create an account?".
  bindToggles(form, ctx, false);

  ctx.listen(form, 'submit', (event) => {
    if (form.getAttribute('aria-busy') === 'true') {
      event.preventDefault();
      return;
    }
    // A gateway's own handler may stop the post to take the payment its way: only a post that goes ahead marks the form.
    ctx.clock.setTimeout(() => {
      if (!event.defaultPrevented) markBusy(form, true);
    }, 0);
  });
  // Back from the next page, a browser may show this one as it was left, busy: it is not.
  ctx.listen('window', 'pageshow', () => markBusy(form, false));
}
