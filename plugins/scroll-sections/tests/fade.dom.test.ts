import { fireEvent } from '@testing-library/dom';
import { scrollSections } from '../definition';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../test/support';

const VIEWPORT = { width: 1280, height: 800 };
const GROUP_TOP = 1000;
/** Three elements: 3 × 100vh + 50vh. */
const GROUP_HEIGHT = 3.5 * VIEWPORT.height;

let testbed: LaidOutTestbed;
let layout: FakeLayout;

const group = () => document.querySelector<HTMLElement>('#fusion-scroll-section-1')!;
const element = (n: number) => document.querySelector<HTMLElement>(`#fusion-scroll-section-element-1-${n}`)!;
const navLink = (n: number) => document.querySelector<HTMLAnchorElement>(`.fusion-scroll-section-link[data-element="${n}"]`)!;
const placeGroup = (layout: FakeLayout) => layout.place(group(), { top: GROUP_TOP, height: GROUP_HEIGHT });
const current = () => [1, 2, 3].filter((n) => element(n).classList.contains('active'));

async function open(options: { globals?: Record<string, unknown>; url?: string; width?: number; before?: string; quiet?: boolean } = {}) {
  testbed = await openTestbed([options.before ?? '', 'scroll-sections/fade-group.html'], [scrollSections], {
    globals: options.globals ?? { fusionContainerVars: { content_break_point: '800', container_hundred_percent_height_mobile: '0', hundred_percent_scroll_sensitivity: '450', is_sticky_header_transparent: '0' } },
    url: options.url,
    quiet: options.quiet,
    layout: { width: options.width ?? VIEWPORT.width, height: VIEWPORT.height, place: placeGroup },
  });
  layout = testbed.layout;
}

/** Scrolls as a visitor would and lets the next frame run. */
const wheelIsCancelled = () => !window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, cancelable: true }));

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('scroll sections, fade (Avada markup)', () => {
  it('[SCR-012] the group is 100vh per element plus 50vh; the sticky header and admin bar are taken off', async () => {
    await open();
    expect(group().style.height).toBe('350vh');
    testbed.close();

    await open({ before: '<div id="wpadminbar"></div>' });
    expect(group().style.height).toBe('350vh');
    testbed.close();

    testbed = await openTestbed(['<div id="wpadminbar"></div>', 'scroll-sections/fade-group.html'], [scrollSections], {
      globals: { getStickyHeaderHeight: (shrunk: boolean) => (shrunk ? 65 : 90) },
      layout: {
        ...VIEWPORT,
        place: (layout) => {
          layout.place(document.querySelector('#wpadminbar')!, { top: 0, height: 32 });
          placeGroup(layout);
        },
      },
    });
    layout = testbed.layout;
    expect(group().style.height).toBe('calc(350vh - 97px)');
    expect(group().querySelector<HTMLElement>('.hundred-percent-height-scrolling')!.style.height).toBe('calc(100vh - 97px)');
  });

  it('[SCR-001] [SCR-009] a full-page group with side navigation: it takes over when it fills the viewport, its elements fixed, the first one shown', async () => {
    await open();
    expect(group()).not.toHaveClass('active');
    await testbed.scrollTo(GROUP_TOP - 10);
    expect(group()).not.toHaveClass('active');
    await testbed.scrollTo(GROUP_TOP + 5);
    expect(group()).toHaveClass('active');
    expect(element(1).style.position).toBe('fixed');
    expect(current()).toEqual([1]);
    expect(navLink(1)).toHaveClass('active');
    expect(navLink(1)).toHaveAttribute('aria-current', 'true');
    expect(element(2)).toHaveAttribute('inert');
    // Caught: the page settles where the first element rests, a pixel inside the group's top.
    expect(layout.scriptScrolls).toEqual([GROUP_TOP + 1]);
  });

  it('[SCR-010] [SCR-011] scrolling down steps to the next element, locks scrolling for the sensitivity, then the next step may come', async () => {
    await open();
    await testbed.scrollTo(GROUP_TOP);
    await testbed.settle(450);
    await testbed.scrollTo(GROUP_TOP + 40);
    expect(current()).toEqual([2]);
    expect(navLink(2)).toHaveClass('active');
    expect(navLink(1)).not.toHaveClass('active');
    // The page rests half way through the group while the middle element shows.
    expect(layout.scrollY).toBe(GROUP_TOP + (GROUP_HEIGHT - VIEWPORT.height) / 2);
    expect(wheelIsCancelled()).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'PageDown' })).toBe(false);
    await testbed.settle(449);
    expect(wheelIsCancelled()).toBe(true);
    await testbed.settle(1);
    expect(wheelIsCancelled()).toBe(false);
    await testbed.scrollTo(layout.scrollY - 30);
    expect(current()).toEqual([1]);
  });

  it('[SCR-010] past the last element the page scrolls on and the last element stays at the group end; back up re-enters at the last', async () => {
    await open();
    await testbed.scrollTo(GROUP_TOP);
    for (const step of [1, 2]) {
      await testbed.settle(450);
      await testbed.scrollTo(layout.scrollY + 20);
      expect(current()).toEqual([step + 1]);
    }
    await testbed.settle(450);
    await testbed.scrollTo(GROUP_TOP + GROUP_HEIGHT);
    expect(group()).not.toHaveClass('active');
    expect(element(3).style.position).toBe('absolute');
    expect(element(3).style.bottom).toBe('0px');
    await testbed.scrollTo(GROUP_TOP + GROUP_HEIGHT - VIEWPORT.height - 5);
    expect(group()).toHaveClass('active');
    expect(current()).toEqual([3]);
  });

  it('[SCR-001] a bullet of the side navigation moves to its element', async () => {
    await open();
    const click = fireEvent.click(navLink(3));
    expect(click).toBe(false);
    expect(current()).toEqual([3]);
    expect(layout.scrollY).toBe(GROUP_TOP + GROUP_HEIGHT - VIEWPORT.height - 1);
  });

  it('[SCR-014] the lock lasts the 100%-height scroll sensitivity the page variables give', async () => {
    await open({ globals: { fusionContainerVars: { hundred_percent_scroll_sensitivity: 700 } } });
    await testbed.scrollTo(GROUP_TOP);
    await testbed.settle(699);
    expect(wheelIsCancelled()).toBe(true);
    await testbed.settle(1);
    expect(wheelIsCancelled()).toBe(false);
  });

  it('[SCR-014] without fusionContainerVars the anchor script\'s variables count; without either, 450 ms', async () => {
    await open({ globals: { fusionScrollToAnchorVars: { hundred_percent_scroll_sensitivity: '300' } } });
    await testbed.scrollTo(GROUP_TOP);
    await testbed.settle(300);
    expect(wheelIsCancelled()).toBe(false);
    testbed.close();
    await open({ globals: {} });
    await testbed.scrollTo(GROUP_TOP);
    await testbed.settle(449);
    expect(wheelIsCancelled()).toBe(true);
    await testbed.settle(1);
    expect(wheelIsCancelled()).toBe(false);
  });

  it('[SCR-013] [SCR-007] below the content break point from the page variables the group is mobile-disabled: plain content, no lock', async () => {
    await open({ width: 900, globals: { fusionContainerVars: { content_break_point: '1000', container_hundred_percent_height_mobile: '0' } } });
    expect(group()).toHaveClass('fusion-scroll-section-mobile-disabled');
    expect(group().style.height).toBe('');
    expect(group().querySelector<HTMLElement>('.hundred-percent-height-scrolling')!.style.height).toBe('auto');
    await testbed.scrollTo(GROUP_TOP + 10);
    expect(group()).not.toHaveClass('active');
    expect(element(1).style.position).toBe('');
    expect(wheelIsCancelled()).toBe(false);
    expect(element(2)).not.toHaveAttribute('inert');
  });

  it('[SCR-007] growing past the break point turns the group back on; shrinking turns it off again', async () => {
    await open({ width: 700 });
    expect(group()).toHaveClass('fusion-scroll-section-mobile-disabled');
    layout.resize(1280, 800);
    await testbed.settle(FRAME_MS);
    expect(group()).not.toHaveClass('fusion-scroll-section-mobile-disabled');
    expect(group().style.height).toBe('350vh');
    await testbed.scrollTo(GROUP_TOP);
    expect(group()).toHaveClass('active');
    layout.resize(600, 800);
    await testbed.settle(FRAME_MS);
    expect(group()).toHaveClass('fusion-scroll-section-mobile-disabled');
    expect(element(1).style.position).toBe('');
  });

  it('[SCR-008] with 100% height on mobile the group stays on below the break point', async () => {
    await open({ width: 600, globals: { fusionContainerVars: { content_break_point: 800, container_hundred_percent_height_mobile: 1 } } });
    expect(group()).not.toHaveClass('fusion-scroll-section-mobile-disabled');
    await testbed.scrollTo(GROUP_TOP);
    expect(group()).toHaveClass('active');
  });

  it('[SCR-005] the address\'s hash opens the group at that element and scrolls it into view', async () => {
    await open({ url: '/#fusion-scroll-section-element-1-2' });
    expect(current()).toEqual([2]);
    expect(layout.scrollY).toBe(GROUP_TOP + (GROUP_HEIGHT - VIEWPORT.height) / 2);
    expect(group()).toHaveClass('active');
  });

  it('[SCR-005] a hash that names no element of a group leaves the page as it is, without a warning', async () => {
    await open({ url: '/#nothing-here' });
    expect(current()).toEqual([1]);
    expect(layout.scriptScrolls).toEqual([]);
    expect(testbed.console.warn).not.toHaveBeenCalled();
  });

  it('[SCR-006] an in-page link to a container anchor inside the group moves there and is marked', async () => {
    await open({ before: '<nav><a id="to-services" href="#services">Services</a><a id="elsewhere" href="#top">Top</a></nav>' });
    const link = document.querySelector<HTMLAnchorElement>('#to-services')!;
    expect(fireEvent.click(link)).toBe(false);
    expect(current()).toEqual([2]);
    expect(link).toHaveClass('awb-active');
    expect(fireEvent.click(document.querySelector('#elsewhere')!)).toBe(true);
  });

  it('malformed page variables warn once, naming the field, and the defaults apply', async () => {
    await open({ quiet: true, globals: { fusionContainerVars: { hundred_percent_scroll_sensitivity: 'slow', content_break_point: [] } } });
    const warnings = testbed.console.warn.mock.calls.flat().join('\n');
    expect(warnings).toMatch(/fusionContainerVars\.hundred_percent_scroll_sensitivity/);
    expect(warnings).toMatch(/fusionContainerVars\.content_break_point/);
    expect(testbed.console.warn).toHaveBeenCalledTimes(2);
    await testbed.scrollTo(GROUP_TOP);
    await testbed.settle(449);
    expect(wheelIsCancelled()).toBe(true);
    await testbed.settle(1);
    expect(wheelIsCancelled()).toBe(false);
  });

  it('cleanup puts the printed markup back', async () => {
    await open();
    await testbed.scrollTo(GROUP_TOP);
    testbed.runtime.stop();
    expect(group().style.height).toBe('');
    expect(element(1).style.position).toBe('');
    expect(element(1).style.transitionDuration).toBe('450ms');
    expect(element(2)).not.toHaveAttribute('inert');
  });
});
