import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../test/support';
import { backgroundSliders } from '../definition';

/** Splide draws with layout and animation frames jsdom lacks: a stand-in records what the plugin asks of it. */
const made: { root: HTMLElement; options: Record<string, unknown>; calls: string[]; destroyed: boolean }[] = [];
jest.mock('@splidejs/splide', () => ({
  __esModule: true,
  default: class {
    record: (typeof made)[number];
    Components: { Autoplay: { pause(): void; play(): void } };
    constructor(root: HTMLElement, options: Record<string, unknown>) {
      // Splide refuses markup without a track holding a list: the plugin must have built it.
      if (!root.querySelector(':scope > .splide__track > .splide__list > .splide__slide')) throw new Error('A track/list element is missing.');
      this.record = { root, options, calls: [], destroyed: false };
      made.push(this.record);
      this.Components = { Autoplay: { pause: () => void this.record.calls.push('pause'), play: () => void this.record.calls.push('play') } };
    }
    mount() {
      return this;
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

let testbed: Testbed;
beforeEach(() => void (made.length = 0));
afterEach(() => testbed?.close());

const MARKUP = ['sliders/container-fade.html', 'sliders/column-zoom.html', 'sliders/container-video.html'];
const open = async (markup: string[] = MARKUP, globals: Record<string, unknown> = {}) => {
  testbed = await openTestbed(markup, [backgroundSliders], { globals, quiet: true });
};
const sliderIn = (id: string) => made.find((record) => record.root.closest(`#${id}`))!;

describe('background sliders on Avada markup', () => {
  it('[SLD-002] runs the container slider and both column sliders, each on its own', async () => {
    await open();
    expect(made).toHaveLength(4);
    expect(sliderIn('container-fade').root.closest('.fusion-flex-container')).not.toBeNull();
    expect(sliderIn('column-zoom').root.parentElement).toHaveClass('awb-column__background-slider');
  });

  it('[SLD-003] [SLD-005] [SLD-006] [SLD-007] Avada\'s printed defaults become a fade every 5000 ms over 800 ms, direction up', async () => {
    await open();
    const { options, root } = sliderIn('container-fade');
    expect(options).toMatchObject({ type: 'fade', rewind: true, interval: 5000, speed: 800, autoplay: true });
    expect(root).toHaveClass('awb-background-slider--fade', 'awb-background-slider--up', 'splide');
    expect(root.style.getPropertyValue('--awb-bg-speed')).toBe('800ms');
  });

  it('[SLD-001] [SLD-004] creative effects mark the slider for their CSS; loop "no" stops on the last slide', async () => {
    await open();
    expect(sliderIn('column-zoom').root).toHaveClass('awb-background-slider--zoom');
    expect(sliderIn('column-slide').root).toHaveClass('awb-background-slider--slide', 'awb-background-slider--left');
    expect(sliderIn('column-slide').options).toMatchObject({ rewind: false, interval: 1000, speed: 400 });
    expect(sliderIn('container-video').root).toHaveClass('awb-background-slider--slide-zoom-in', 'awb-background-slider--down');
    expect(document.head.querySelector('style')!.textContent).toContain('.awb-background-slider--zoom .splide__slide.is-active{animation-name:awb-bg-zoom}');
  });

  it('[SLD-008] a slider that pauses on hover pauses while the pointer is over its column, and only that one', async () => {
    await open();
    const column = document.getElementById('column-zoom')!;
    fireEvent.pointerEnter(column);
    expect(sliderIn('column-zoom').calls).toEqual(['pause']);
    fireEvent.pointerLeave(column);
    expect(sliderIn('column-zoom').calls).toEqual(['pause', 'play']);
    fireEvent.pointerEnter(document.getElementById('column-slide')!);
    fireEvent.pointerEnter(document.getElementById('container-fade')!);
    expect(sliderIn('column-slide').calls).toEqual([]);
    expect(sliderIn('container-fade').calls).toEqual([]);
  });

  it('[SLD-009] [SLD-010] a video playing in the container pauses its slider; it resumes when the video pauses', async () => {
    await open();
    const video = document.querySelector('#container-video video')!;
    video.dispatchEvent(new Event('play'));
    expect(sliderIn('container-video').calls).toEqual(['pause']);
    video.dispatchEvent(new Event('play'));
    expect(sliderIn('container-video').calls).toEqual(['pause']);
    video.dispatchEvent(new Event('pause'));
    expect(sliderIn('container-video').calls).toEqual(['pause', 'play']);
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('ended'));
    expect(sliderIn('container-video').calls).toEqual(['pause', 'play', 'pause', 'play']);
    expect(sliderIn('container-fade').calls).toEqual([]);
  });

  it('with reduced motion nothing moves: no autoplay, no transition time', async () => {
    await open(MARKUP, { matchMedia: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) });
    for (const { options } of made) expect(options).toMatchObject({ autoplay: false, speed: 0 });
    fireEvent.pointerEnter(document.getElementById('column-zoom')!);
    expect(sliderIn('column-zoom').calls).toEqual([]);
  });

  it('a bad attribute warns once, naming it, and the slider runs with the default', async () => {
    await open(['<div class="fusion-fullwidth fusion-flex-container"><div class="awb-background-slider" data-type="container" data-animation="cube" data-slideshow-speed="fast"><div class="swiper-wrapper"><div class="swiper-slide"></div></div></div></div>']);
    expect(made[0]!.options).toMatchObject({ interval: 5000 });
    expect(made[0]!.root).toHaveClass('awb-background-slider--fade');
    const warnings = testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
    expect(warnings).toEqual([expect.stringContaining('data-animation'), expect.stringContaining('data-slideshow-speed')]);
  });

  it('a stop destroys the sliders and puts Avada\'s markup back as printed', async () => {
    const printed = MARKUP.map((name) => readFileSync(join(__dirname, '../../../fixtures/markup', name), 'utf8')).join('\n');
    await open();
    testbed.runtime.stop();
    expect(made.every((record) => record.destroyed)).toBe(true);
    const fresh = document.createElement('body');
    fresh.innerHTML = printed;
    // The style attribute is serialized again by the CSSOM once touched ("a:b" reads "a: b"): compare without that.
    const normal = (html: string) => html.replace(/\s+/g, ' ').replace(/: /g, ':');
    expect(normal(document.body.innerHTML)).toBe(normal(fresh.innerHTML));
    expect(document.head.querySelector('style')).toBeNull();
    expect(testbed.leaks.check()).toEqual([]);
  });
});
