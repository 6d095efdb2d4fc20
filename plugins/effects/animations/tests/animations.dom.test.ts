import { effectAnimations } from '../definition';
import { openTestbed, type Testbed } from '../../../../test/support';

/** A stand-in IntersectionObserver: the test says when an element enters. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Reports `element` in view at `ratio` to whichever observer watches it. */
function enter(element: Element, ratio = 1, heights: { element?: number; viewport?: number } = {}) {
  const observer = FakeObserver.all.find((candidate) => candidate.targets.has(element));
  if (!observer) return false;
  const entry = {
    target: element,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { height: heights.element ?? 100 } as DOMRectReadOnly,
    rootBounds: { height: heights.viewport ?? 800 } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
  observer.callback([entry], observer as unknown as IntersectionObserver);
  return true;
}

let testbed: Testbed;
const byId = (id: string) => document.getElementById(id)!;

async function open(options: { observer?: boolean; status?: string; reducedMotion?: boolean; quiet?: boolean } = {}) {
  FakeObserver.all = [];
  const globals: Record<string, unknown> = { fusionAnimationsVars: { status_css_animations: options.status ?? 'desktop' } };
  globals.IntersectionObserver = options.observer === false ? undefined : FakeObserver;
  globals.matchMedia = (query: string) => ({ matches: !!options.reducedMotion && query.includes('reduce') });
  testbed = await openTestbed('effects/animations.html', [effectAnimations], { globals, quiet: options.quiet });
}

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('element animations on Avada markup', () => {
  it('[FX-006] watching starts 300 ms after the page has loaded', async () => {
    await open();
    expect(document.body).toHaveClass('do-animate');
    expect(FakeObserver.all).toHaveLength(0);
    await testbed.settle(299);
    expect(FakeObserver.all).toHaveLength(0);
    await testbed.settle(1);
    expect(FakeObserver.all.map((o) => o.options)).toEqual([
      { threshold: 0 },
      { rootMargin: '0px 0px -50% 0px' },
      { threshold: [0, 0.2, 0.4, 0.6, 0.7, 0.8, 0.9, 1] },
    ]);
  });

  it('[FX-001] [FX-003] an element stays hidden until it enters, then shows with its animation class, duration and delay', async () => {
    await open();
    await testbed.settle(300);
    const image = byId('animated-image');
    expect(image.style.visibility).toBe('');
    expect(enter(image, 1)).toBe(true);
    expect(image.style.visibility).toBe('visible');
    expect(image).toHaveClass('bounceIn');
    expect(image.style.animationDuration).toBe('0.8s');
    expect(image.style.animationDelay).toBe('0.2s');
    // Once revealed it is no longer watched.
    expect(enter(image, 1)).toBe(false);
  });

  it('[FX-002] the animation class goes once duration plus delay have passed', async () => {
    await open();
    await testbed.settle(300);
    const image = byId('animated-image');
    enter(image);
    await testbed.settle(999);
    expect(image).toHaveClass('bounceIn');
    await testbed.settle(1);
    expect(image).not.toHaveClass('bounceIn');
    expect(image.style.visibility).toBe('visible');
  });

  it('[FX-001] bottom-in-view waits for the whole element, or as much of a tall one as the viewport holds', async () => {
    await open();
    await testbed.settle(300);
    const image = byId('animated-image');
    enter(image, 0.9);
    expect(image.style.visibility).toBe('');
    enter(image, 0.5, { element: 1600, viewport: 800 });
    expect(image.style.visibility).toBe('visible');
  });

  it('[FX-001] top-into-view and top-mid-of-view reveal as soon as they intersect their area', async () => {
    await open();
    await testbed.settle(300);
    enter(byId('animated-title'), 0.01);
    expect(byId('animated-title')).toHaveClass('fadeInUp');
    enter(byId('animated-text'), 0.01);
    expect(byId('animated-text')).toHaveClass('fadeInLeft');
    expect(byId('animated-text').style.animationDelay).toBe('');
  });

  it('[FX-005] elements inside a delayed-animation parent are left to that parent', async () => {
    await open();
    await testbed.settle(300);
    expect(enter(byId('delayed-box-1'))).toBe(false);
    expect(byId('delayed-box-1').style.visibility).toBe('');
    expect(byId('delayed-box-1')).not.toHaveClass('fadeInUp');
  });

  it('[FX-004] without IntersectionObserver every element shows at once, without animating', async () => {
    await open({ observer: false });
    await testbed.settle(300);
    for (const id of ['animated-title', 'animated-image', 'animated-text']) {
      expect(byId(id).style.visibility).toBe('visible');
      expect(byId(id).className).not.toMatch(/fadeInUp|bounceIn|fadeInLeft/);
    }
    expect(byId('delayed-box-2').style.visibility).toBe('');
  });

  it('with animations off, or reduced motion, elements show at once and the body says dont-animate', async () => {
    await open({ status: 'off' });
    expect(document.body).toHaveClass('dont-animate');
    expect(byId('animated-title').style.visibility).toBe('visible');
    testbed.close();
    await open({ reducedMotion: true });
    expect(byId('animated-image').style.visibility).toBe('visible');
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('an unknown status warns once, naming the field, and the theme default (desktop) applies', async () => {
    await open({ status: 'always', quiet: true });
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('fusionAnimationsVars.status_css_animations');
    expect(document.body).toHaveClass('do-animate');
  });

  it('[FX-003] a malformed duration falls back to 0.1 s; a type that is not a class name shows the element plainly', async () => {
    document.body.innerHTML = '';
    FakeObserver.all = [];
    testbed = await openTestbed(
      '<div id="odd" class="fusion-animated" data-animationType="fade in!" data-animationDuration="soon"></div><div id="slow" class="fusion-animated" data-animationType="zoomIn" data-animationDuration="x"></div>',
      [effectAnimations],
      { globals: { IntersectionObserver: FakeObserver }, quiet: true },
    );
    await testbed.settle(300);
    enter(byId('odd'));
    expect(byId('odd').style.visibility).toBe('visible');
    expect(byId('odd').className).toBe('fusion-animated');
    enter(byId('slow'));
    expect(byId('slow').style.animationDuration).toBe('0.1s');
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('"fade in!" is not an animation name');
  });
});
