/**
 * WooCommerce's country-select and address-i18n scripts without jQuery
 * (docs/plugins/woocommerce-checkout.md#countries-and-states): one mount per
 * country field, working on its address group. A country change fits the state field to the country
 * (country_to_state_changed), then announces country_to_state_changing, on
 * which the address rules relabel, mark, hide and re-order the group's fields.
 * Where the page still loads either original script, that half stands down.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { legacyScriptRuns } from '../legacy-scripts';
import { applyAddressRules } from './address-rules';
import './events';
import { ADDRESS_I18N_PARAMS, COUNTRY_SELECT_PARAMS, fieldSelectors, jsonTable, localeTable, printedStates } from './settings';
import { fitStateField } from './state-field';

export const settings = { countrySelect: COUNTRY_SELECT_PARAMS, addressI18n: ADDRESS_I18N_PARAMS };
type Context = PluginContext<SettingsOf<typeof settings>>;

const COUNTRY_FIELDS = 'select.country_to_state, input.country_to_state';
/** The address groups WooCommerce's scripts look for a country's state field in. */
const ADDRESS_GROUPS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';

/** The element behind a wrapper argument: itself, or the first element of a jQuery collection. */
const unwrap = (value: unknown): unknown => (value instanceof Element ? value : (value as { 0?: unknown } | null)?.[0]);

/** The tables, read once per page. */
function tablesOf(ctx: Context) {
  return ctx.scope.get('tables', (scope) => {
    const warn = (path: string, problem: string) => scope.log.warn(`${path}: ${problem}; ignoring it`);
    const { countrySelect, addressI18n } = ctx.settings;
    // A table the page does not print, or prints unreadable, turns its half off (null).
    const table = (global: string, text: string, path: string) => (ctx.global(global) === undefined ? null : jsonTable(text, path, warn));
    const locale = table('wc_address_i18n_params', addressI18n.locale, 'wc_address_i18n_params.locale');
    return {
      states:
        ctx.global('wc_country_select_params') === undefined
          ? null
          : printedStates(countrySelect.countries, 'wc_country_select_params.countries', warn),
      locale: locale && localeTable(locale),
      fields: fieldSelectors(table('wc_address_i18n_params', addressI18n.locale_fields, 'wc_address_i18n_params.locale_fields')),
    };
  });
}

export function mount(country: Element, ctx: Context) {
  const doc = ctx.browser.document;
  const wrapper = country.closest(ADDRESS_GROUPS) ?? country.closest('form');
  if (!wrapper || !country.matches(COUNTRY_FIELDS)) return;
  // Known without reading the tables: whether the page prints them and does not load WooCommerce's own script.
  const fitsStates = ctx.global('wc_country_select_params') !== undefined && !legacyScriptRuns(doc, 'wc-country-select');
  const appliesRules = ctx.global('wc_address_i18n_params') !== undefined && !legacyScriptRuns(doc, 'wc-address-i18n');
  if (!fitsStates && !appliesRules) return;
  const texts = { required: ctx.settings.addressI18n.i18n_required_text, optional: ctx.settings.addressI18n.i18n_optional_text };

  /** The load's country_to_state_changing, while it waits for its task. */
  let atLoad: number | undefined;
  const countryChanged = (country: string, load = false) => {
    ctx.clock.clearTimeout(atLoad);
    const $wrapper = ctx.browser.wrap(wrapper);
    const { states } = tablesOf(ctx);
    // null: no table to go by, the state field is left as it is.
    const row = fitsStates && states ? states(country) : null;
    if (row !== null && fitStateField(wrapper, row, ctx.settings.countrySelect.i18n_select_state_text)) {
      ctx.bus.emit('country_to_state_changed', country, $wrapper);
    }
    const changing = () => ctx.bus.emit('country_to_state_changing', country, $wrapper);
    // At load, the address rules it brings wait for the next task: the page printed the fields for this
    // country, so they rarely change anything, and with the fit they made one long task at a phone's speed.
    // A change meanwhile makes them the new country's.
    if (load) atLoad = ctx.clock.setTimeout(changing, 0);
    else changing();
  };

  if (appliesRules) {
    ctx.bus.on('country_to_state_changing', (country, target) => {
      if (unwrap(target) !== wrapper || typeof country !== 'string') return;
      const { locale, fields } = tablesOf(ctx);
      if (locale) applyAddressRules(wrapper, country, locale, fields, texts);
    });
  }
  const field = country as HTMLSelectElement | HTMLInputElement;
  ctx.listen(field, 'change', () => countryChanged(field.value));
  if (field.value !== '') countryChanged(field.value, true);
}
