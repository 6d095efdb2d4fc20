import { fireEvent } from '@testing-library/dom';
import { gsap } from 'gsap';
import { scrollSections } from '../definition';
import { SCROLL_ANIMATIONS, type StackedAnimation } from '../animations';
import { markupOf } from '../../../test/support/markup';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../test/support';

const VIEWPORT = { width: 1280, height: 800 };
const GROUP_TOP = 1000;
const LOCK_MS = 450;

let testbed: LaidOutTestbed;
let layout: FakeLayout;

const group = () => document.querySelector<HTMLElement>('#fusion-scroll-section-1')!;
const track = () => group().querySelector<HTMLElement>('.swiper-wrapper')!;
const slide = (n: number) => document.querySelector<HTMLElement>(`#fusion-scroll-section-element-1-${n}`)!;
const current = () => [1, 2, 3].filter((n) => slide(n).classList.contains('swiper-slide-active'));

async function open(animation: string, options: { speed?: number; reducedMotion?: boolean; url?: string; quiet?: boolean; width?: number } = {}) {
  const markup = markupOf('scroll-sections/slides-group.html')
    .replace('data-animation="slide"', `data-animation="${animation}"`)
    .replace('data-speed="800"', `data-speed="${options.speed ?? 0}"`);
  testbed = await openTestbed(markup, [scrollSections], {
    url: options.url,
    quiet: options.quiet,
    layout: {
      ...VIEWPORT,
      width: options.width ?? VIEWPORT.width,
      reducedMotion: options.reducedMotion,
      place: (layout) => layout.place(group(), { top: GROUP_TOP, height: VIEWPORT.height }),
    },
  });
  layout = testbed.layout;
}

/** Scrolls the group into view and waits out the lock of catching it. */
async function engage() {
  layout.scrollTo(GROUP_TOP + 50);
  await testbed.settle(FRAME_MS + LOCK_MS);
}

const wheel = (deltaY: number, target: Element = group()) => !fireEvent.wheel(target, { deltaY });

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('scroll sections, slide animations (Avada markup)', () => {
  const stacked = ['slide', 'slide-right', 'slide-left', 'stack', 'zoom', 'slide-zoom-out', 'slide-zoom-in'];

  it.each(stacked)('[SCR-002] %s: a wheel moves to the next slide and gsap puts the others where the animation says', async (name) => {
    await open(name);
    const animation = SCROLL_ANIMATIONS[name] as StackedAnimation;
    await engage();
    expect(wheel(100)).toBe(true);
    await testbed.settle(FRAME_MS);
    expect(current()).toEqual([2]);
    for (const [n, pose] of [[1, animation.prev], [2, { xPercent: 0, yPercent: 0, y: 0, z: 0, scale: 1, opacity: 1 }], [3, animation.next]] as const) {
      for (const [property, value] of Object.entries(pose)) expect([n, property, gsap.getProperty(slide(n), property)]).toEqual([n, property, value]);
    }
    expect(slide(1)).toHaveAttribute('inert');
    expect(slide(2)).not.toHaveAttribute('inert');
  });

  it('[SCR-002] slides are stacked in the group, one viewport tall, and marked ready', async () => {
    await open('zoom', { reducedMotion: true });
    expect(group().style.height).toBe('100vh');
    expect(group()).toHaveClass('swiper-ready');
    expect(slide(2).style.position).toBe('absolute');
    expect(slide(3).style.opacity).toBe('0');
    expect(current()).toEqual([1]);
  });

  it('[SCR-003] scroll-right-free: the slides move sideways with the gesture, not a whole slide at a time', async () => {
    await open('scroll-right-free', { reducedMotion: true });
    expect(track().style.display).toBe('flex');
    await engage();
    expect(wheel(200)).toBe(true);
    expect(track().style.transform).toBe('translateX(-25%)');
    wheel(600);
    expect(track().style.transform).toBe('translateX(-100%)');
    expect(current()).toEqual([2]);
    // No lock in free mode: the next gesture moves straight on.
    wheel(400);
    expect(track().style.transform).toBe('translateX(-150%)');
  });

  it('[SCR-003] scroll-right (not free): one gesture, one whole slide sideways', async () => {
    await open('scroll-right', { reducedMotion: true });
    await engage();
    wheel(30);
    expect(track().style.transform).toBe('translateX(-100%)');
    expect(track().style.flexDirection).toBe('row');
  });

  it('[SCR-004] scroll-left and scroll-left-free: the inverse direction, the next slide comes in from the left', async () => {
    await open('scroll-left', { reducedMotion: true });
    await engage();
    wheel(100);
    expect(track().style.flexDirection).toBe('row-reverse');
    expect(track().style.transform).toBe('translateX(100%)');
    testbed.close();

    await open('scroll-left-free', { reducedMotion: true });
    await engage();
    wheel(400);
    expect(track().style.transform).toBe('translateX(50%)');
  });

  it('[SCR-010] the keys step down and up while the group fills the viewport; left and right too in the scroll variants', async () => {
    await open('slide', { reducedMotion: true });
    await engage();
    expect(fireEvent.keyDown(document, { key: 'ArrowDown' })).toBe(false);
    expect(current()).toEqual([2]);
    await testbed.settle(LOCK_MS);
    fireEvent.keyDown(document, { key: 'PageUp' });
    expect(current()).toEqual([1]);
    testbed.close();

    await open('scroll-right', { reducedMotion: true });
    await engage();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(current()).toEqual([2]);
    await testbed.settle(LOCK_MS);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(current()).toEqual([1]);
  });

  it('[SCR-010] a swipe up moves to the next slide, a short one does nothing', async () => {
    await open('slide', { reducedMotion: true });
    await engage();
    fireEvent.touchStart(group(), { touches: [{ clientY: 600 }] });
    fireEvent.touchEnd(group(), { changedTouches: [{ clientY: 580 }] });
    expect(current()).toEqual([1]);
    fireEvent.touchStart(group(), { touches: [{ clientY: 600 }] });
    expect(fireEvent.touchMove(group(), { touches: [{ clientY: 500 }] })).toBe(false);
    fireEvent.touchEnd(group(), { changedTouches: [{ clientY: 450 }] });
    expect(current()).toEqual([2]);
  });

  it('[SCR-011] one gesture moves one slide: the wheel is held while the move locks scrolling', async () => {
    await open('slide', { reducedMotion: true });
    await engage();
    wheel(100);
    expect(wheel(100)).toBe(true);
    await testbed.settle(LOCK_MS);
    expect(current()).toEqual([2]);
  });

  it('[SCR-010] at the last slide the wheel goes on to the page; outside the group it is never held', async () => {
    await open('slide', { reducedMotion: true });
    expect(wheel(100)).toBe(false);
    await engage();
    for (const expected of [2, 3]) {
      wheel(100);
      expect(current()).toEqual([expected]);
      await testbed.settle(LOCK_MS);
    }
    expect(wheel(100)).toBe(false);
    expect(wheel(-100)).toBe(true);
  });

  it('[SCR-005] the address\'s hash opens the slide it names', async () => {
    await open('stack', { reducedMotion: true, url: '/#fusion-scroll-section-element-1-3' });
    expect(current()).toEqual([3]);
    expect(layout.scrollY).toBe(GROUP_TOP);
  });

  it('[SCR-007] below the break point the slider is off: plain content', async () => {
    await open('slide', { width: 700 });
    expect(group()).toHaveClass('fusion-full-scroll-disabled');
    expect(slide(2).style.position).toBe('');
    expect(group().style.height).toBe('');
    await engage();
    expect(wheel(100)).toBe(false);
  });

  it('an unknown data-animation warns and falls back to slide', async () => {
    await open('wobble', { quiet: true, reducedMotion: true });
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toMatch(/unknown data-animation "wobble"; using "slide"/);
    expect(slide(3).style.transform).toContain('translate(0%, 100%)');
  });

  it('cleanup puts the printed markup back', async () => {
    await open('slide');
    await engage();
    wheel(100);
    await testbed.settle(FRAME_MS);
    testbed.runtime.stop();
    expect(slide(1).getAttribute('style') ?? '').toBe('');
    expect(track().getAttribute('style') ?? '').toBe('');
    expect(group()).not.toHaveClass('swiper-ready');
  });
});
