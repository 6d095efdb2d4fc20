import { numeric, object, oneOf, text, flag, toNumber } from '../../../adapters/shapes';

const warnings: string[] = [];
const warn = (path: string, problem: string) => void warnings.push(`${path}: ${problem}`);
beforeEach(() => (warnings.length = 0));

describe('numeric with a rule', () => {
  it('keeps numbers and numeric strings inside the rule, silently', () => {
    const opacity = numeric(0.9, { min: 0, max: 1 });
    expect([0, '0.5', 1, ' 1 '].map((v) => opacity.parse(v, 'o', warn))).toEqual([0, 0.5, 1, 1]);
    expect(opacity.parse(undefined, 'o', warn)).toBe(0.9);
    expect(warnings).toEqual([]);
  });

  it('a value that is no number says so; one outside the rule names the rule and the number; both take the fallback', () => {
    const count = numeric(0, { min: 0, integer: true });
    expect(count.parse('lots', 'c', warn)).toBe(0);
    expect(count.parse(-2, 'c', warn)).toBe(0);
    expect(count.parse('2.5', 'c', warn)).toBe(0);
    expect(numeric(800, { min: 100, max: 10000 }).parse('50', 's', warn)).toBe(800);
    expect(numeric(1280, { above: 0 }).parse(0, 'w', warn)).toBe(1280);
    expect(numeric(4, { max: 3 }).parse(5, 'm', warn)).toBe(4);
    expect(warnings).toEqual([
      'c: expected a number, got a string',
      'c: expected a whole number of 0 or more, got -2',
      'c: expected a whole number of 0 or more, got 2.5',
      's: expected a number from 100 to 10000, got 50',
      'w: expected a number above 0, got 0',
      'm: expected a number of 3 or less, got 5',
    ]);
  });

  it("blank stands for PHP's unset option (''); without it '' is no number", () => {
    expect(numeric(5, { min: 0, blank: 0 }).parse('', 'b', warn)).toBe(0);
    expect(warnings).toEqual([]);
    expect(numeric(5).parse('', 'b', warn)).toBe(5);
    expect(warnings).toEqual(['b: expected a number, got a string']);
  });

  it('toNumber reads finite numbers and numeric strings only', () => {
    expect([3, '4', ' 5 ', '', 'x', Infinity, null, true].map(toNumber)).toEqual([3, 4, 5, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('oneOf caseless', () => {
  it('matches a word whatever its case and surrounding spaces; other values warn and take the fallback', () => {
    const speed = oneOf(['fast', 'normal', 'slow'] as const, 'normal', { caseless: true });
    expect(speed.parse(' Fast ', 's', warn)).toBe('fast');
    expect(speed.parse('SLOW', 's', warn)).toBe('slow');
    expect(speed.parse('warp', 's', warn)).toBe('normal');
    expect(oneOf(['fast'] as const, 'fast').parse('Fast', 'strict', warn)).toBe('fast');
    expect(warnings).toEqual(['s: expected one of "fast", "normal", "slow", got a string', 'strict: expected one of "fast", got a string']);
  });
});

describe('object with nullIsAbsent', () => {
  it('a field printed as null takes its default without a warning; without the option null is a bad value', () => {
    const fields = { on: flag(true), name: text('x'), n: numeric(3) };
    expect(object(fields, { nullIsAbsent: true }).parse({ on: null, name: null, n: null }, 'g', warn)).toEqual({ on: true, name: 'x', n: 3 });
    expect(warnings).toEqual([]);
    expect(object(fields).parse({ on: null, name: null }, 'g', warn)).toEqual({ on: false, name: 'x', n: 3 });
    expect(warnings).toEqual(['g.name: expected a string, got null']);
  });
});
