import { effectScrollBlur } from '../definition';
import { fade, MAX_BLUR_PX } from '../plugin';
import { FRAME_MS, openPage, type FakeLayout, type LaidOutPage } from '../../../../test/support';

let page: LaidOutPage | undefined;
let layout: FakeLayout;
const layer = () => document.getElementById('faded-layer')!;
const TOP = 1000;
const HEIGHT = 600;

async function open(options: { width?: number; reducedMotion?: boolean; globals?: Record<string, unknown>; quiet?: boolean } = {}) {
  page = await openPage('effects/scroll-blur.html', [effectScrollBlur], {
    globals: options.globals ?? { fusionContainerVars: { content_break_point: '800' } },
    quiet: options.quiet,
    layout: { width: options.width ?? 1280, height: 800, reducedMotion: options.reducedMotion, place: (layout) => layout.place(layer(), { top: TOP, height: HEIGHT }) },
  });
  layout = page.layout;
  await page.settle(FRAME_MS);
}

afterEach(() => {
  if (!page) return;
  page.close();
  expect(page.leaks.check()).toEqual([]);
  page = undefined;
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
    await page!.scrollTo(TOP + HEIGHT / 2);
    expect(layer().style.filter).toBe('blur(25px)');
    expect(layer().style.opacity).toBe('0.5');
    await page!.scrollTo(TOP + HEIGHT);
    expect(layer().style.filter).toBe('blur(50px)');
    await page!.scrollTo(TOP - 10);
    expect(layer().style.filter).toBe('blur(0px)');
    expect(layer().style.opacity).toBe('1');
    expect(layer().style.transform).toBe('');
  });

  it('below the content break point the layer is hidden and the container takes its background', async () => {
    await open({ width: 700 });
    expect(layer().style.display).toBe('none');
    expect(layer().parentElement!.style.getPropertyValue('--awb-background-color')).not.toBe('');
    await page!.scrollTo(TOP + 100);
    expect(layer().style.filter).toBe('');
  });

  it('with reduced motion nothing changes as the page scrolls', async () => {
    await open({ reducedMotion: true });
    await page!.scrollTo(TOP + 300);
    expect(layer().style.filter).toBe('');
    expect(layer().style.opacity).toBe('');
  });

  it('a malformed break point warns, naming the field, and 800 applies', async () => {
    await open({ width: 790, quiet: true, globals: { fusionContainerVars: { content_break_point: 'wide' } } });
    expect(page!.console.warn.mock.calls.flat().join(' ')).toContain('fusionContainerVars.content_break_point');
    expect(layer().style.display).toBe('none');
  });
});
