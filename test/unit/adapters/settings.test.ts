import * as yup from 'yup';
import { answerWarnings, flag, fromYup, list, nullable, numeric, object, oneOf, optional, pageGlobal, record, text } from '../../../adapters/settings';
import { SettingsReader } from '../../../adapters/settings-reader';
import { checked, misfit } from '../../../adapters/shapes';
import { testEnvironment } from '../../support';

const ctPublicFunctions = pageGlobal(
  'ctPublicFunctions',
  object({
    _ajax_nonce: text(),
    _rest_url: text('/wp-json/'),
    data__ajax_type: oneOf(['rest', 'admin_ajax'] as const, 'rest'),
    data__email_check_before_post: flag(),
    timeout: numeric(15000),
  }),
);

function reader(globals: Record<string, unknown>) {
  const env = testEnvironment({ global: (name) => globals[name] });
  return { env, settings: new SettingsReader(env) };
}

describe('settings (page globals)', () => {
  it('fills defaults for fields the page did not print', () => {
    const { settings, env } = reader({ ctPublicFunctions: { _ajax_nonce: 'abcdef0123' } });
    expect(settings.readOne(ctPublicFunctions)).toEqual({
      _ajax_nonce: 'abcdef0123',
      _rest_url: '/wp-json/',
      data__ajax_type: 'rest',
      data__email_check_before_post: false,
      timeout: 15000,
    });
    expect(env.console.warn).not.toHaveBeenCalled();
  });

  it('reads PHP flags "1"/"0" (and 1, "on", "") as booleans, numeric strings as numbers', () => {
    const on = reader({ ctPublicFunctions: { data__email_check_before_post: '1', timeout: '20000' } }).settings.readOne(ctPublicFunctions);
    const off = reader({ ctPublicFunctions: { data__email_check_before_post: '0' } }).settings.readOne(ctPublicFunctions);
    expect(on.data__email_check_before_post).toBe(true);
    expect(on.timeout).toBe(20000);
    expect(off.data__email_check_before_post).toBe(false);
    const shape = flag();
    const warn = jest.fn();
    expect([1, 'on', '', 'off', true].map((v) => shape.parse(v, 'f', warn))).toEqual([true, true, false, false, true]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, naming the global and the field, for a bad shape, and uses the default', () => {
    const { settings, env } = reader({ ctPublicFunctions: { data__ajax_type: 'soap', data__email_check_before_post: [1] } });
    const first = settings.readOne(ctPublicFunctions);
    settings.reset();
    settings.readOne(ctPublicFunctions);
    expect(first.data__ajax_type).toBe('rest');
    expect(first.data__email_check_before_post).toBe(false);
    const messages = env.console.warn.mock.calls.map((call) => String(call[0]));
    expect(messages).toHaveLength(2);
    expect(messages.filter((m) => m.includes('ctPublicFunctions.data__ajax_type'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('ctPublicFunctions.data__email_check_before_post'))).toHaveLength(1);
  });

  it('gives the defaults silently when the global is missing, and never throws when reading it throws', () => {
    const { settings, env } = reader({});
    expect(settings.readOne(ctPublicFunctions).data__ajax_type).toBe('rest');
    const throwing = new SettingsReader(
      testEnvironment({
        global: () => {
          throw new Error('getter threw');
        },
      }),
    );
    expect(throwing.readOne(ctPublicFunctions)._rest_url).toBe('/wp-json/');
    expect(env.console.warn).not.toHaveBeenCalled();
  });

  it('warns when the global itself has the wrong type', () => {
    const { settings, env } = reader({ ctPublicFunctions: 'not an object' });
    expect(settings.readOne(ctPublicFunctions).timeout).toBe(15000);
    expect(env.console.warn).toHaveBeenCalledTimes(1);
    expect(String(env.console.warn.mock.calls[0]![0])).toContain('ctPublicFunctions');
  });

  it('reads a request of several globals into one object, once per global', () => {
    const globals: Record<string, unknown> = { dlmXHR: { prevent_duplicates: '1' }, ctPublic: { settings__forms__search_test: 0 } };
    const global = jest.fn((name: string) => globals[name]);
    const settings = new SettingsReader(testEnvironment({ global }));
    const request = {
      downloads: pageGlobal('dlmXHR', object({ prevent_duplicates: flag() })),
      spam: pageGlobal('ctPublic', object({ settings__forms__search_test: flag(true) })),
    };
    expect(settings.read(request)).toEqual({ downloads: { prevent_duplicates: true }, spam: { settings__forms__search_test: false } });
    settings.read(request);
    expect(global).toHaveBeenCalledTimes(2);
  });

  it('a bad list item gets the item default and a warning naming its index; records check each value', () => {
    const warn = jest.fn();
    expect(list(numeric()).parse(['1', 'x', 3], 'g.ids', warn)).toEqual([1, 0, 3]);
    expect(warn).toHaveBeenCalledWith('g.ids[1]', expect.stringContaining('a number'));
    expect(record(text()).parse({ a: 'x', b: 2 }, 'g.map', warn)).toEqual({ a: 'x', b: '2' });
  });
});

describe('light shapes for answers', () => {
  const warnings: string[] = [];
  const warn = (path: string, problem: string) => void warnings.push(`${path}: ${problem}`);
  beforeEach(() => (warnings.length = 0));

  it("keepOthers passes unknown keys through; [] is PHP's empty map; top-level fields are named without a leading dot", () => {
    const answer = object({ status: text(), count: numeric() }, { keepOthers: true });
    expect(answer.parse({ status: 'ok', count: '2', redirect: [1] }, '', warn)).toEqual({ status: 'ok', count: 2, redirect: [1] });
    expect(answer.parse([], '', warn)).toEqual({ status: '', count: 0 });
    expect(object({ status: text() }).parse({ status: 1, extra: true }, '', warn)).toEqual({ status: '1' });
    answer.parse({ status: {} }, '', warn);
    expect(warnings).toEqual(['status: expected a string, got an object']);
  });

  it('optional fields stay absent, a bad one warns and counts as absent; nullable keeps null', () => {
    const field = object({ into: optional(text()), idref: nullable(text()) });
    expect(field.parse({}, 'a', warn)).toEqual({ into: undefined, idref: undefined });
    expect(field.parse({ into: null, idref: null }, 'a', warn)).toEqual({ into: undefined, idref: null });
    expect(field.parse({ into: ['x'], idref: 'y' }, 'a', warn)).toEqual({ into: undefined, idref: 'y' });
    expect(warnings).toEqual(['a.into: expected a string, got an array']);
  });

  it("checked keeps what the plugin's own check reads, and a misfit warns with what was expected and takes the fallback", () => {
    const even = checked(0, 'an even number', (value) => (typeof value === 'number' && value % 2 === 0 ? value : value === null ? -1 : misfit));
    expect(even.parse(4, 'n', warn)).toBe(4);
    expect(even.parse(undefined, 'n', warn)).toBe(0);
    expect(even.parse(null, 'n', warn)).toBe(-1);
    expect(warnings).toEqual([]);
    expect(even.parse(3, 'n', warn)).toBe(0);
    expect(even.parse('4', 'n', warn)).toBe(0);
    expect(warnings).toEqual(['n: expected an even number, got a number', 'n: expected an even number, got a string']);
  });
});

describe('yup schemas as shapes (fromYup)', () => {

  it('a lazy schema is built for the value at hand: a table of any keys, each value checked', () => {
    const table = fromYup(
      yup.lazy((value: unknown) =>
        yup
          .object(Object.fromEntries(Object.keys(value && typeof value === 'object' ? value : {}).map((key) => [key, yup.string().default('')])))
          .default(() => ({})),
      ),
    );
    const warn = jest.fn();
    expect(table.fallback).toEqual({});
    expect(table.parse(undefined, 'texts', warn)).toEqual({});
    expect(table.parse({ error: 'Oops', not_found: 404, odd: { text: 'x' } }, 'texts', warn)).toEqual({ error: 'Oops', not_found: '404', odd: '' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('texts.odd', expect.stringContaining('a string'));
  });
  const shape = fromYup(
    yup.object({
      api: yup.object({ root: yup.string().default('/wp-json/'), retries: yup.number().default(1) }),
      cached: yup.boolean().default(false),
      idref: yup.string().nullable(),
      items: yup.array(yup.object({ id: yup.number().default(0) })).default([]),
    }),
  );

  it('casts as yup does, fills defaults, and keeps fields the schema does not name', () => {
    const warn = jest.fn();
    expect(shape.parse({ api: { retries: '3' }, cached: 1, extra: { kept: true } }, 'g', warn)).toEqual({
      api: { root: '/wp-json/', retries: 3 },
      cached: true,
      items: [],
      extra: { kept: true },
    });
    expect(shape.parse(undefined, 'g', warn)).toEqual(shape.fallback);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns per bad field with its path and keeps its neighbours; null is absent unless nullable; [] is PHP's empty map", () => {
    const warn = jest.fn();
    const parsed = shape.parse({ api: [], cached: 'sometimes', idref: null, items: [{ id: 'x' }, { id: '2' }] }, 'g', warn);
    expect(parsed).toEqual({ api: { root: '/wp-json/', retries: 1 }, cached: false, idref: null, items: [{ id: 0 }, { id: 2 }] });
    expect(warn.mock.calls).toEqual([
      ['g.cached', 'expected a boolean, got a string'],
      ['g.items[0].id', 'expected a number, got a string'],
    ]);
    expect(shape.parse({ api: { root: null } }, 'g', warn).api.root).toBe('/wp-json/');
  });

  it('answer warnings name the endpoint and the field, each once', () => {
    const report = jest.fn();
    const warnFor = answerWarnings(report);
    shape.parse({ cached: 'x' }, '', warnFor('GET thing'));
    shape.parse({ cached: 'x' }, '', warnFor('GET thing'));
    expect(report.mock.calls).toEqual([['GET thing answer: field cached: expected a boolean, got a string; using the default']]);
  });

  it('answer warnings say what a caller that drops the whole answer does instead', () => {
    const report = jest.fn();
    const warn = answerWarnings(report)('POST thing', 'the answer is not used');
    warn('result', 'result is a required field');
    warn('', 'expected an object');
    warn('result', 'result is a required field');
    expect(report.mock.calls).toEqual([
      ['POST thing answer: field result: result is a required field; the answer is not used'],
      ['POST thing answer: expected an object; the answer is not used'],
    ]);
  });
});
