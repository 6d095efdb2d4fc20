import { SettingsReader } from '../../../adapters/settings-reader';
import { testEnvironment } from '../../../test/support';
import { attributionSettings, DEFAULT_FIELDS } from '../settings';

function read(global: unknown) {
  const env = testEnvironment({ global: (name) => (name === 'wc_order_attribution' ? global : undefined) });
  const settings = new SettingsReader(env).read(attributionSettings).global;
  return { settings, warnings: env.console.warn.mock.calls.map((call) => String(call[0])) };
}

describe('the wc_order_attribution global', () => {
  it("[ATTR-009] [ATTR-010] [ATTR-011] what WooCommerce prints is read as printed; what it leaves out takes sourcebuster's defaults", () => {
    const printed = read({ params: { lifetime: 1.0e-5, session: '45', base64: '1', prefix: 'wc_order_attribution_', allowTracking: false }, fields: { source_type: 'current.typ' } });
    expect(printed.settings.params).toEqual({ lifetime: 1.0e-5, session: 45, base64: true, prefix: 'wc_order_attribution_', allowTracking: false, promocode: undefined, user_ip: '(none)' });
    expect(printed.settings.fields).toEqual({ source_type: 'current.typ' });
    expect(printed.warnings).toEqual([]);
    const bare = read({});
    expect(bare.settings.params).toMatchObject({ lifetime: 6, session: 30, base64: false, allowTracking: true });
    expect(bare.settings.fields).toEqual(DEFAULT_FIELDS);
    expect(read({ params: {}, fields: [] }).settings.fields).toEqual(DEFAULT_FIELDS);
    // PHP prints an unset value as null: the default, without a warning.
    const unset = read({ params: { lifetime: null, promocode: null } });
    expect(unset.settings.params.lifetime).toBe(6);
    expect(unset.settings.params.promocode).toBeUndefined();
    expect(unset.warnings).toEqual([]);
  });

  it('[ATTR-009] [ATTR-010] [ATTR-011] a bad field warns once, naming it, and takes its default; the fields around it are kept', () => {
    const { settings, warnings } = read({ params: { lifetime: 'soon', session: 'half an hour', base64: 'maybe', allowTracking: false }, fields: { source_type: 7 } });
    expect(settings.params).toMatchObject({ lifetime: 6, session: 30, base64: false, allowTracking: false });
    expect(settings.fields).toEqual(DEFAULT_FIELDS);
    expect(warnings).toHaveLength(4);
    for (const field of ['params.lifetime', 'params.session', 'params.base64', 'fields']) {
      expect(warnings.filter((message) => message.includes(`wc_order_attribution.${field}:`))).toHaveLength(1);
    }
  });

  it('[ATTR-006] [ATTR-007] the promo code option: true for 100000-999999, a range of its own, or off', () => {
    expect(read({ params: { promocode: true } }).settings.params.promocode).toEqual({ min: 100000, max: 999999 });
    expect(read({ params: { promocode: { min: '5', max: 120 } } }).settings.params.promocode).toEqual({ min: 5, max: 120 });
    expect(read({ params: { promocode: false } }).settings.params.promocode).toBeUndefined();
    const reversed = read({ params: { promocode: { min: 9, max: 1 } } });
    expect(reversed.settings.params.promocode).toBeUndefined();
    expect(reversed.warnings).toHaveLength(1);
  });

  it('a global that is not an object warns and gives the defaults', () => {
    const { settings, warnings } = read('on');
    expect(settings.params.lifetime).toBe(6);
    expect(warnings).toHaveLength(1);
  });
});
