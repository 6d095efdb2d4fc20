/**
 * Coupon errors as a banner (docs/plugins/theme-shop.md#coupon-errors):
 * WooCommerce's cart script shows a rejected code's message inline under its
 * coupon field (the field gets `has-error`), in the form's actions row that
 * the theme may hide. After the cart refreshes, when the field has the error
 * class, the message is copied as text into the notices area as an error
 * banner; a later refresh without the error removes the banner.
 */
import type { PluginContext } from '../../../kernel/types';
import '../../woocommerce/cart-events';
import '../events';
import { clearBanner, showErrorBanner } from '../notices';

const KIND = 'coupon-error';
const ERROR_CLASSES = ['has-error', 'woocommerce-invalid'];
const MESSAGES = '.coupon-error-notice, #coupon-error-notice';

/** The coupon error the page shows now, or null. */
export function couponError(doc: Document): string | null {
  const field = doc.querySelector<HTMLInputElement>('.woocommerce-cart-form #coupon_code');
  if (!field || !ERROR_CLASSES.some((c) => field.classList.contains(c))) return null;
  const described = field.getAttribute('aria-describedby');
  const message = (described ? doc.getElementById(described) : null) ?? field.closest('.coupon')?.querySelector(MESSAGES) ?? doc.querySelector(MESSAGES);
  const text = message?.textContent?.trim();
  return text ? text : null;
}

export function mount(_form: Element, ctx: PluginContext): void {
  ctx.scope.get('refreshes', (scope) => {
    const doc = scope.browser.document;
    const check = () => {
      const text = couponError(doc);
      if (text) showErrorBanner(doc, KIND, text, doc.querySelector('form.woocommerce-cart-form'));
      else clearBanner(doc, KIND);
    };
    scope.bus.on('applied_coupon', check);
    scope.bus.on('updated_wc_div', check);
    scope.bus.on('updated_cart_totals', check);
    scope.bus.on('removed_coupon', () => clearBanner(doc, KIND));
    return true;
  });
}
