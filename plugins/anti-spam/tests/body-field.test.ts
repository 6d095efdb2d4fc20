import { hasField, withField } from '../body-field';

const token = { plain: 'ct_bot_detector_event_token', wrapped: false };
const wrapped = { ...token, wrapped: true };

describe('adding a field to another plugin\'s body', () => {
  it('[SPAM-055] FormData: a copy with every original entry, files included, plus the field', () => {
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('file', new Blob(['x']), 'a.txt');
    const out = withField(form, token, 'T') as FormData;
    expect(out).not.toBe(form);
    expect([...out.keys()]).toEqual(['name', 'file', 'ct_bot_detector_event_token']);
    expect(out.get('file')).toBeInstanceOf(Blob);
    expect([...form.keys()]).toEqual(['name', 'file']);
  });

  it('[SPAM-055] JSON text: the key added when absent, everything else kept', () => {
    const body = JSON.stringify({ id: 65, nested: { a: [1, 2] } });
    expect(JSON.parse(withField(body, token, 'T') as string)).toEqual({ id: 65, nested: { a: [1, 2] }, ct_bot_detector_event_token: 'T' });
    expect(withField(JSON.stringify({ ct_bot_detector_event_token: 'old' }), token, 'T')).toBeUndefined();
  });

  it('[SPAM-054] urlencoded text: appended or prepended, wrapped as data[...] when asked, never twice', () => {
    expect(withField('a=1&b=2', wrapped, 'T')).toBe('a=1&b=2&data%5Bct_bot_detector_event_token%5D=T');
    expect(withField('a=1', token, 'T', { prepend: true })).toBe('ct_bot_detector_event_token=T&a=1');
    expect(hasField('data%5Bct_bot_detector_event_token%5D=T&a=1', 'ct_bot_detector_event_token')).toBe(true);
    expect(withField('data%5Bct_bot_detector_event_token%5D=T&a=1', token, 'U')).toBeUndefined();
  });

  it('leaves bodies it cannot carry a field in alone', () => {
    expect(withField(new Blob(['raw']), token, 'T')).toBeUndefined();
    expect(withField(new ArrayBuffer(2), token, 'T')).toBeUndefined();
  });
});
