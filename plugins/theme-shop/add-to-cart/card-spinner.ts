/**
 * Avada's feedback on a product card's ajax add-to-cart button
 * (docs/plugins/theme-shop.md#add-to-cart): WooCommerce's add-to-cart script
 * sends the request; the card's `.cart-loading` shows the spinner icon for
 * two seconds, then the check mark, and the card is marked `fusion-item-in-cart`.
 * A disabled button does nothing.
 */
import type { PluginContext } from '../../../kernel/types';
import { cartSpinnerMachine } from '../../../machines/theme-shop/cart-spinner';

const SPINNER_ICON = 'awb-icon-spinner';
const CHECK_ICON = 'awb-icon-check-square-o';
const IN_CART = 'fusion-item-in-cart';

export function mountCardSpinner(button: Element, ctx: PluginContext): void {
  const card = button.closest('.product, li, .swiper-slide');
  const loading = card?.querySelector<HTMLElement>('.cart-loading');
  if (!card || !loading) return;
  const icon = loading.querySelector('i');
  // Post cards show their rollover while the spinner turns.
  const rollover = card.classList.contains('post-card') ? card.querySelector('.fusion-image-wrapper') : null;

  const actor = ctx.spawn(
    cartSpinnerMachine.provide({
      actions: {
        showSpinner: () =>
          ctx.write(() => {
            icon?.classList.remove(CHECK_ICON);
            icon?.classList.add(SPINNER_ICON);
            loading.style.display = 'block';
            rollover?.classList.add('hover');
            card.setAttribute('aria-busy', 'true');
          }),
        markInCart: () =>
          ctx.write(() => {
            icon?.classList.remove(SPINNER_ICON);
            icon?.classList.add(CHECK_ICON);
            (loading.closest('.fusion-clean-product-image-wrapper, li') ?? card).classList.add(IN_CART);
            rollover?.classList.remove('hover');
            card.removeAttribute('aria-busy');
          }),
      },
    }),
  );
  ctx.listen(button, 'click', () => {
    if (!button.classList.contains('disabled')) actor.send({ type: 'CLICK' });
  });
}
