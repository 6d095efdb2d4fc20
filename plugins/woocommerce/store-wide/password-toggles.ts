/**
 * A show/hide button beside every password field of WooCommerce's forms: an account form's field is
 * wrapped in `span.password-input` first (the checkout prints its own wrapper), the button is
 * labelled "Show password" or "Hide password" (woocommerce_params) and switches the field's type.
 * Cleanup takes the buttons and the wrappers it made away again.
 */
import type { StoreWideContext } from './plugin';

const WRAPPER_CLASS = 'password-input';
const SHOWN_CLASS = 'display-password';

export function addPasswordToggles(ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  const { i18n_password_show: showLabel, i18n_password_hide: hideLabel } = ctx.settings.params;
  const made: HTMLElement[] = [];

  doc.querySelectorAll('.woocommerce form .woocommerce-Input[type="password"]').forEach((input) => {
    const wrapper = doc.createElement('span');
    wrapper.className = WRAPPER_CLASS;
    input.replaceWith(wrapper);
    wrapper.append(input);
    made.push(wrapper);
  });
  doc.querySelectorAll('.woocommerce form input[type="password"]').forEach((input) => {
    if (input.parentElement?.localName === 'span') input.parentElement.classList.add(WRAPPER_CLASS);
  });

  for (const wrapper of doc.querySelectorAll(`.${WRAPPER_CLASS}`)) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'show-password-input';
    button.setAttribute('aria-label', showLabel);
    button.setAttribute('aria-describedby', wrapper.querySelector('input')?.id ?? '');
    wrapper.append(button);
    made.push(button);
    ctx.listen(button, 'click', (event) => {
      event.preventDefault();
      const shown = button.classList.toggle(SHOWN_CLASS);
      button.setAttribute('aria-label', shown ? hideLabel : showLabel);
      const inputs = Array.from(wrapper.children).filter((child): child is HTMLInputElement => child.localName === 'input');
      for (const input of inputs) if (input.type === (shown ? 'password' : 'text')) input.type = shown ? 'text' : 'password';
      inputs[0]?.focus();
    });
  }

  ctx.onCleanup(() =>
    made.reverse().forEach((node) => {
      if (node.localName === 'button') node.remove();
      else node.replaceWith(...Array.from(node.childNodes));
    }),
  );
}
