import { SettingsReader } from '../../../adapters/settings-reader';
import { antiSpamSettings, ctPublic, ctPublicFunctions } from '../settings';
import { testEnvironment } from '../../../test/support';
import { cleantalkGlobals, FUNCTIONS, PUBLIC } from './cleantalk';

/** The settings as read from these page globals. */
function read(globals: Record<string, unknown> = {}) {
  const env = testEnvironment({ global: (name) => globals[name] });
  const reader = new SettingsReader(env);
  return { settings: antiSpamSettings({ functions: reader.readOne(ctPublicFunctions), pub: reader.readOne(ctPublic) }), env };
}

describe('anti-spam settings', () => {
  it('[SPAM-051] reads every key of the settings object from the printed globals, PHP strings coerced', () => {
    const { settings } = read(cleantalkGlobals({ cookiePrefix: 'wp$ct_', data__ajax_type: 'rest' }, { bot_detector_enabled: '1', pixel__setting: 3, force_alt_cookies: true }));
    expect(settings).toMatchObject({
      data__key_is_ok: true,
      data__cookies_type: 'native',
      data__ajax_type: 'rest',
      settings__data__bot_detector_enabled: true,
      pixel__setting: '3',
      pixel__url: '',
      pixel__enabled: false,
      data__email_check_before_post: true,
      data__email_check_exist_post: true,
      data__visible_fields_required: true,
      settings__forms__search_test: true,
      settings__sfw__anti_crawler: false,
      force_alt_cookies: true,
      ct_checkjs_key: PUBLIC.ct_checkjs_key,
      // Reduced to [A-Za-z1-9_-] as CleanTalk does.
      cookiePrefix: 'wpct_',
    });
    expect(settings.functions.text__ee_got_it).toBe(FUNCTIONS.text__ee_got_it);
  });

  it('[SPAM-051] the older settings__data__bot_detector_enabled name still turns the detector on', () => {
    expect(read(cleantalkGlobals({}, { bot_detector_enabled: undefined, settings__data__bot_detector_enabled: 1 })).settings.settings__data__bot_detector_enabled).toBe(true);
  });

  it('[SPAM-051] missing globals give the defaults: admin-ajax, native cookies, no checks, texts in English', () => {
    const { settings, env } = read();
    expect(settings).toMatchObject({
      data__key_is_ok: false,
      data__cookies_type: 'native',
      data__ajax_type: 'admin_ajax',
      settings__data__bot_detector_enabled: false,
      pixel__setting: '0',
      data__email_check_exist_post: false,
      data__visible_fields_required: true,
      force_alt_cookies: false,
      ct_checkjs_key: '0',
      cookiePrefix: '',
    });
    expect(settings.functions.text__ee_cannot_decode).toBe('Can not decode email. Unknown reason');
    expect(env.console.warn).not.toHaveBeenCalled();
  });

  it('[SPAM-051] a setting CleanTalk prints as null (pixel__url before the pixel is made) takes its default without a warning', () => {
    const { settings, env } = read(cleantalkGlobals({}, { pixel__url: null, pixel__setting: null }));
    expect([settings.pixel__url, settings.pixel__setting]).toEqual(['', '0']);
    expect(env.console.warn).not.toHaveBeenCalled();
  });

  it.each(['native', 'alternative', 'none'])('[SPAM-052] data__cookies_type %s is accepted', (type) => {
    expect(read(cleantalkGlobals({ data__cookies_type: type })).settings.data__cookies_type).toBe(type);
  });

  it('[SPAM-052] any other cookie type warns once and falls back to native', () => {
    const { settings, env } = read(cleantalkGlobals({ data__cookies_type: 'cookieless' }));
    expect(settings.data__cookies_type).toBe('native');
    expect(env.console.warn).toHaveBeenCalledTimes(1);
    expect(env.console.warn.mock.calls[0]![0]).toContain('ctPublicFunctions.data__cookies_type');
  });

  it('[SPAM-051] a bad field warns once, naming the global and the field, takes its default and leaves the others alone', () => {
    const globals = cleantalkGlobals({ _ajax_url: { path: '/wp-admin/admin-ajax.php' } }, { data__key_is_ok: 'maybe', ct_checkjs_key: 1203917442 });
    const env = testEnvironment({ global: (name) => globals[name] });
    const reader = new SettingsReader(env);
    const settings = antiSpamSettings({ functions: reader.readOne(ctPublicFunctions), pub: reader.readOne(ctPublic) });
    reader.readOne(ctPublic);
    expect(settings.data__key_is_ok).toBe(false);
    expect(settings.functions._ajax_url).toBe('/wp-admin/admin-ajax.php');
    expect(settings.ct_checkjs_key).toBe('1203917442');
    expect(settings.data__visible_fields_required).toBe(true);
    const warnings = (env.console.warn as jest.Mock).mock.calls.map((call: unknown[]) => String(call[0]));
    expect(warnings).toHaveLength(2);
    expect(warnings.find((warning) => warning.includes('ctPublic.data__key_is_ok'))).toBeDefined();
    expect(warnings.find((warning) => warning.includes('ctPublicFunctions._ajax_url'))).toBeDefined();
  });

  it('[SPAM-051] a global that is not an object, and fields of the wrong kind, give the defaults with one warning each', () => {
    const { settings, env } = read({ ctPublicFunctions: 'broken', ctPublic: { data__ajax_type: false, force_alt_cookies: [], pixel__setting: 7 } });
    expect(settings).toMatchObject({ data__ajax_type: 'admin_ajax', data__cookies_type: 'native', force_alt_cookies: false, pixel__setting: '0' });
    expect(settings.functions._ajax_url).toBe('/wp-admin/admin-ajax.php');
    const warnings = (env.console.warn as jest.Mock).mock.calls.map((call: unknown[]) => String(call[0]));
    expect(warnings).toEqual([
      expect.stringContaining('ctPublicFunctions: expected an object, got a string'),
      expect.stringContaining('ctPublic.force_alt_cookies: expected a flag, got an array'),
    ]);
  });
});
