import { effectParallax } from '../definition';
import { DEFAULT_VELOCITY, DOWN_FACTOR, layerShift, planLayer, velocityOf } from '../layer';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../../test/support';

const VIEWPORT = { width: 1280, height: 800 };
let testbed: LaidOutTestbed | undefined;
let layout: FakeLayout;

const container = (id: string) => document.getElementById(`${id}-container`)!;
const layer = (id: string) => container(id).querySelector<HTMLElement>(':scope > .parallax-inner')!;
const shiftOf = (element: HTMLElement) => Number(/translate3d\((?:0, )?(-?[\d.]+)px/.exec(element.style.transform)?.[1] ?? NaN);

async function open(options: { userAgent?: string; reducedMotion?: boolean; markup?: string; quiet?: boolean } = {}) {
  const env = options.userAgent ? { navigator: () => ({ ...window.navigator, userAgent: options.userAgent! }) as Navigator } : undefined;
  const place = (layout: FakeLayout) => {
    layout.place(container('parallax-up'), { top: 1200, height: 400 });
    layout.place(container('parallax-down'), { top: 2000, height: 400 });
  };
  testbed = await openTestbed(options.markup ?? 'effects/parallax.html', [effectParallax], {
    env,
    quiet: options.quiet,
    layout: { ...VIEWPORT, reducedMotion: options.reducedMotion, place: options.markup ? undefined : place },
  });
  layout = testbed.layout;
  await testbed.settle(FRAME_MS);
}

afterEach(() => {
  if (!testbed) return;
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
  testbed = undefined;
});

describe('parallax backgrounds on Avada markup', () => {
  it('[FX-007] a missing or malformed velocity is 0.3; the sign Avada prints does not matter', () => {
    expect(DEFAULT_VELOCITY).toBe(0.3);
    expect(velocityOf(undefined)).toBe(0.3);
    expect(velocityOf('fast')).toBe(0.3);
    expect(velocityOf('-0.5')).toBe(0.5);
  });

  it('[FX-007] the layer is taller by the viewport times the velocity and moves that far over the container\'s passage; down moves 1.25 times as far', () => {
    const geometry = { top: 1200, width: 1280, height: 400, viewportHeight: 800 };
    const up = planLayer('up', 0.3, geometry);
    expect(up).toMatchObject({ height: 400 + 240, top: 0, moveMax: 240, scrollMin: 400, scrollMax: 1600 });
    expect(layerShift('up', up, 1000)).toBeCloseTo(-120);
    const down = planLayer('down', 0.3, geometry);
    expect(down.top).toBe(-240);
    expect(layerShift('down', down, 1600)).toBeCloseTo(240 * DOWN_FACTOR);
    const right = planLayer('right', 0.3, geometry);
    expect(right).toMatchObject({ width: 1280 + 120, left: -120, moveMax: 120 });
  });

  it('[FX-007] scrolling moves the layer with a transform only; its size is written once per window size', async () => {
    await open();
    const up = layer('parallax-up');
    expect(up).toBeTruthy();
    expect(up.style.height).toBe(`${400 + 800 * 0.3}px`);
    expect(up.style.backgroundImage).toBe('url("/fixtures-assets/effects/mountains.svg")');
    expect(container('parallax-up')).toHaveClass('bg-parallax-parent');
    layout.scrollTo(1000);
    await testbed!.settle(FRAME_MS);
    expect(shiftOf(up)).toBeCloseTo(-120);
    const sizeBefore = up.style.cssText.replace(/transform:[^;]+;/, '');
    layout.scrollTo(1400);
    await testbed!.settle(FRAME_MS);
    expect(shiftOf(up)).toBeCloseTo(-200);
    expect(up.style.cssText.replace(/transform:[^;]+;/, '')).toBe(sizeBefore);
    const down = layer('parallax-down');
    layout.scrollTo(2000);
    await testbed!.settle(FRAME_MS);
    // Down: 0.3 × 800 × 1.25 × (2000 − 1200) / (2400 − 1200).
    expect(shiftOf(down)).toBeCloseTo(240 * 1.25 * (800 / 1200));
    expect(down.style.opacity).toBe('0.8');
  });

  it('on a phone a container that does not enable mobile keeps a still layer; one that does moves', async () => {
    await open({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' });
    layout.scrollTo(1800);
    await testbed!.settle(FRAME_MS);
    expect(layer('parallax-up').style.transform).toBe('');
    expect(shiftOf(layer('parallax-down'))).toBeGreaterThan(0);
  });

  it('with reduced motion the layer stays still', async () => {
    await open({ reducedMotion: true });
    layout.scrollTo(1400);
    await testbed!.settle(FRAME_MS);
    expect(layer('parallax-up').style.transform).toBe('');
    expect(layer('parallax-up').style.backgroundImage).toContain('mountains.svg');
  });

  it('a helper without a container after it warns and is left alone; cleanup takes the layer away', async () => {
    await open({ markup: '<section><div class="fusion-bg-parallax" data-direction="up"></div></section>', quiet: true });
    expect(testbed!.console.warn.mock.calls.flat().join(' ')).toContain('without a container after it');
    testbed!.close();
    await open();
    testbed!.runtime.stop();
    expect(document.querySelector('.parallax-inner')).toBeNull();
    expect(container('parallax-up').getAttribute('style')).not.toContain('overflow');
  });
});
