import { effectScrollBlur } from '../definition';
import { fade, MAX_BLUR_PX } from '../plugin';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../../test/support';

let testbed: LaidOutTestbed | undefined;
let layout: FakeLayout;
const layer = () => document.getElementById('faded-layer')!;
const TOP = 1000;
const HEIGHT = 600;

async function open(options: { width?: number; reducedMotion?: boolean; globals?: Record<string, unknown>; quiet?: boolean } = {}) {
  testbed = await openTestbed('effects/scroll-blur.html', [effectScrollBlur], {
    globals: options.globals ?? { fusionContainerVars: { content_break_point: '800' } },
    quiet: options.quiet,
    layout: { width: options.width ?? 1280, height: 800, reducedMotion: options.reducedMotion, place: (layout) => layout.place(layer(), { top: TOP, height: HEIGHT }) },
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

describe('scroll blur on Avada markup', () => {
  it('[FX-008] the blur grows to 50 px over the container while the layer fades out', () => {
    expect(MAX_BLUR_PX).toBe(50);
    expect(fade(600, 600)).toEqual({ opacity: 1, blurPx: 0 });
    expect(fade(300, 600)).toEqual({ opacity: 0.5, blurPx: 25 });
    expect(fade(0, 600)).toEqual({ opacity: 0, blurPx: 50 });
  });

  it('[FX-008] scrolling through the container fades and blurs its layer, filter and opacity only; above it, it is clear', async () => {
    await open();
    expect(layer().style.filter).toBe('blur(0px)');
    expect(layer().style.opacity).toBe('1');
    await testbed!.scrollTo(TOP + HEIGHT / 2);
    expect(layer().style.filter).toBe('blur(25px)');
    expect(layer().style.opacity).toBe('0.5');
    await testbed!.scrollTo(TOP + HEIGHT);
    expect(layer().style.filter).toBe('blur(50px)');
    await testbed!.scrollTo(TOP - 10);
    expect(layer().style.filter).toBe('blur(0px)');
    expect(layer().style.opacity).toBe('1');
    expect(layer().style.transform).toBe('');
  });

  it('below the content break point the layer is hidden and the container takes its background', async () => {
    await open({ width: 700 });
    expect(layer().style.display).toBe('none');
    expect(layer().parentElement!.style.getPropertyValue('--awb-background-color')).not.toBe('');
    await testbed!.scrollTo(TOP + 100);
    expect(layer().style.filter).toBe('');
  });

  it('with reduced motion nothing changes as the page scrolls', async () => {
    await open({ reducedMotion: true });
    await testbed!.scrollTo(TOP + 300);
    expect(layer().style.filter).toBe('');
    expect(layer().style.opacity).toBe('');
  });

  it('a malformed break point warns, naming the field, and 800 applies', async () => {
    await open({ width: 790, quiet: true, globals: { fusionContainerVars: { content_break_point: 'wide' } } });
    expect(testbed!.console.warn.mock.calls.flat().join(' ')).toContain('fusionContainerVars.content_break_point');
    expect(layer().style.display).toBe('none');
  });
});
