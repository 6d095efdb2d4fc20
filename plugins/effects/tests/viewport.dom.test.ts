import { effectParallax } from '../parallax/definition';
import { effectScrollBlur } from '../scroll-blur/definition';
import { effectStickyContainers } from '../sticky-containers/definition';
import { effectEqualHeights } from '../equal-heights/definition';
import { toTop } from '../../to-top/definition';
import { scrollSections } from '../../scroll-sections/definition';
import { FRAME_MS, openTestbed, type LaidOutTestbed } from '../../../test/support';

describe('the theme\'s scroll and resize work', () => {
  let testbed: LaidOutTestbed;
  afterEach(() => testbed.close());

  it('one passive scroll listener and one passive resize listener serve every plugin, and a burst of scrolls runs once per frame', async () => {
    const added: { type: string; passive: boolean | undefined }[] = [];
    const original = window.addEventListener;
    window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
      if (type === 'scroll' || type === 'resize') added.push({ type, passive: typeof options === 'object' ? options.passive : undefined });
      return original.call(this, type, listener, options);
    } as typeof window.addEventListener;
    try {
      testbed = await openTestbed(
        ['effects/parallax.html', 'effects/scroll-blur.html', 'effects/sticky-containers.html', 'effects/equal-heights.html', 'to-top/to-top.html', 'scroll-sections/fade-group.html'],
        [effectParallax, effectScrollBlur, effectStickyContainers, effectEqualHeights, toTop, scrollSections],
        { layout: { width: 1280, height: 800 } },
      );
      const { layout } = testbed;
      expect(testbed.runtime.stats().mounts).toBeGreaterThanOrEqual(7);
      expect(added).toEqual([
        { type: 'scroll', passive: true },
        { type: 'resize', passive: true },
      ]);
      const faded = document.getElementById('faded-layer')!;
      layout.place(faded, { top: 1000, height: 600 });
      layout.resize(1280, 800);
      await testbed.settle(FRAME_MS);
      let writes = 0;
      // The test's own watcher, left out of the leak count.
      testbed.leaks.untracked(() => new MutationObserver((records) => (writes += records.length)).observe(faded, { attributes: true, attributeFilter: ['style'] }));
      for (const y of [1100, 1150, 1200, 1250, 1300]) layout.scrollTo(y);
      await testbed.settle(FRAME_MS);
      // Five scroll events, one frame: the layer is written once (opacity and filter in one style change each).
      expect(writes).toBeLessThanOrEqual(2);
      expect(faded.style.filter).toBe('blur(25px)');
    } finally {
      window.addEventListener = original;
    }
  });
});
