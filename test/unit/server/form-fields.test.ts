/** @jest-environment node */
import { fieldsFromPairs } from '../../../fixtures/server/form-fields.mjs';

describe('fields are nested the way PHP fills $_POST', () => {
  it('keeps plain names, last value winning', () => {
    expect(fieldsFromPairs([['a', '1'], ['a', '2'], ['b', 'x']])).toEqual({ a: '2', b: 'x' });
  });

  it('appends name[] values to a list', () => {
    expect(fieldsFromPairs([['downloads[]', '4'], ['downloads[]', '7']])).toEqual({ downloads: ['4', '7'] });
  });

  it('nests name[key] and name[key][]', () => {
    const fields = fieldsFromPairs([
      ['responseHeaders[content-type]', 'application/pdf'],
      ['responseHeaders[x-dlm-error]', ''],
      ['settings[ids][]', '1'],
      ['settings[ids][]', '2'],
    ]);
    expect(fields).toEqual({ responseHeaders: { 'content-type': 'application/pdf', 'x-dlm-error': '' }, settings: { ids: ['1', '2'] } });
  });

  it('turns dots and spaces in the base name into underscores and drops nameless keys', () => {
    expect(fieldsFromPairs([['a.b c', '1'], ['[x]', '2']])).toEqual({ a_b_c: '1' });
  });
});

describe('prototype keys in field names', () => {
  afterEach(() => {
    // A failing run must not leave the pollution behind for the next test.
    delete (Object.prototype as Record<string, unknown>).polluted;
    delete (Array.prototype as unknown as Record<string, unknown>).polluted;
  });

  it.each([
    ['__proto__[polluted]', '1'],
    ['a[__proto__][polluted]', '1'],
    ['constructor[prototype][polluted]', '1'],
    ['a[constructor][prototype][polluted]', '1'],
    ['list[][__proto__][polluted]', '1'],
    ['list[__proto__][polluted]', '1'],
  ])('%s reaches no prototype and is dropped', (name, value) => {
    const fields = fieldsFromPairs([['list[]', 'x'], [name, value], ['kept', 'yes']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(fields))).toEqual({ list: ['x'], kept: 'yes' });
  });

  it('gives maps without a prototype, so a plain name such as "constructor" is no field', () => {
    const fields = fieldsFromPairs([['a[b]', '1']]);
    expect('constructor' in fields).toBe(false);
    expect('toString' in (fields.a as object)).toBe(false);
  });
});
