/**
 * The validation rules (docs/plugins/contact-form.md#validation-on-change), table-driven: for each rule, values that
 * pass and values that fail, through the same validate() the browser and the
 * reference server run.
 */
import { validate, type SwvRule, type SwvValue } from '../swv.mjs';
import { withScheme } from '../helpers';

const ERROR = 'The rule failed.';
type Entries = [string, SwvValue][];

/** The error validate() reports for field `f`, or undefined. */
function errorOf(rule: Omit<SwvRule, 'field' | 'error'>, entries: Entries): string | undefined {
  const outcome = validate({ rules: [{ field: 'f', error: ERROR, ...rule } as SwvRule] }, entries)['f'];
  return outcome && 'error' in outcome ? outcome.error : undefined;
}

const one = (value: SwvValue): Entries => [['f', value]];
const many = (...values: SwvValue[]): Entries => values.map((v) => ['f[]', v]);
const file = (name: string, size = 10): SwvValue => ({ name, size });

interface Case {
  id: string;
  rule: Omit<SwvRule, 'field' | 'error'>;
  valid: Entries[];
  invalid: Entries[];
}

const CASES: Case[] = [
  { id: 'CF-005', rule: { rule: 'required' }, valid: [one('x'), many('', 'y')], invalid: [[], one(''), one('   '), many('', ' ')] },
  { id: 'CF-006', rule: { rule: 'requiredfile' }, valid: [one(file('a.pdf'))], invalid: [[], one(file('empty.pdf', 0)), one('a.pdf')] },
  { id: 'CF-007', rule: { rule: 'email' }, valid: [one('a@b.cd')], invalid: [one('a@b.c')] },
  { id: 'CF-008', rule: { rule: 'email' }, valid: [one('ada@example.com')], invalid: [one('ada@@example.com'), one('ada@ex@ample.com'), one('@example.com'), one('ada.example.com')] },
  { id: 'CF-009', rule: { rule: 'email' }, valid: [one("o'brien+tag{x}@example.com")], invalid: [one('ada lovelace@example.com'), one('ad(a)@example.com'), one('ada"x@example.com'), one('adä@example.com')] },
  { id: 'CF-010', rule: { rule: 'email' }, valid: [one('ada@example.com')], invalid: [one('ada@localhost')] },
  { id: 'CF-011', rule: { rule: 'email' }, valid: [one('ada@mail.example.com')], invalid: [one('ada@example..com'), one('ada@.example.com'), one('ada@example.com.')] },
  { id: 'CF-012', rule: { rule: 'email' }, valid: [one('ada@my-example.co.uk')], invalid: [one('ada@-example.com'), one('ada@example-.com'), one('ada@exa_mple.com')] },
  {
    id: 'CF-013',
    rule: { rule: 'url' },
    valid: ['http://example.com', 'https://example.com/a?b', 'ftp://example.com', 'ftps://example.com', 'mailto:ada@example.com', 'news:comp.lang', 'irc://irc.example.com', 'tel:+441234', 'sms:+441234'].map(one),
    invalid: ['example.com', 'javascript:alert(1)', 'data:text/plain,hi', 'file:///etc/passwd', 'http//example.com'].map(one),
  },
  { id: 'CF-014', rule: { rule: 'tel' }, valid: ['123456', '(555) 123-4567', '+12345678901234', '555 1234 #22'].map(one), invalid: ['12345', '+1234567890123456', '(1) 2-3'].map(one) },
  { id: 'CF-015', rule: { rule: 'tel' }, valid: ['+44 20 7946 0958', '0044 20 7946 0958', '555.123.4567'].map(one), invalid: ['555-CALL-NOW', '12+3456789', '+44 (0) 20 x 7946'].map(one) },
  { id: 'CF-016', rule: { rule: 'number' }, valid: ['42', '-3.5', '.5', '1e10', '2.5E-3'].map(one), invalid: ['1,5', '1.2.3', 'abc', '+5', '5.'].map(one) },
  { id: 'CF-017', rule: { rule: 'date' }, valid: ['2026-03-04', '2024-02-29'].map(one), invalid: ['2026-3-4', '04/03/2026', '2026-02-30', '2023-02-29', 'tomorrow'].map(one) },
  { id: 'CF-018', rule: { rule: 'time' }, valid: ['09:30', '23:59:59', '00:00'].map(one), invalid: ['9:30', '0930', '09:30 am', '09:30:5'].map(one) },
  { id: 'CF-019', rule: { rule: 'time' }, valid: ['23:59', '00:00:00'].map(one), invalid: ['24:00', '12:60', '12:30:60'].map(one) },
  { id: 'CF-020', rule: { rule: 'file', accept: ['image/*', '.pdf'] }, valid: [one(file('photo.PNG')), one(file('cv.pdf')), one(file('pic.jpeg'))], invalid: [one(file('run.exe')), one(file('notes.txt')), [['f', file('a.png')], ['f', file('b.doc')]]] },
  { id: 'CF-021', rule: { rule: 'enum', accept: ['Sales', 'Support'] }, valid: [one('Sales'), many('Sales', 'Support')], invalid: [one('sales'), one('Other'), many('Sales', 'Other')] },
  { id: 'CF-022', rule: { rule: 'dayofweek', accept: [1, 2, 3, 4, 5] }, valid: ['2024-01-01', '2026-11-20'].map(one), invalid: ['2024-01-07', '2024-01-06'].map(one) },
  { id: 'CF-023', rule: { rule: 'minitems', threshold: 2 }, valid: [many('a', 'b'), many('a', 'b', 'c')], invalid: [many('a'), many('a', ' ')] },
  { id: 'CF-024', rule: { rule: 'maxitems', threshold: 2 }, valid: [many('a', 'b'), many('a')], invalid: [many('a', 'b', 'c')] },
  { id: 'CF-025', rule: { rule: 'minlength', threshold: 5 }, valid: [one('abcde'), many('abc', 'de')], invalid: [one('abcd'), one('  abcd  '), many('ab', 'c')] },
  { id: 'CF-026', rule: { rule: 'maxlength', threshold: 5 }, valid: [one('abcde'), one('  abcde  '), many('ab', 'cde')], invalid: [one('abcdef'), many('abc', 'def')] },
  { id: 'CF-027', rule: { rule: 'minnumber', threshold: 1.5 }, valid: ['1.5', '2', '1e3'].map(one), invalid: ['1.49', '-2'].map(one) },
  { id: 'CF-028', rule: { rule: 'maxnumber', threshold: 10 }, valid: ['10', '-1', '9.99'].map(one), invalid: ['10.01', '1e2'].map(one) },
  { id: 'CF-029', rule: { rule: 'mindate', threshold: '2026-01-01' }, valid: ['2026-01-01', '2027-05-05'].map(one), invalid: ['2025-12-31'].map(one) },
  { id: 'CF-030', rule: { rule: 'maxdate', threshold: '2026-12-31' }, valid: ['2026-12-31', '1999-01-01'].map(one), invalid: ['2027-01-01'].map(one) },
  { id: 'CF-031', rule: { rule: 'minfilesize', threshold: 100 }, valid: [one(file('a.pdf', 100)), [['f', file('a.pdf', 60)], ['f', file('b.pdf', 40)]]], invalid: [one(file('a.pdf', 99))] },
  { id: 'CF-032', rule: { rule: 'maxfilesize', threshold: 100 }, valid: [one(file('a.pdf', 100))], invalid: [one(file('a.pdf', 101)), [['f', file('a.pdf', 60)], ['f', file('b.pdf', 41)]]] },
  { id: 'CF-033', rule: { rule: 'stepnumber', base: 0.5, interval: 0.25 }, valid: ['1.25', '0.5', '-0.5', '100.75'].map(one), invalid: ['1.3', 'abc'].map(one) },
];

describe.each(CASES)('[$id] $rule.rule', ({ rule, valid, invalid }) => {
  it.each(valid.map((entries) => [JSON.stringify(entries), entries] as const))('passes %s', (_label, entries) => {
    expect(errorOf(rule, entries)).toBeUndefined();
  });
  it.each(invalid.map((entries) => [JSON.stringify(entries), entries] as const))('fails %s', (_label, entries) => {
    expect(errorOf(rule, entries)).toBe(ERROR);
  });
});

describe('rule semantics', () => {
  it('[CF-005] blank values pass every rule but required and requiredfile', () => {
    const rules = ['email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek', 'minitems', 'minlength', 'minnumber', 'mindate', 'minfilesize', 'stepnumber'];
    for (const name of rules) {
      expect(errorOf({ rule: name, threshold: 5, accept: ['x'], base: 0, interval: 2 }, one('  '))).toBeUndefined();
      expect(errorOf({ rule: name, threshold: 5, accept: ['x'], base: 0, interval: 2 }, one(file('empty.pdf', 0)))).toBeUndefined();
    }
    expect(errorOf({ rule: 'required' }, one('  '))).toBe(ERROR);
    expect(errorOf({ rule: 'requiredfile' }, one(file('empty.pdf', 0)))).toBe(ERROR);
  });

  it('[CF-004] each error text is the one the schema gives for the rule, and the first error per field wins', () => {
    const schema = {
      rules: [
        { rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
        { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
        { rule: 'minlength', field: 'your-email', threshold: 20, error: 'This field has a too short input.' },
        { rule: 'maxlength', field: 'your-name', threshold: 3, error: 'Name too long.' },
      ],
    };
    expect(validate(schema, [['your-email', 'nope'], ['your-name', 'Ada Lovelace']])).toEqual({
      'your-email': { error: 'Please enter an email address.' },
      'your-name': { error: 'Name too long.' },
    });
    expect(validate(schema, [['your-email', ''], ['your-name', 'Ada']])).toEqual({
      'your-email': { error: 'Please fill out this field.' },
      'your-name': { validInputs: ['Ada'] },
    });
  });

  it('an unusable threshold skips its rule', () => {
    expect(errorOf({ rule: 'maxlength', threshold: 'many' }, one('a very long text'))).toBeUndefined();
    expect(errorOf({ rule: 'maxnumber', threshold: 'ten' }, one('11'))).toBeUndefined();
    expect(errorOf({ rule: 'mindate', threshold: 'soon' }, one('2000-01-01'))).toBeUndefined();
    expect(errorOf({ rule: 'stepnumber', base: 0, interval: 0 }, one('1.37'))).toBeUndefined();
  });

  it('[CF-034] all fails with its own error on the field of the first failing rule; any passes when one rule holds', () => {
    const all: SwvRule = {
      rule: 'all',
      error: 'Both must hold.',
      rules: [
        { rule: 'required', field: 'a', error: 'a?' },
        { rule: 'email', field: 'b', error: 'b?' },
      ],
    };
    expect(validate({ rules: [all] }, [['a', 'x'], ['b', 'not-an-email']])).toMatchObject({ b: { error: 'Both must hold.' } });
    expect(validate({ rules: [all] }, [['b', 'not-an-email']])).toMatchObject({ a: { error: 'Both must hold.' } });
    expect(validate({ rules: [all] }, [['a', 'x'], ['b', 'ada@example.com']])).toEqual({ a: { validInputs: ['x'] }, b: { validInputs: ['ada@example.com'] } });

    const any: SwvRule = {
      rule: 'any',
      field: 'contact',
      error: 'Give a phone or an email.',
      rules: [
        { rule: 'required', field: 'phone', error: '' },
        { rule: 'required', field: 'email', error: '' },
      ],
    };
    expect(validate({ rules: [any] }, [])).toEqual({ contact: { error: 'Give a phone or an email.' } });
    expect(validate({ rules: [any] }, [['email', 'ada@example.com']])).toEqual({ email: { validInputs: ['ada@example.com'] } });
  });

  it('[CF-022] [CF-029] dates and weekdays give the same result in every time zone', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = zone;
        expect(errorOf({ rule: 'dayofweek', accept: [1] }, one('2024-01-01'))).toBeUndefined();
        expect(errorOf({ rule: 'dayofweek', accept: [7] }, one('2024-01-07'))).toBeUndefined();
        expect(errorOf({ rule: 'mindate', threshold: '2024-01-01' }, one('2023-12-31'))).toBe(ERROR);
        expect(errorOf({ rule: 'date' }, one('2024-03-31'))).toBeUndefined();
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('URL inputs', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/path ', 'http://www.example.com/path'],
    ['//cdn.example.com', 'http://cdn.example.com'],
    ['https://example.com', 'https://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('[CF-035] %j becomes %j', (typed, stored) => {
    expect(withScheme(typed)).toBe(stored);
  });
});
