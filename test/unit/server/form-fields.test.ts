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
