/**
 * Live regions a screen reader may not announce when the page fills them: the first alert notice
 * gets focus half a second after the page is ready and after the classic cart re-renders
 * (updated_wc_div); the shop's result count is announced again 2 s after load. Without the archive
 * add to cart script (its setting off), a mini cart's remove link, a role="button" link, also works
 * with Space.
 */
import type { StoreWideContext } from './plugin';
import '../cart-events';

const ALERT_NOTICES = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner'].map((name) => `.${name}[role="alert"]`).join(', ');
export const NOTICE_FOCUS_DELAY_MS = 500;
export const RESULT_COUNT_DELAY_MS = 2000;

export function bindNoticeFocus(ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  const focusFirstNotice = () => {
    const notice = doc.querySelector<HTMLElement>(ALERT_NOTICES);
    if (!notice) return;
    notice.setAttribute('tabindex', '-1');
    ctx.clock.setTimeout(() => notice.focus(), NOTICE_FOCUS_DELAY_MS);
  };
  focusFirstNotice();
  ctx.bus.on('updated_wc_div', focusFirstNotice);

  const count = doc.querySelector('.woocommerce-result-count');
  if (count) {
    count.setAttribute('aria-hidden', 'true');
    ctx.clock.setTimeout(() => {
      count.setAttribute('aria-hidden', 'false');
      const content = Array.from(count.childNodes);
      count.replaceChildren();
      count.append(...content);
    }, RESULT_COUNT_DELAY_MS);
  }

  if (ctx.global('wc_add_to_cart_params') === undefined) {
    ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
      const link = event.target instanceof HTMLElement && event.target.closest<HTMLElement>('.remove_from_cart_button');
      if (!link || event.key !== ' ') return;
      event.preventDefault();
      link.click();
    });
  }
}
