import { definePlugin } from '../../../kernel/types';

/** WooCommerce's country/state selects and address rules per country (docs/plugins/woocommerce-checkout.md#countries-and-states). */
export const wooCountrySelect = definePlugin({
  name: 'woocommerce/country-select',
  selectors: ['.country_to_state'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_country_select_params'],
  reads: ['wc_country_select_params', 'wc_address_i18n_params'],
  pageEvents: ['country_to_state_changed', 'country_to_state_changing', 'wc_address_i18n_ready'],
  load: () => import('./plugin'),
});
