// The sticky header in chromium: real wheel scrolling and layout shifts measured by the page's own observers
// (task lengths are recorded as figures; they are judged by the bench, not here).
import { pageNow, performanceSince, recordPerformance } from '../../../test/browser/performance-probes.mjs';
import { expect, gotoReady, test, watchChunk } from '../../../test/browser/support.mjs';

/** The figures a scroll left behind: layout shifts, long tasks, and the runtime's slowest script in a long frame. */
async function scrollFigures(page, from) {
  const { shifts, longTasks, ourScripts: ours } = await performanceSince(page, from);
  const figures = {
    layoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0),
    longTasks: longTasks.map((task) => Math.round(task.duration)),
    slowestRuntimeScript: Math.round(Math.max(0, ...ours.map((script) => script.duration))),
  };
  test.info().annotations.push({ type: 'scroll figures', description: JSON.stringify(figures) });
  return { shifts, figures };
}

const isSticky = (page) => page.locator('.fusion-header-wrapper').evaluate((wrapper) => wrapper.classList.contains('fusion-is-sticky'));
const headerHeight = (page) => page.locator('.fusion-header').evaluate((bar) => bar.getBoundingClientRect().height);
/** Where the content starts on the page (not in the window): a layout shift would move it. */
const contentTop = (page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);

/** From the moment the bar takes its shrunk height: the timings of its animations and its height each frame for 450 ms (window.__shrink). */
function watchShrink(page) {
  return page.locator('.fusion-header').evaluate((bar) => {
    new MutationObserver((_records, observer) => {
      if (bar.style.height !== '65px') return;
      observer.disconnect();
      const animations = bar.getAnimations();
      const timings = animations.map((animation) => animation.effect.getTiming());
      const logo = /** @type {HTMLElement} */ (document.querySelector('.fusion-sticky-logo')).style.transition;
      // The height halfway through, read by seeking the animation: no frame timing (a busy machine) changes it.
      const [animation] = animations;
      let middle = null;
      if (animation) {
        const at = animation.currentTime;
        animation.pause();
        animation.currentTime = 150;
        middle = bar.getBoundingClientRect().height;
        animation.currentTime = at;
        animation.play();
      }
      const done = animation ? animation.finished : Promise.resolve();
      void done.then(() => (window.__shrink = { timings, logo, middle, end: bar.getBoundingClientRect().height }));
    }).observe(bar, { attributes: true, attributeFilter: ['style'] });
  });
}

const shrinkWatched = async (page) => (await page.waitForFunction(() => window.__shrink)).jsonValue();

async function wheel(page, steps, delta) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(60);
  }
}

test.describe('sticky header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[HDR-001][HDR-002][HDR-003][HDR-006] wheel scrolling sticks and shrinks the header to 65 px with zero layout shift; back at the top it is normal', async ({ page }) => {
    await recordPerformance(page);
    await gotoReady(page, '/header/');
    await page.mouse.move(640, 500);
    const top = await contentTop(page);
    expect(await headerHeight(page)).toBe(84);
    const start = await pageNow(page);

    await page.mouse.wheel(0, 120);
    await expect.poll(() => isSticky(page)).toBe(true);
    // Mid-shrink the bar is between its full and its shrunk height, then settles at 65 px.
    await expect.poll(() => headerHeight(page), { timeout: 2000 }).toBe(65);
    await expect(page.locator('.fusion-header-sticky-height')).toHaveCSS('height', '84px');
    expect(await contentTop(page)).toBe(top);
    await wheel(page, 12, 150);
    expect(await isSticky(page)).toBe(true);
    expect(await contentTop(page)).toBe(top);

    await wheel(page, 20, -150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => isSticky(page)).toBe(false);
    await expect.poll(() => headerHeight(page)).toBe(84);
    expect(await contentTop(page)).toBe(top);

    const { shifts } = await scrollFigures(page, start);
    expect(shifts).toEqual([]);
  });

  test('[HDR-003] the bar animates its height for 300 ms, through heights between 84 and 65 px', async ({ page }) => {
    await gotoReady(page, '/header/');
    await watchShrink(page);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 200);
    const { timings, middle, end } = await shrinkWatched(page);
    expect(timings).toEqual([expect.objectContaining({ duration: 300, easing: 'cubic-bezier(0.33, 1, 0.68, 1)' })]);
    expect(middle).toBeGreaterThan(65);
    expect(middle).toBeLessThan(84);
    expect(end).toBe(65);
  });

  test('[HDR-007] a page too short to stay past its trigger once shrunk keeps the header non-sticky', async ({ page }) => {
    await gotoReady(page, '/header/short.html');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(200);
    expect(await isSticky(page)).toBe(false);
  });

  test('[HDR-008] after an ajax call the header measures again: a notice added above it moves its trigger', async ({ page }) => {
    await gotoReady(page, '/header/');
    await page.evaluate(() => {
      const notice = document.createElement('p');
      notice.className = 'demo-notice';
      notice.style.cssText = 'height:300px;margin:0;background:#ffe9a8';
      notice.textContent = 'Your basket was saved.';
      document.body.prepend(notice);
      window.siteRuntime.bus.emit('ajaxComplete', {}, { url: '/wp-admin/admin-ajax.php' });
    });
    await page.mouse.move(640, 500);
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(150);
    expect(await isSticky(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 350));
    await expect.poll(() => isSticky(page)).toBe(true);
  });

  test('[HDR-009] type 2 (header v4): only the menu bar sticks, with zero layout shift', async ({ page }) => {
    await recordPerformance(page);
    await gotoReady(page, '/header/classic.html');
    await page.mouse.move(640, 500);
    const start = await pageNow(page);
    const top = await contentTop(page);
    await wheel(page, 6, 150);
    await expect.poll(() => isSticky(page)).toBe(true);
    const bar = await page.locator('.fusion-secondary-main-menu').boundingBox();
    expect(bar?.y).toBe(0);
    expect(await contentTop(page)).toBe(top);
    await wheel(page, 10, -150);
    await expect.poll(() => isSticky(page)).toBe(false);
    const { shifts } = await scrollFigures(page, start);
    expect(shifts).toEqual([]);
  });

  test('[HDR-009] type 3 (side header): sticks in its mobile layout only', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await gotoReady(page, '/header/side-header.html');
    await page.mouse.move(300, 500);
    await wheel(page, 4, 150);
    await expect.poll(() => page.locator('#side-header').evaluate((side) => side.classList.contains('fusion-is-sticky'))).toBe(true);
    await expect(page.locator('#side-header')).toHaveCSS('position', 'fixed');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('#side-header').evaluate((side) => side.classList.contains('fusion-is-sticky'))).toBe(false);
  });
});

test.describe("the sticky header's actor", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[HDR-001] not made at load; with its code held back the first scroll still sticks and shrinks the header, and the shadow follows once it arrives', async ({ page }) => {
    const { asked, hold, release } = watchChunk(page, 'sticky-actor');
    await gotoReady(page, '/header/', { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
    await hold();
    await wheel(page, 4, 100);
    expect(asked).toHaveLength(1);
    expect(await isSticky(page)).toBe(true);
    await expect.poll(() => headerHeight(page)).toBe(65);
    await page.waitForTimeout(300);
    await expect(page.locator('.fusion-header')).not.toHaveClass(/fusion-sticky-shadow/);
    release();
    await expect(page.locator('.fusion-header')).toHaveClass(/fusion-sticky-shadow/);
    expect(await headerHeight(page)).toBe(65);
    await wheel(page, 8, -100);
    await expect.poll(() => isSticky(page)).toBe(false);
  });

  test('[HDR-001] a page reloaded scrolled down is sticky and shrunk at load, its actor made then', async ({ page }) => {
    await gotoReady(page, '/header/', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(100);
    const { asked } = watchChunk(page, 'sticky-actor');
    await page.reload();
    await page.waitForFunction(() => window.scrollY > 0);
    await expect.poll(() => isSticky(page)).toBe(true);
    await expect.poll(() => headerHeight(page)).toBe(65);
    expect(asked).toHaveLength(1);
  });
});

test.describe('tablets', () => {
  test('[HDR-004][HDR-005] on a landscape tablet (device width 1024) the sticky header shrinks at once; a 1280 px screen animates', async ({ browser }) => {
    const animated = async (screen) => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, screen });
      const page = await context.newPage();
      await gotoReady(page, '/header/');
      await watchShrink(page);
      await page.mouse.move(500, 500);
      await page.mouse.wheel(0, 300);
      const { timings, logo } = await shrinkWatched(page);
      await context.close();
      return { durations: timings.map((timing) => timing.duration), logo };
    };
    expect(await animated({ width: 1024, height: 768 })).toEqual({ durations: [], logo: 'none' });
    expect(await animated({ width: 1280, height: 800 })).toEqual({ durations: [300], logo: expect.stringContaining('300ms') });
  });
});
