import { effectStickyContainers } from '../definition';
import { effectScrollBlur } from '../../scroll-blur/definition';
import { markupOf } from '../../../../test/support/markup';
import { FRAME_MS, openTestbed, type FakeLayout, type LaidOutTestbed } from '../../../../test/support';

let testbed: LaidOutTestbed;
let layout: FakeLayout;
const byId = (id: string) => document.getElementById(id)!;
const sticky = () => byId('sticky-container');
const spacer = () => document.querySelector<HTMLElement>('.fusion-sticky-spacer');

const ELEMENT = { top: 1000, height: 100 };
const PARENT = { top: 900, height: 1000 };
/** The container where the markup puts it, or at the top of the window while it is fixed; its parent below. */
const placeSticky = (layout: FakeLayout) => {
  layout.place(sticky(), () => (sticky().style.position === 'fixed' ? { top: layout.scrollY, height: ELEMENT.height } : ELEMENT));
  layout.place(byId('sticky-parent'), PARENT);
};

async function open(options: { attributes?: Record<string, string | null>; before?: string; width?: number; quiet?: boolean; extraPlugins?: boolean } = {}) {
  let markup = markupOf('effects/sticky-containers.html');
  const element = new DOMParser().parseFromString(markup, 'text/html');
  const target = element.getElementById('sticky-container')!;
  for (const [name, value] of Object.entries(options.attributes ?? {})) {
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  markup = element.body.innerHTML;
  const plugins = options.extraPlugins ? [effectStickyContainers, effectScrollBlur] : [effectStickyContainers];
  testbed = await openTestbed([options.before ?? '', markup, options.extraPlugins ? 'effects/scroll-blur.html' : ''], plugins, {
    quiet: options.quiet,
    layout: {
      width: options.width ?? 1280,
      height: 800,
      place: placeSticky,
    },
  });
  layout = testbed.layout;
  await testbed.settle(FRAME_MS);
}

afterEach(() => {
  testbed.close();
  expect(testbed.leaks.check()).toEqual([]);
});

describe('sticky containers on Avada markup', () => {
  it('[FX-021] the container sticks when the scroll reaches its top, a spacer keeping its place', async () => {
    await open();
    await testbed.scrollTo(999);
    expect(sticky()).not.toHaveClass('fusion-container-stuck');
    expect(spacer()).toBeNull();
    await testbed.scrollTo(1000);
    expect(sticky()).toHaveClass('fusion-container-stuck');
    expect(sticky().style.position).toBe('fixed');
    expect(sticky().style.top).toBe('0px');
    expect(spacer()!.style.height).toBe('100px');
    expect(sticky().nextElementSibling).toBe(spacer());
    await testbed.scrollTo(900);
    expect(sticky()).not.toHaveClass('fusion-container-stuck');
    expect(sticky().style.position).toBe('');
    expect(spacer()).toBeNull();
  });

  it('[FX-022] it is bottomed at the end of its parent, and sticks again on the way back', async () => {
    await open();
    await testbed.scrollTo(1500);
    await testbed.scrollTo(PARENT.top + PARENT.height - ELEMENT.height);
    expect(sticky().style.position).toBe('fixed');
    await testbed.scrollTo(PARENT.top + PARENT.height - ELEMENT.height + 1);
    expect(sticky().style.position).toBe('absolute');
    expect(sticky().style.bottom).toBe('0px');
    expect(sticky()).toHaveClass('fusion-container-stuck');
    expect(byId('sticky-parent').style.position).toBe('relative');
    await testbed.scrollTo(1200);
    expect(sticky().style.position).toBe('fixed');
  });

  it('[FX-023] data-sticky-offset as pixels, or as a selector whose heights add up; the admin bar comes on top', async () => {
    await open({ attributes: { 'data-sticky-offset': '40' } });
    await testbed.scrollTo(960);
    expect(sticky().style.top).toBe('40px');
    testbed.close();

    await open({ attributes: { 'data-sticky-offset': '.fusion-tb-header' }, before: '<div id="wpadminbar"></div><div class="fusion-tb-header" id="tb-header"></div>' });
    layout.place(byId('tb-header'), { top: 0, height: 60 });
    layout.place(byId('wpadminbar'), { top: 0, height: 32 });
    layout.resize(1280, 800);
    await testbed.scrollTo(1000 - 92);
    expect(sticky().style.top).toBe('92px');
  });

  it('[FX-023] transition offset, scroll offset and the scroll direction classes', async () => {
    await open({ attributes: { 'data-transition-offset': '50', 'data-scroll-offset': '120' } });
    await testbed.scrollTo(1040);
    expect(sticky()).not.toHaveClass('fusion-sticky-transition');
    await testbed.scrollTo(1060);
    expect(sticky()).toHaveClass('fusion-sticky-transition');
    expect(sticky()).toHaveClass('fusion-scrolling-down');
    expect(sticky()).not.toHaveClass('fusion-sticky-scroll-transition');
    await testbed.scrollTo(1130);
    expect(sticky()).toHaveClass('fusion-sticky-scroll-transition');
    await testbed.scrollTo(1125);
    expect(sticky()).toHaveClass('fusion-scrolling-up');
    expect(sticky()).not.toHaveClass('fusion-scrolling-down');
  });

  it('[FX-023] no bottoming when data-sticky-bottoming says so; a parent chosen by data-sticky-parent', async () => {
    await open({ attributes: { 'data-sticky-bottoming': 'false' } });
    await testbed.scrollTo(1850);
    expect(sticky().style.position).toBe('fixed');
    testbed.close();

    await open({ attributes: { 'data-sticky-parent': '.post-content' } });
    layout.place(byId('post-content'), { top: 900, height: 3000 });
    layout.resize(1280, 800);
    await testbed.scrollTo(1850);
    expect(sticky().style.position).toBe('fixed');
  });

  it('[FX-023] with a height transition the spacer is an inert copy without ids', async () => {
    await open({ attributes: { 'data-sticky-height-transition': '' } });
    await testbed.scrollTo(1100);
    const copy = spacer()!;
    expect(copy).toHaveClass('fusion-sticky-container');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveAttribute('inert');
    expect(copy.querySelector('[id]')).toBeNull();
    expect(copy.id).toBe('');
  });

  it('[FX-023] sticky only on the devices it names: not on a phone without data-sticky-small-visibility', async () => {
    await open({ attributes: { 'data-sticky-small-visibility': null } });
    await testbed.scrollTo(1100);
    expect(sticky()).toHaveClass('fusion-container-stuck');
    layout.resize(600, 800);
    await testbed.settle(FRAME_MS);
    expect(sticky()).not.toHaveClass('fusion-container-stuck');
    expect(spacer()).toBeNull();
    layout.resize(1280, 800);
    await testbed.settle(FRAME_MS);
    expect(sticky()).toHaveClass('fusion-container-stuck');
  });

  it('[FX-024] what moved while scrolling is measured again 350 ms after the scrolling stops', async () => {
    await open();
    await testbed.scrollTo(1850);
    expect(sticky().style.position).toBe('absolute');
    // The section's content grows (an image arrived): nothing tells the page.
    layout.place(byId('sticky-parent'), { top: 900, height: 1400 });
    await testbed.scrollTo(1855);
    await testbed.settle(349 - FRAME_MS);
    expect(sticky().style.position).toBe('absolute');
    await testbed.settle(FRAME_MS + 1);
    expect(sticky().style.position).toBe('fixed');
  });

  it('[FX-025] a sticky element without its parent reports "failed to find stick parent" and the page goes on', async () => {
    await open({ attributes: { 'data-sticky-parent': '.no-such-parent' }, quiet: true, extraPlugins: true });
    expect(testbed.console.error.mock.calls.flat().map(String).join(' ')).toContain('failed to find stick parent');
    await testbed.scrollTo(1100);
    expect(sticky()).not.toHaveClass('fusion-container-stuck');
    expect(byId('faded-layer').style.filter).not.toBe('');
  });

  it('nothing is sticky while the body carries fusion-disable-sticky', async () => {
    document.body.classList.add('fusion-disable-sticky');
    try {
      await open();
      await testbed.scrollTo(1100);
      expect(sticky()).not.toHaveClass('fusion-container-stuck');
    } finally {
      // Closing puts back the body's attributes as they were when the page opened, this class included.
      testbed.close();
      document.body.classList.remove('fusion-disable-sticky');
    }
  });

  it('cleanup puts the container back in the page and takes the spacer away', async () => {
    await open();
    await testbed.scrollTo(1100);
    testbed.runtime.stop();
    expect(sticky().style.position).toBe('');
    expect(spacer()).toBeNull();
  });
});

describe('sticky containers with malformed page variables', () => {
  it('[FX-023] a malformed device width warns once, naming the field, and the default (640 px) applies', async () => {
    testbed = await openTestbed(markupOf('effects/sticky-containers.html').replace('data-sticky-small-visibility="1" ', ''), [effectStickyContainers], {
      globals: { fusionJSVars: { visibility_small: 'phone', visibility_medium: '1024' } },
      quiet: true,
      layout: { width: 700, height: 800, place: placeSticky },
    });
    layout = testbed.layout;
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('fusionJSVars.visibility_small');
    // 700 px is medium with the default 640: sticky.
    await testbed.scrollTo(1100);
    expect(sticky()).toHaveClass('fusion-container-stuck');
  });
});
