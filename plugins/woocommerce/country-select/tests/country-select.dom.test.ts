/** Country/state selects and address rules without jQuery. */
import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../../test/support';
import { ADDRESS_I18N_PARAMS, checkoutMarkup, COUNTRY_SELECT_PARAMS } from '../../checkout/tests/checkout-page';
import { wooCountrySelect } from '../definition';
import { jsonTable, printedStates } from '../settings';

let testbed: Testbed;

async function open(globals: Record<string, unknown> = {}, options: { markup?: string; quiet?: boolean } = {}) {
  testbed = await openTestbed(options.markup ?? checkoutMarkup(), [wooCountrySelect], {
    globals: { wc_country_select_params: COUNTRY_SELECT_PARAMS, wc_address_i18n_params: ADDRESS_I18N_PARAMS, ...globals },
    quiet: options.quiet,
  });
  return testbed;
}

afterEach(() => testbed.close());

const billing = () => document.querySelector('.woocommerce-billing-fields')!;
const state = () => document.getElementById('billing_state') as HTMLInputElement | HTMLSelectElement;
const stateRow = () => document.getElementById('billing_state_field')!;
const label = (id: string) => document.querySelector(`label[for="${id}"]`)!;
const chooseCountry = (code: string) => {
  const select = document.getElementById('billing_country') as HTMLSelectElement;
  select.value = code;
  fireEvent.change(select);
};
const rowOrder = () => Array.from(document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')).map((row) => row.id.replace(/^billing_|_field$/g, ''));

describe('country select: the state field follows the country', () => {
  it('keeps a select of the country\'s states with the chosen state on load', async () => {
    await open();
    expect(state()).toBeInstanceOf(HTMLSelectElement);
    expect(Array.from((state() as HTMLSelectElement).options, (o) => o.value)).toEqual(['', 'CA', 'NY', 'TX', 'WA']);
    expect(state().value).toBe('CA');
  });

  it('hides the state row behind a hidden field for a country without states, and fires the events with the wrapper', async () => {
    await open();
    const events = testbed.recordEvents(['country_to_state_changed', 'country_to_state_changing']);
    chooseCountry('DE');
    expect(state()).toBeInstanceOf(HTMLInputElement);
    expect(state()).toHaveAttribute('type', 'hidden');
    expect(state()).toHaveAttribute('name', 'billing_state');
    expect(stateRow().style.display).toBe('none');
    expect(events.map((e) => e.name)).toEqual(['country_to_state_changed', 'country_to_state_changing']);
    expect(events[0]!.detail).toEqual(['DE', billing()]);
  });

  it('gives a text field for a country the shop lists no states for, and a select again for one it does', async () => {
    await open();
    chooseCountry('GB');
    expect(state()).toBeInstanceOf(HTMLInputElement);
    expect(state()).toHaveAttribute('type', 'text');
    expect(state()).toHaveClass('input-text');
    expect(state()).toHaveAttribute('autocomplete', 'address-level1');
    expect(stateRow().style.display).toBe('');
    (state() as HTMLInputElement).value = 'Kent';
    chooseCountry('CA');
    expect(state()).toBeInstanceOf(HTMLSelectElement);
    expect(state()).toHaveClass('state_select');
    expect(Array.from((state() as HTMLSelectElement).options, (o) => o.textContent)).toEqual(['Select an option…', 'British Columbia', 'Ontario', 'Quebec']);
    expect(state().value).toBe('');
    expect(label('billing_state')).toBeTruthy();
  });
});

describe('address rules per country', () => {
  it('relabels the fields for the country and keeps one required mark', async () => {
    await open();
    chooseCountry('CA');
    expect(label('billing_postcode').textContent).toBe('Postal code\u00a0*');
    expect(label('billing_state').textContent).toBe('Province\u00a0*');
    expect(label('billing_state').querySelectorAll('abbr.required')).toHaveLength(1);
    chooseCountry('US');
    expect(label('billing_postcode').textContent).toBe('ZIP Code\u00a0*');
  });

  it('makes a field optional where the country does not need it, and required again where it does', async () => {
    await open();
    chooseCountry('GB');
    expect(stateRow()).not.toHaveClass('validate-required');
    expect(label('billing_state').querySelector('.optional')!.textContent).toBe('(optional)');
    expect(label('billing_state').querySelector('.required')).toBeNull();
    chooseCountry('US');
    expect(stateRow()).toHaveClass('validate-required');
    expect(label('billing_state').querySelector('.optional')).toBeNull();
    expect(state()).toHaveAttribute('aria-required', 'true');
  });

  it('writes nothing outside the state row when the fields already follow the country (as printed at load)', async () => {
    await open();
    chooseCountry('DE');
    const changed = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const row = (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('.form-row');
        if (row !== stateRow()) changed.add(`${record.type} ${row?.id ?? (record.target as Element).className}`);
      }
    });
    observer.observe(billing(), { subtree: true, childList: true, attributes: true, characterData: true });
    chooseCountry('DE');
    await Promise.resolve();
    observer.disconnect();
    expect([...changed]).toEqual([]);
    expect(label('billing_postcode').textContent).toBe('Postcode / ZIP\u00a0*');
    expect(label('billing_postcode').querySelectorAll('abbr.required')).toHaveLength(1);
  });

  it("applies the load's rules in the task after the mount, and a change before then keeps the new country's", async () => {
    testbed = await openTestbed(checkoutMarkup(), [wooCountrySelect], {
      globals: { wc_country_select_params: COUNTRY_SELECT_PARAMS, wc_address_i18n_params: ADDRESS_I18N_PARAMS },
      start: false,
    });
    const events = testbed.recordEvents(['country_to_state_changing']);
    testbed.runtime.start();
    // One timer at a time, until the mount: the load's rules are the next timer then.
    for (let turn = 0; turn < 200; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (testbed.runtime.stats().mounts > 0) break;
      testbed.clock.runNext(testbed.clock.now());
    }
    expect(testbed.runtime.stats().mounts).toBeGreaterThan(0);
    expect(events).toEqual([]);
    chooseCountry('CA');
    await testbed.settle();
    // Billing's load rules (US) were dropped for the change; shipping's still came, in their task.
    expect(events.map((event) => [event.detail[0], (event.detail[1] as Element).className])).toEqual([
      ['CA', 'woocommerce-billing-fields'],
      ['US', 'woocommerce-shipping-fields'],
    ]);
    expect(label('billing_postcode').textContent).toBe('Postal code\u00a0*');
  });

  it('re-orders the rows by the country\'s priorities', async () => {
    await open();
    expect(rowOrder().slice(3, 9)).toEqual(['country', 'address_1', 'address_2', 'city', 'state', 'postcode']);
    chooseCountry('DE');
    expect(rowOrder().slice(3, 9)).toEqual(['country', 'address_1', 'address_2', 'postcode', 'city', 'state']);
    chooseCountry('US');
    expect(rowOrder().slice(3, 9)).toEqual(['country', 'address_1', 'address_2', 'city', 'state', 'postcode']);
  });
});

describe('country select: bad globals and coexistence', () => {
  it('warns once naming the field when the countries table is not JSON, and leaves the state field alone', async () => {
    await open({ wc_country_select_params: { ...COUNTRY_SELECT_PARAMS, countries: '{not json' } }, { quiet: true });
    const warnings = testbed.console.warn.mock.calls.flat().join(' ');
    expect(warnings.match(/wc_country_select_params\.countries/g)).toHaveLength(1);
    chooseCountry('DE');
    expect(state()).toBeInstanceOf(HTMLSelectElement);
    expect(document.querySelector('#billing_postcode_field')!.getAttribute('data-priority')).toBe('65');
  });

  it("stands down where the page loads WooCommerce's own country-select and address-i18n scripts", async () => {
    await open({}, { markup: `<script id="wc-country-select-js"></script><script id="wc-address-i18n-js"></script>${checkoutMarkup()}` });
    chooseCountry('DE');
    expect(state()).toBeInstanceOf(HTMLSelectElement);
    expect(label('billing_postcode').textContent).toBe('ZIP Code\u00a0*');
  });
});

describe('printed tables', () => {
  it('reads a table printed with &quot; for its quotes and one printed as plain JSON alike', () => {
    const warn = jest.fn();
    const table = { GB: [], CA: { ON: 'Ontario' } };
    expect(jsonTable(JSON.stringify(table).replace(/"/g, '&quot;'), 'countries', warn)).toEqual(table);
    expect(jsonTable(JSON.stringify(table), 'countries', warn)).toEqual(table);
    expect(warn).not.toHaveBeenCalled();
  });

  // As WooCommerce prints it: countries with states by name, so Italy's provinces (Rovigo is "RO")
  // come before Romania's row and the United States' California ("CA") before Canada's; the United
  // Kingdom has no row, Liberia's Grand Bassa is "GB".
  const STATES = {
    AF: [],
    IT: { CE: 'Caserta', RO: 'Rovigo' },
    LR: { GB: 'Grand Bassa' },
    RO: { AB: 'Alba', B: 'Bucure\u0219ti' },
    US: { CA: 'California', NY: 'New York "The Empire State"' },
    CA: { ON: 'Ontario', QC: 'Qu\u00e9bec' },
    AX: false,
  };

  it("reads one country's row without parsing the whole table, the same row as the whole table gives", () => {
    const warn = jest.fn();
    const parse = jest.spyOn(JSON, 'parse');
    try {
      for (const text of [JSON.stringify(STATES), JSON.stringify(STATES, null, 2)]) {
        const states = printedStates(text, 'countries', warn);
        parse.mockClear();
        expect(states('RO')).toEqual({ AB: 'Alba', B: 'Bucure\u0219ti' });
        expect(states('CA')).toEqual({ ON: 'Ontario', QC: 'Qu\u00e9bec' });
        expect(states('US')).toEqual(STATES.US);
        expect(states('AF')).toEqual({});
        expect(states('AX')).toBeUndefined();
        expect(states('GB')).toBeUndefined();
        expect(parse.mock.calls.every(([parsed]) => String(parsed).length < 100)).toBe(true);
      }
    } finally {
      parse.mockRestore();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a table printed with &quot; whole, and turns the states off with one warning where it is not JSON', () => {
    const warn = jest.fn();
    expect(printedStates(JSON.stringify(STATES).replace(/"/g, '&quot;'), 'countries', warn)('RO')).toEqual({ AB: 'Alba', B: 'Bucure\u0219ti' });
    expect(warn).not.toHaveBeenCalled();
    const broken = printedStates('{"RO":{"AB":"Alba"', 'countries', warn);
    expect(broken('RO')).toBeNull();
    expect(broken('DE')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(printedStates('{"RO":{"AB":"Alba",},"US":{}}', 'countries', warn)('RO')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

