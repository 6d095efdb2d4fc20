// Avada's background sliders in chromium on Splide: real autoplay, hover, a playing video, reduced motion, axe.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

/** The index of the slide on show in the slider inside `area`. */
const active = (page, area) =>
  page.locator(`${area} .awb-background-slider .splide__slide`).evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('is-active')));

test('[SLD-002] [SLD-003] [SLD-005] [SLD-006] the container slider with Avada\'s defaults fades to the next slide after 5000 ms, over 800 ms', async ({ page }) => {
  // When each slide of the fade slider became the active one, by the page's clock from its first
  // script on: a timer only fires late on a busy machine, so the gap measured in the page is never short.
  await page.addInitScript(() => {
    /** @type {{ index: number, at: number }[]} */
    const shown = [];
    Object.assign(window, { shownSlides: shown });
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof Element) || !target.matches('#container-fade .splide__slide.is-active')) continue;
        const index = [...(target.parentElement?.children ?? [])].indexOf(target);
        if (shown.at(-1)?.index !== index) shown.push({ index, at: performance.now() });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await gotoReady(page, '/sliders/');
  const shown = () => page.evaluate(() => /** @type {{ shownSlides: { index: number, at: number }[] }} */ (/** @type {unknown} */ (window)).shownSlides);
  await expect.poll(async () => (await shown()).length, { timeout: 20_000, intervals: [100] }).toBeGreaterThanOrEqual(2);
  const [first, second] = /** @type {[{ index: number, at: number }, { index: number, at: number }]} */ (await shown());
  expect([first.index, second.index]).toEqual([0, 1]);
  // The observer sees the first slide only when the task that showed it (the slider's mount) ends, tens of
  // ms later on a loaded machine: 200 ms of slack, as the downloads spec has (a CI run read 15 ms there).
  expect(second.at - first.at).toBeGreaterThanOrEqual(4800);
  const slide = page.locator('#container-fade .splide__slide').nth(1);
  expect(await slide.evaluate((element) => element.style.transition)).toContain('opacity 800ms');
});

test('[SLD-001] creative effects: zoom grows the slide in, slide-zoom-in comes in from its direction (down), slide from the left; a fade has none', async ({ page }) => {
  await gotoReady(page, '/sliders/');
  const animation = (area) => page.locator(`${area} .splide__slide.is-active`).evaluate((slide) => getComputedStyle(slide).animationName);
  // Polled: each slider's Splide mounts in a task of its own, after the runtime reports its matches mounted
  // (on a machine busy with other work that took over 5 s once).
  const mounted = { timeout: 20_000 };
  await expect.poll(() => animation('#column-zoom'), mounted).toBe('awb-bg-zoom');
  await expect.poll(() => animation('#container-video'), mounted).toBe('awb-bg-down-zoom-in');
  await expect.poll(() => animation('#column-slide'), mounted).toBe('awb-bg-left');
  await expect.poll(() => animation('#container-fade'), mounted).toBe('none');
  await expect(page.locator('#container-fade .awb-background-slider')).toHaveClass(/awb-background-slider--up/);
});

test('[SLD-004] with loop off the slider stops on its last slide', async ({ page }) => {
  await gotoReady(page, '/sliders/');
  await expect.poll(() => active(page, '#column-slide'), { timeout: 6000 }).toBe(2);
  await page.waitForTimeout(2500);
  expect(await active(page, '#column-slide')).toBe(2);
});

test('[SLD-008] a slider that pauses on hover holds its slide while the pointer is over the column', async ({ page }) => {
  await gotoReady(page, '/sliders/');
  await page.hover('#column-zoom .fusion-text');
  const held = await active(page, '#column-zoom');
  await page.waitForTimeout(3200);
  expect(await active(page, '#column-zoom')).toBe(held);
  await page.mouse.move(5, 5);
  await expect.poll(() => active(page, '#column-zoom'), { timeout: 4000 }).not.toBe(held);
});

test('[SLD-009] [SLD-010] a playing video holds the slider in its container; pausing it lets the slides go on', async ({ page }) => {
  await gotoReady(page, '/sliders/');
  const video = page.locator('#container-video video');
  await video.evaluate((/** @type {HTMLVideoElement} */ element) => element.play());
  await expect.poll(() => video.evaluate((/** @type {HTMLVideoElement} */ element) => !element.paused)).toBe(true);
  const held = await active(page, '#container-video');
  await page.waitForTimeout(3000);
  expect(await active(page, '#container-video')).toBe(held);
  await video.evaluate((/** @type {HTMLVideoElement} */ element) => element.pause());
  await expect.poll(() => active(page, '#container-video'), { timeout: 4000 }).not.toBe(held);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slides stay put', async ({ page }) => {
    await gotoReady(page, '/sliders/');
    await page.waitForTimeout(2500);
    expect(await active(page, '#column-zoom')).toBe(0);
    expect(await active(page, '#column-slide')).toBe(0);
  });
});

test('the page passes an axe scan with the sliders running', async ({ page }) => {
  await gotoReady(page, '/sliders/');
  expect((await axeViolations(page))).toEqual([]);
});
