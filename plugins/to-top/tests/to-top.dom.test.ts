import { fireEvent } from '@testing-library/dom';
import { toTop } from '../definition';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../test/support';

const VIEWPORT = { width: 1280, height: 800 };
const DOCUMENT_HEIGHT = 3800;
const MAX_SCROLL = DOCUMENT_HEIGHT - VIEWPORT.height;

let testbed: LaidOutTestbed;
let layout: FakeLayout;

const container = () => document.querySelector<HTMLElement>('.to-top-container')!;
const link = () => document.querySelector<HTMLAnchorElement>('#toTop')!;
const ring = () => document.querySelector<SVGElement>('.awb-progress')!;

const VARS = { status_totop: 'desktop_and_mobile', totop_position: 'right_floating', totop_scroll_down_only: '0' };

async function open(vars: unknown = VARS, options: { userAgent?: string; quiet?: boolean; reducedMotion?: boolean } = {}) {
  const env = options.userAgent ? { navigator: () => ({ ...window.navigator, userAgent: options.userAgent! }) as Navigator } : undefined;
  testbed = await openTestbed(['<div id="wrapper"><p>Top of the page</p></div>', 'to-top/to-top.html'], [toTop], {
    globals: { avadaToTopVars: vars },
    env,
    quiet: options.quiet,
    layout: { ...VIEWPORT, documentHeight: DOCUMENT_HEIGHT, reducedMotion: options.reducedMotion },
  });
  layout = testbed.layout;
}

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('back-to-top on Avada markup', () => {
  it('[FX-026] the link becomes active after 200 px of scrolling and goes back at the top', async () => {
    await open();
    expect(link()).not.toHaveClass('fusion-to-top-active');
    await testbed.scrollTo(201);
    expect(link()).toHaveClass('fusion-to-top-active');
    await testbed.scrollTo(120);
    expect(link()).not.toHaveClass('fusion-to-top-active');
  });

  it('[FX-027] the position classes come from the setting, and again when the theme fires updateToTopPostion', async () => {
    await open({ ...VARS, totop_position: 'left' });
    expect(container().className).toBe('to-top-container awb-to-top-scroll-progress to-top-left');
    (window as unknown as { avadaToTopVars: typeof VARS }).avadaToTopVars = { ...VARS, totop_position: 'right_floating' };
    window.dispatchEvent(new Event('updateToTopPostion'));
    expect(container().className).toBe('to-top-container awb-to-top-scroll-progress to-top-right to-top-floating');
  });

  it('[FX-028] the progress ring follows the scroll: stroke-dashoffset 166 less 166 times the percent scrolled', async () => {
    await open();
    expect(ring().style.strokeDashoffset).toBe('166');
    await testbed.scrollTo(MAX_SCROLL / 2);
    expect(ring().style.strokeDashoffset).toBe('83');
    await testbed.scrollTo(MAX_SCROLL);
    expect(ring().style.strokeDashoffset).toBe('0');
  });

  it('[FX-028] after a resize the ring is drawn at once and again 700 ms later, when the page has settled', async () => {
    await open();
    await testbed.scrollTo(1500);
    layout.setDocumentHeight(5300);
    layout.resize(1000, VIEWPORT.height);
    await testbed.settle(FRAME_MS);
    // 1500 of 4500: 34 % rounded up.
    expect(ring().style.strokeDashoffset).toBe(String(166 - 166 * 0.34));
    // Images below arrive and the page grows shorter, with no event to tell.
    layout.setDocumentHeight(1500 + VIEWPORT.height);
    await testbed.settle(699);
    expect(ring().style.strokeDashoffset).toBe(String(166 - 166 * 0.34));
    await testbed.settle(1 + FRAME_MS);
    expect(ring().style.strokeDashoffset).toBe('0');
  });

  it('[FX-029] with scroll-down-only the link shows only while scrolling down', async () => {
    await open({ ...VARS, totop_scroll_down_only: '1' });
    await testbed.scrollTo(900);
    expect(link()).toHaveClass('fusion-to-top-active');
    await testbed.scrollTo(700);
    expect(link()).not.toHaveClass('fusion-to-top-active');
    await testbed.scrollTo(720);
    expect(link()).toHaveClass('fusion-to-top-active');
  });

  it('[FX-030] a click scrolls to the top over 1500 ms less 500 ms times the share scrolled, easing in and out', async () => {
    await open();
    await testbed.scrollTo(MAX_SCROLL);
    const click = fireEvent.click(link());
    expect(click).toBe(false);
    const positions: number[] = [];
    for (let t = 0; t < 1000; t += 100) {
      await testbed.settle(100);
      positions.push(layout.scrollY);
    }
    // 1000 ms from the bottom: slow at first, fast in the middle, slow at the end, and at the top at 1000 ms.
    expect(positions[0]).toBeGreaterThan(MAX_SCROLL * 0.99);
    expect(positions[4]).toBeGreaterThan(MAX_SCROLL * 0.5);
    expect(positions[5]).toBeLessThan(MAX_SCROLL * 0.5);
    expect(positions[8]).toBeLessThan(MAX_SCROLL * 0.01);
    expect(positions.at(-1)).toBe(0);
    expect([...positions].sort((a, b) => b - a)).toEqual(positions);
  });

  it('[FX-030] halfway down the way up takes 1250 ms', async () => {
    await open();
    await testbed.scrollTo(MAX_SCROLL / 2);
    fireEvent.click(link());
    await testbed.settle(1200);
    expect(layout.scrollY).toBeGreaterThan(0);
    await testbed.settle(60);
    expect(layout.scrollY).toBe(0);
  });

  it('[FX-030] the visitor\'s wheel stops the way up where it is', async () => {
    await open();
    await testbed.scrollTo(MAX_SCROLL);
    fireEvent.click(link());
    await testbed.settle(600);
    const stoppedAt = layout.scrollY;
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 10 }));
    await testbed.settle(1000);
    expect(layout.scrollY).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(0);
  });

  it('keyboard users land at the top of the page; with reduced motion the way up is a jump', async () => {
    await open(VARS, { reducedMotion: true });
    await testbed.scrollTo(2000);
    link().focus();
    fireEvent.click(link());
    await testbed.settle(0);
    expect(layout.scrollY).toBe(0);
    expect(document.activeElement).toBe(document.querySelector('#wrapper'));
  });

  it('on a phone, with the link set to desktop only, a click does nothing', async () => {
    await open({ ...VARS, status_totop: 'desktop' }, { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari' });
    await testbed.scrollTo(2000);
    fireEvent.click(link());
    await testbed.settle(2000);
    expect(layout.scrollY).toBe(2000);
  });

  it('malformed avadaToTopVars warn once, naming the field, and the defaults apply (right, desktop, both ways)', async () => {
    await open({ status_totop: 7, totop_position: 'middle', totop_scroll_down_only: 'sometimes' }, { quiet: true });
    const warnings = testbed.console.warn.mock.calls.flat().join('\n');
    for (const field of ['status_totop', 'totop_position', 'totop_scroll_down_only']) expect(warnings).toContain(`avadaToTopVars.${field}`);
    expect(container()).toHaveClass('to-top-right');
    expect(container()).not.toHaveClass('to-top-floating');
    await testbed.scrollTo(900);
    await testbed.scrollTo(700);
    expect(link()).toHaveClass('fusion-to-top-active');
  });

  it('without avadaToTopVars the link still works with the defaults', async () => {
    await open(undefined);
    await testbed.scrollTo(900);
    expect(link()).toHaveClass('fusion-to-top-active');
  });
});
