import { header } from '../definition';
import type { RuntimeErrorInfo } from '../../../kernel/events';
import { fakeLayout, FRAME_MS, openTestbed, type Box, type FakeLayout, type LayoutSize, type Testbed } from '../../../test/support';
import { HEADER_VARS } from './avada';
import { headerV1, headerV4, sideHeader } from './markup';

let testbed: Testbed;
let layout: FakeLayout;
// jsdom has no Web Animations: record what the header asks for.
let animations: { keyframes: unknown; options: unknown }[];
beforeEach(() => {
  animations = [];
  Element.prototype.animate = function (keyframes: unknown, options: unknown) {
    animations.push({ keyframes, options });
    return { cancel() {} } as Animation;
  } as Element['animate'];
});
afterEach(() => {
  testbed?.close();
  layout?.restore();
  delete (Element.prototype as Partial<Element>).animate;
});

/** Places an element that is fixed to the window while `fixed()` holds (the sticky header once it sticks). */
const placeFixedWhile = (element: Element, box: Box, fixed: () => boolean) => layout.place(element, () => ({ ...box, fixed: fixed() }));

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;

/** Header v1 at the top of a long page: 84 px tall, its logo 64 px at 10 px, its menu bar 84 px. */
async function openV1(vars: Record<string, unknown> | null = HEADER_VARS, { documentHeight, ...size }: LayoutSize & { documentHeight?: number } = {}, beforeStart = () => {}) {
  layout = fakeLayout(window, size);
  if (documentHeight !== undefined) layout.setDocumentHeight(documentHeight);
  testbed = await openTestbed(headerV1(), [header], { globals: vars === null ? {} : { avadaHeaderVars: vars }, start: false, quiet: true });
  const sticky = () => $('.fusion-header-wrapper').classList.contains('fusion-is-sticky');
  placeFixedWhile($('.fusion-header'), { top: 0, height: 84 }, sticky);
  placeFixedWhile($('.fusion-standard-logo'), { top: 10, height: 64, width: 200 }, sticky);
  placeFixedWhile($('.fusion-main-menu'), { top: 0, height: 84, left: 400, width: 600 }, sticky);
  beforeStart();
  await testbed.start();
  await testbed.settle(FRAME_MS);
}

const scroll = async (y: number) => {
  layout.scrollTo(y);
  await testbed.settle(FRAME_MS);
};

describe('sticky header on Avada header v1', () => {
  it('[HDR-001][HDR-002] sticks past the trigger with a placeholder of its full height, and is normal again at the top', async () => {
    await openV1();
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    await scroll(1);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
    expect($('.fusion-header-sticky-height').style).toMatchObject({ display: 'block', height: '84px' });
    expect($('.fusion-header').style.top).toBe('0px');
    await scroll(0);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    expect($('.fusion-header-sticky-height').getAttribute('style')).toBe('');
  });

  it('[HDR-003][HDR-006] shrinks the bar to 65 px over 300 ms, the logo to 55 px with 5 px above, by size and transforms only', async () => {
    await openV1();
    await scroll(300);
    await testbed.settle(FRAME_MS);
    const bar = $('.fusion-header');
    expect(bar.style.height).toBe('65px');
    expect(animations).toEqual([{ keyframes: [{ height: '84px' }, { height: '65px' }], options: { duration: 300, easing: 'cubic-bezier(0.33, 1, 0.68, 1)' } }]);
    expect($('.fusion-standard-logo').style.transition).toBe('transform 300ms cubic-bezier(0.33, 1, 0.68, 1)');
    expect($('.fusion-standard-logo').style.transform).toBe(`translateY(-5px) scale(${55 / 64})`);
    expect($('.fusion-main-menu').style.transform).toBe(`translateY(${65 / 2 - 42}px)`);
    // The placeholder keeps the full height: nothing below the header moves.
    expect($('.fusion-header-sticky-height').style.height).toBe('84px');
    expect(testbed.runtime.actors()[0]!.state).toEqual({ sticky: { small: 'shrinking' } });
    await testbed.settle(300);
    expect(testbed.runtime.actors()[0]!.state).toEqual({ sticky: { small: 'shrunk' } });
    await scroll(0);
    expect(bar.style.height).toBe('');
    expect($('.fusion-standard-logo').style.transform).toBe('');
  });

  it('[HDR-004][HDR-005] on a tablet with sticky on, the shrink takes 0 ms', async () => {
    await openV1(HEADER_VARS, { width: 1024, height: 768, screenWidth: 1024 });
    await scroll(300);
    await testbed.settle(FRAME_MS);
    expect(animations).toEqual([]);
    expect($('.fusion-standard-logo').style.transition).toBe('none');
    expect($('.fusion-header').style.height).toBe('65px');
  });

  it('[HDR-004] on a tablet with sticky off for tablets, the header never sticks', async () => {
    await openV1({ ...HEADER_VARS, header_sticky_tablet: '0' }, { width: 1024, height: 768, screenWidth: 1024 });
    await scroll(300);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
  });

  it('[HDR-007] a page too short to shrink keeps the header non-sticky', async () => {
    await openV1(HEADER_VARS, { documentHeight: 810 });
    await scroll(10);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    expect(testbed.runtime.actors()[0]!.state).toBe('off');
  });

  it('[HDR-008] re-measures after an ajax call: content that pushed the header down moves its trigger', async () => {
    await openV1();
    // An ajax answer added a notice bar above the header.
    placeFixedWhile($('.fusion-header'), { top: 200, height: 84 }, () => $('.fusion-header-wrapper').classList.contains('fusion-is-sticky'));
    testbed.runtime.bus.emit('ajaxComplete', {}, { url: '/wp-admin/admin-ajax.php' });
    await testbed.settle(FRAME_MS);
    await scroll(150);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    await scroll(201);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
  });

  it('[HDR-008] re-measures after the runtime\'s own calls too (no jQuery ajaxComplete for them)', async () => {
    await openV1();
    placeFixedWhile($('.fusion-header'), { top: 200, height: 84 }, () => $('.fusion-header-wrapper').classList.contains('fusion-is-sticky'));
    testbed.runtime.bus.emit('runtime:request-complete', '/?wc-ajax=add_to_cart');
    await testbed.settle(FRAME_MS);
    await scroll(150);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    await scroll(201);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
  });

  it('reads the scroll position once per frame however many scroll events arrive, with passive listeners', async () => {
    const options: unknown[] = [];
    let add = window.addEventListener;
    await openV1(HEADER_VARS, {}, () => {
      // The kit's leak tracker has wrapped addEventListener by now: wrap its wrapper, and put it back after.
      add = window.addEventListener;
      window.addEventListener = function (this: Window, ...args: Parameters<Window['addEventListener']>) {
        if (args[0] === 'scroll' || args[0] === 'resize') options.push(args[2]);
        return add.apply(this, args);
      } as Window['addEventListener'];
    });
    window.addEventListener = add;
    expect(options.length).toBeGreaterThanOrEqual(2);
    for (const option of options) expect(option).toMatchObject({ passive: true });
    const before = layout.scrollReads;
    for (let y = 1; y <= 10; y++) layout.scrollTo(y * 10);
    await testbed.settle(FRAME_MS);
    expect(layout.scrollReads - before).toBe(1);
  });

  it('adds the sticky shadow 150 ms after sticking', async () => {
    await openV1();
    await scroll(300);
    expect($('.fusion-header')).not.toHaveClass('fusion-sticky-shadow');
    await testbed.settle(150 + FRAME_MS);
    expect($('.fusion-header')).toHaveClass('fusion-sticky-shadow');
    await scroll(0);
    expect($('.fusion-header')).not.toHaveClass('fusion-sticky-shadow');
  });

  it('tells the page how tall the sticky header is (getStickyHeaderHeight)', async () => {
    await openV1();
    const height = (window as unknown as { getStickyHeaderHeight(shrunk?: boolean): number }).getStickyHeaderHeight;
    expect(height()).toBe(84);
    expect(height(true)).toBe(64);
  });

  it('follows fusion-disable-sticky-header and fusion-init-sticky-header', async () => {
    await openV1();
    window.dispatchEvent(new Event('fusion-disable-sticky-header'));
    await scroll(300);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    window.dispatchEvent(new Event('fusion-init-sticky-header'));
    await testbed.settle(FRAME_MS);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
  });

  it('puts every class and inline style back when the runtime stops', async () => {
    await openV1();
    await scroll(300);
    await testbed.settle(FRAME_MS);
    testbed.runtime.stop();
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    expect($('.fusion-header').getAttribute('style')).toBe('');
    expect($('.fusion-header-sticky-height').getAttribute('style')).toBe('');
    expect(testbed.leaks.check()).toEqual([]);
  });
});

describe("the sticky header's actor, made at its first need", () => {
  const sticky = () => $('.fusion-header-wrapper').classList.contains('fusion-is-sticky');

  it('mounts without an actor at the top of the page; the first scroll sticks and shrinks the header in its own frame, before the actor it makes arrives', async () => {
    await openV1();
    expect(testbed.runtime.stats().actors).toBe(0);
    window.dispatchEvent(new Event('resize'));
    await testbed.settle(FRAME_MS);
    expect(testbed.runtime.stats().actors).toBe(0);
    layout.scrollTo(300);
    // One frame, with no turn for the actor's chunk to arrive in.
    testbed.clock.advance(FRAME_MS);
    expect(sticky()).toBe(true);
    expect(testbed.runtime.stats().actors).toBe(0);
    testbed.clock.advance(FRAME_MS);
    expect($('.fusion-header').style.height).toBe('65px');
    await testbed.settle();
    expect(testbed.runtime.actors()[0]!.state).toEqual({ sticky: { small: 'shrinking' } });
    // The actor found the header as it would have made it: one shrink, not two.
    await testbed.settle(FRAME_MS);
    expect(animations).toHaveLength(1);
    expect($('.fusion-standard-logo').style.transform).toBe(`translateY(-5px) scale(${55 / 64})`);
    await scroll(0);
    expect(sticky()).toBe(false);
    expect($('.fusion-header').style.height).toBe('');
  });

  it('the shadow shows 150 ms after the header stuck, however long of that its actor took to arrive', async () => {
    await openV1();
    layout.scrollTo(300);
    testbed.clock.advance(FRAME_MS);
    expect(sticky()).toBe(true);
    // 100 ms go by before the actor is in.
    testbed.clock.advance(100);
    expect(testbed.runtime.stats().actors).toBe(0);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    await testbed.settle(20);
    expect($('.fusion-header')).not.toHaveClass('fusion-sticky-shadow');
    await testbed.settle(30 + FRAME_MS);
    expect($('.fusion-header')).toHaveClass('fusion-sticky-shadow');
  });

  it('[HDR-001] a page opened already scrolled past the trigger is sticky at load, its actor made at mount', async () => {
    await openV1(HEADER_VARS, {}, () => layout.scrollTo(500));
    expect(sticky()).toBe(true);
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(testbed.runtime.actors()[0]!.state).toEqual({ sticky: { small: 'shrinking' } });
  });

  it('down past the trigger and back up while the actor loads: the header follows each frame, and the actor starts where the page is', async () => {
    await openV1();
    const told: boolean[] = [];
    testbed.runtime.bus.on('header:sticky', (on) => told.push(on));
    layout.scrollTo(300);
    testbed.clock.advance(FRAME_MS);
    expect(sticky()).toBe(true);
    layout.scrollTo(0);
    testbed.clock.advance(FRAME_MS);
    expect(sticky()).toBe(false);
    await testbed.settle(FRAME_MS);
    expect(testbed.runtime.actors()[0]!.state).toBe('normal');
    expect(sticky()).toBe(false);
    expect(told).toEqual([true, false]);
    await scroll(300);
    expect(sticky()).toBe(true);
    expect(told).toEqual([true, false, true]);
  });

  it('when its code fails to load: reported once, the header still sticks and unsticks; the next scroll loads it again', async () => {
    await openV1();
    const errors: RuntimeErrorInfo[] = [];
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    jest.doMock('../sticky-actor', () => {
      throw new Error('chunk failed to load');
    });
    await scroll(300);
    expect(errors.map((info) => [info.plugin, (info.error as Error).message])).toEqual([['header', 'chunk failed to load']]);
    expect(sticky()).toBe(true);
    expect(testbed.runtime.stats().actors).toBe(0);
    await scroll(0);
    expect(sticky()).toBe(false);
    jest.dontMock('../sticky-actor');
    await scroll(300);
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(sticky()).toBe(true);
    await testbed.settle(150 + FRAME_MS);
    expect($('.fusion-header')).toHaveClass('fusion-sticky-shadow');
  });
});

describe('header types', () => {
  it('[HDR-009] type 2 (header v4): the menu bar sticks and its parent keeps its height', async () => {
    layout = fakeLayout(window);
    testbed = await openTestbed(headerV4(), [header], { globals: { avadaHeaderVars: HEADER_VARS }, start: false });
    const sticky = () => $('.fusion-header-wrapper').classList.contains('fusion-is-sticky');
    placeFixedWhile($('.fusion-secondary-main-menu'), { top: 140, height: 56 }, sticky);
    layout.place($('.fusion-sticky-header-wrapper'), { top: 40, height: 156 });
    await testbed.start();
    await testbed.settle(FRAME_MS);
    await scroll(140);
    expect($('.fusion-header-wrapper')).not.toHaveClass('fusion-is-sticky');
    await scroll(141);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
    expect($('.fusion-sticky-header-wrapper').style.height).toBe('156px');
    expect($('.fusion-header-sticky-height').style.display).toBe('');
    // Type 2 never shrinks.
    await testbed.settle(FRAME_MS);
    expect($('.fusion-header').style.height).toBe('');
  });

  it('[HDR-009] type 3 (side header): sticks only in its mobile layout, fixed with its spacer holding its height', async () => {
    layout = fakeLayout(window, { width: 600, height: 800, screenWidth: 600 });
    testbed = await openTestbed(sideHeader(), [header], { globals: { avadaHeaderVars: HEADER_VARS }, start: false });
    placeFixedWhile($('#side-header'), { top: 0, height: 90 }, () => $('#side-header').classList.contains('fusion-is-sticky'));
    await testbed.start();
    await testbed.settle(FRAME_MS);
    await scroll(50);
    expect($('#side-header')).toHaveClass('fusion-is-sticky');
    expect($('#side-header').style.position).toBe('fixed');
    expect($('#side-header-sticky').style.height).toBe('90px');
    // Wider than the break point the side header sits at the side: no sticky behaviour.
    layout.resize(1280, 800, 1920);
    await scroll(0);
    await testbed.settle(FRAME_MS);
    await scroll(50);
    expect($('#side-header')).not.toHaveClass('fusion-is-sticky');
    expect($('#side-header').style.position).toBe('');
  });
});

describe('bad page variables', () => {
  it('a missing avadaHeaderVars warns once and the header works with Avada defaults (sticky and shrinking)', async () => {
    await openV1(null);
    const warnings = testbed.console.warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => text.includes('avadaHeaderVars'))).toEqual(['[site-runtime] page global avadaHeaderVars: missing; using the default']);
    await scroll(300);
    await testbed.settle(FRAME_MS);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
    expect($('.fusion-header').style.height).toBe('65px');
  });

  it('a malformed field warns once naming it and takes its default', async () => {
    await openV1({ ...HEADER_VARS, side_header_break_point: 'wide', header_sticky_type2_layout: 'sideways' });
    const warnings = testbed.console.warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('avadaHeaderVars'));
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toContain('avadaHeaderVars.side_header_break_point: expected a number');
    expect(warnings.join('\n')).toContain('avadaHeaderVars.header_sticky_type2_layout');
    await scroll(300);
    expect($('.fusion-header-wrapper')).toHaveClass('fusion-is-sticky');
  });
});
