import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopTypography } from '../typography/definition';
import { scaledSize } from '../typography/scale';

let testbed: Testbed;
let width = 600;
beforeEach(() => {
  width = 600;
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
});
afterEach(() => {
  testbed?.close();
  delete (document.documentElement as unknown as { clientWidth?: number }).clientWidth;
});

const VARS = { site_width: '1200px', typography_sensitivity: '0.50', typography_factor: '1.50', elements: 'h1, h2' };
const MARKUP = '<h1 id="big" style="font-size: 40px; line-height: 48px">Shop</h1><h2 id="small" style="font-size: 20px; line-height: 30px">Cart</h2><h3 id="untouched" style="font-size: 40px">Other</h3>';
const el = (id: string) => document.getElementById(id)!;

describe('responsive typography from the page variables', () => {
  it('[SHOP-061] [SHOP-062] headings shrink with the window by the sensitivity, not below factor × body size, and grow back on resize', async () => {
    testbed = await openTestbed(MARKUP, [themeShopTypography], { globals: { fusionTypographyVars: VARS } });
    // 600 of 1200 px, sensitivity 0.5: 40 × (1 − 0.5 × 0.5) = 30; 20 would shrink to 15, but 1.5 × the 16 px body floors it at 20.
    expect(el('big').style.fontSize).toBe('30px');
    expect(el('small').style.fontSize).toBe('20px');
    expect(el('big')).toHaveClass('fusion-responsive-typography-calculated');
    expect(el('big').dataset.fontsize).toBe('40');
    expect(el('big').dataset.lineheight).toBe('48px');
    expect(el('big').style.lineHeight).toBe('1.2');
    expect(el('untouched').style.fontSize).toBe('40px');
    width = 1300;
    window.dispatchEvent(new Event('resize'));
    await testbed.settle(20);
    expect(el('big').style.fontSize).toBe('40px');
  });

  it('[SHOP-062] sensitivity 0 turns scaling off; a malformed variable warns and uses the default', async () => {
    testbed = await openTestbed(MARKUP, [themeShopTypography], { globals: { fusionTypographyVars: { ...VARS, typography_sensitivity: '0' } } });
    expect(el('big').style.fontSize).toBe('40px');
    expect(el('big')).not.toHaveClass('fusion-responsive-typography-calculated');
    testbed.close();
    testbed = await openTestbed(MARKUP, [themeShopTypography], { globals: { fusionTypographyVars: { ...VARS, typography_factor: 'big' } }, quiet: true });
    expect(testbed.console.warn.mock.calls.map((c: unknown[]) => c.join(' ')).join('\n')).toContain('typography_factor');
    // factor 1 (the default): 20 px may shrink to 16.
    expect(el('small').style.fontSize).toBe('16px');
  });

  it('[SHOP-061] the scale: unchanged at or above the site width, proportional at sensitivity 1', () => {
    const vars = { siteWidth: 1000, sensitivity: 1, factor: 1 };
    expect(scaledSize(30, 1000, 16, vars)).toBe(30);
    expect(scaledSize(30, 1400, 16, vars)).toBe(30);
    expect(scaledSize(40, 500, 16, vars)).toBe(20);
    expect(scaledSize(40, 100, 16, vars)).toBe(16);
  });
});
