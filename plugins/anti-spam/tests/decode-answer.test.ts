import { checkAnswer, type AnswerReader } from '../answer-shape';
import { isContact } from '../decoder/contact';
import { readDecodeAnswer } from '../decoder/decode-answer';

const warnings: string[] = [];
const read: AnswerReader = (schema, answer) => checkAnswer(schema, answer, (field, problem) => warnings.push(`${field}: ${problem}`));
beforeEach(() => (warnings.length = 0));

const row = (decoded: string) => ({ is_allowed: true, show_comment: false, comment: 'Allowed', encoded_email: 'ENC', decoded_email: decoded });

describe('reading apbct_decode_email', () => {
  it('[SPAM-008] success with data[] rows of encoded_email, decoded_email, is_allowed and comment', () => {
    expect(readDecodeAnswer({ success: true, data: [row('john@example.com')] }, 'ENC', read)).toEqual({
      kind: 'allowed',
      rows: [{ encoded_email: 'ENC', decoded_email: 'john@example.com', is_allowed: true, comment: 'Allowed' }],
      decoded: 'john@example.com',
    });
  });

  it('[SPAM-050] a phone number needs 6 to 15 digits, an e-mail address at least 6 characters', () => {
    expect(isContact('+1 555 010 7788')).toBe(true);
    expect(isContact('123456')).toBe(true);
    expect(isContact('12345')).toBe(false);
    expect(isContact('123456789012345')).toBe(true);
    expect(isContact('1234567890123456')).toBe(false);
    expect(isContact('a@b.co')).toBe(true);
    expect(isContact('a@b.c')).toBe(false);
    expect(readDecodeAnswer({ success: true, data: [row('12345')] }, 'ENC', read)).toEqual({ kind: 'cannot_decode' });
  });

  it('[SPAM-008][SPAM-011] data false (nothing to decode) is the fallback without a warning', () => {
    expect(readDecodeAnswer({ success: true, data: false }, 'ENC', read)).toEqual({ kind: 'cannot_decode' });
    expect(warnings).toEqual([]);
  });

  it('[SPAM-008][SPAM-011] a row without is_allowed, or data that is no list, names the bad field and is the fallback', () => {
    expect(readDecodeAnswer({ success: true, data: [{ encoded_email: 'ENC', decoded_email: 'a@b.co' }] }, 'ENC', read)).toEqual({ kind: 'cannot_decode' });
    expect(readDecodeAnswer({ success: true, data: 'rows' }, 'ENC', read)).toEqual({ kind: 'cannot_decode' });
    expect(readDecodeAnswer('0', 'ENC', read)).toEqual({ kind: 'cannot_decode' });
    expect(warnings).toEqual([
      expect.stringMatching(/^data\[0\]\.is_allowed: /),
      expect.stringMatching(/^data: /),
      expect.stringMatching(/^: /),
    ]);
  });
});
