/** The theme's multi-step checkout and its scroll to the server's checkout errors (docs/plugins/theme-shop.md#checkout-steps). */
import { definePlugin } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** Avada's event after a step was refused, with the banner's text. */
    avada_checkout_error: [message: string];
  }
}

export const checkoutSteps = definePlugin({
  name: 'theme-shop/checkout-steps',
  selectors: ['form.woocommerce-checkout'],
  after: ['theme'],
  reads: ['avadaWooCommerceVars'],
  uses: ['spawn'],
  pageEvents: ['avada_checkout_error', 'updated_checkout', 'checkout_error', 'updated_wc_div', 'ajaxComplete'],
  load: () => import('./plugin'),
});
