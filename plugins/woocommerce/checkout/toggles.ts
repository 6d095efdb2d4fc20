/**
 * checkout.js's toggles (docs/plugins/woocommerce-checkout.md#toggles):
 * "Click here to login" shows or hides the login form, brought into view when
 * it opens; the terms link shows the terms printed on the page (a link whose
 * terms are not printed stays a link); "Create an account?" shows the account
 * fields while it is ticked. The links are delegated: the terms link comes
 * again with each review refresh, the login link sits above the form. The
 * coupon's toggle is checkout-coupon's.
 */
import type { PluginContext } from '../../../kernel/types';
import { isClosed, togglePanel } from '../panel-toggle';

const TERMS_LINK = 'woocommerce-terms-and-conditions-link';

/** `guestCheckout`: wc_checkout_params.option_guest_checkout is "yes", where WooCommerce binds "Create an account?". */
export function bindToggles(form: HTMLFormElement, ctx: PluginContext, guestCheckout: boolean): void {
  const doc = ctx.browser.document;
  const panels = (selector: string) => Array.from(doc.querySelectorAll<HTMLElement>(selector));

  const createAccount = doc.querySelector<HTMLInputElement>('input#createaccount');
  if (guestCheckout && createAccount) {
    const fit = () => {
      for (const fields of panels('div.create-account')) togglePanel(fields, null, createAccount.checked);
      if (!createAccount.checked) return;
      // Ticked, the password starts empty (a browser may have filled it in), as WooCommerce empties it.
      const password = doc.querySelector<HTMLInputElement>('#account_password');
      if (!password) return;
      password.value = '';
      password.dispatchEvent(new Event('change', { bubbles: true }));
    };
    ctx.listen(createAccount, 'change', fit);
    fit();
  }

  ctx.listen('document', 'click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a.showlogin')) return;
    event.preventDefault();
    for (const login of panels('form.login, form.woocommerce-form--login')) {
      // jsdom has no scrollIntoView; browsers all do.
      if (togglePanel(login, null)) login.scrollIntoView?.({ block: 'nearest' });
    }
  });
  ctx.listen(form, 'click', (event) => {
    const terms = panels('.woocommerce-terms-and-conditions');
    if (!(event.target instanceof Element) || !event.target.closest(`a.${TERMS_LINK}`) || terms.length === 0) return;
    event.preventDefault();
    const open = isClosed(terms[0]!);
    for (const panel of terms) togglePanel(panel, null, open);
    doc.querySelectorAll(`.${TERMS_LINK}`).forEach((link) => {
      link.classList.toggle(`${TERMS_LINK}--open`, open);
      link.classList.toggle(`${TERMS_LINK}--closed`, !open);
    });
  });
}
