// Scroll sections in chromium: real wheel, keys, touch, window sizes and reloads on the demo pages.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

const SIZE = { width: 1280, height: 800 };
const LOCK_MS = 450;

test.use({ viewport: SIZE });

const current = (page) =>
  page.evaluate(() => [...document.querySelectorAll('#fusion-scroll-section-1 [data-element]')].findIndex((el) => el.classList.contains('active')) + 1);
const scrollY = (page) => page.evaluate(() => Math.round(window.scrollY));
const groupTop = (page) => page.evaluate(() => Math.round((document.querySelector('#fusion-scroll-section-1')?.getBoundingClientRect().top ?? NaN) + window.scrollY));

const groupState = (page) =>
  page.evaluate(() => JSON.stringify(window.siteRuntime.actors().find((actor) => actor.plugin === 'scroll-sections')?.state));

/** Wheels down until the group has caught the page, then waits until its catch no longer locks scrolling. */
async function wheelIntoGroup(page) {
  const { width, height } = page.viewportSize();
  await page.mouse.move(width / 2, height / 2);
  for (let i = 0; i < 20 && (await groupState(page)) === '"inactive"'; i++) {
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(80);
  }
  await expect.poll(() => groupState(page), { timeout: 3000 }).toBe(JSON.stringify({ active: 'idle' }));
}

test.describe('fade', () => {
  test('[SCR-001] [SCR-009] [SCR-010] [SCR-011] [SCR-012] the wheel steps through a full-page group one element at a time, scrolling locked during a step', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/fade.html?sensitivity=1500');
    const group = page.locator('#fusion-scroll-section-1');
    const height = await group.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(3.5 * SIZE.height);
    await expect(group).not.toHaveClass(/\bactive\b/);

    await wheelIntoGroup(page);
    await expect(group).toHaveClass(/\bactive\b/);
    expect(await current(page)).toBe(1);
    // The page rests a pixel inside the group's top.
    expect((await scrollY(page)) - (await groupTop(page))).toBe(1);
    await expect(page.locator('#fusion-scroll-section-nav-1')).toBeVisible();

    await page.waitForTimeout(1500);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => current(page)).toBe(2);
    await page.waitForTimeout(200);
    const resting = await scrollY(page);
    // Locked (1.5 s here): a second wheel during the step neither scrolls nor steps.
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(resting);
    expect(await current(page)).toBe(2);
    await page.waitForTimeout(1100);

    await page.keyboard.press('PageDown');
    await expect.poll(() => current(page)).toBe(3);
    await page.waitForTimeout(1600);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => current(page)).toBe(2);
    await expect(page.locator('.fusion-scroll-section-link[data-element="2"]')).toHaveClass(/active/);
  });

  test('[SCR-010] past the last element the page scrolls on out of the group', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/fade.html');
    await wheelIntoGroup(page);
    for (const expected of [2, 3]) {
      await page.mouse.wheel(0, 100);
      await expect.poll(() => current(page)).toBe(expected);
      await page.waitForTimeout(LOCK_MS + 50);
    }
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(50);
    }
    await expect(page.locator('#fusion-scroll-section-1')).not.toHaveClass(/\bactive\b/);
    await expect(page.locator('#after')).toBeInViewport();
    await expect(page.locator('#fusion-scroll-section-element-1-3')).toHaveCSS('position', 'absolute');
  });

  test('[SCR-001] [SCR-006] the dots and an in-page menu link move to their element', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/fade.html');
    await page.getByRole('link', { name: 'Services' }).click();
    await expect.poll(() => current(page)).toBe(2);
    await expect(page.getByRole('link', { name: 'Services' })).toHaveClass(/awb-active/);
    await page.waitForTimeout(LOCK_MS + 50);
    await page.getByRole('link', { name: 'Get in touch' }).click();
    await expect.poll(() => current(page)).toBe(3);
    await expect(page.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('aria-current', 'true');
    expect(page.url()).not.toContain('#');
  });

  test('[SCR-005] an address with a hash opens that element, and again after a reload; a hash naming no section changes nothing', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/fade.html#fusion-scroll-section-element-1-3');
    await expect.poll(() => current(page)).toBe(3);
    await expect(page.locator('#fusion-scroll-section-1')).toHaveClass(/\bactive\b/);
    await page.reload();
    await page.waitForFunction(() => window.siteRuntime?.stats().ready && window.siteRuntime.stats().pending === 0);
    await expect.poll(() => current(page)).toBe(3);
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeInViewport();

    await page.goto('about:blank');
    await gotoReady(page, '/scroll-sections/fade.html#no-such-section');
    expect(await current(page)).toBe(1);
    await expect(page.getByRole('heading', { name: 'Scroll sections: fade' })).toBeInViewport();
  });

  test('[SCR-007] [SCR-013] below the content break point the group is plain content; wide again, it is back', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await gotoReady(page, '/scroll-sections/fade.html');
    const group = page.locator('#fusion-scroll-section-1');
    await expect(group).toHaveClass(/fusion-scroll-section-mobile-disabled/);
    await page.mouse.move(350, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
    await page.waitForTimeout(200);
    await expect(group).not.toHaveClass(/\bactive\b/);
    await expect(page.locator('#fusion-scroll-section-element-1-2')).toHaveCSS('position', 'static');

    await page.setViewportSize(SIZE);
    await expect(group).not.toHaveClass(/fusion-scroll-section-mobile-disabled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await wheelIntoGroup(page);
    await expect(group).toHaveClass(/\bactive\b/);
  });

  test('axe finds nothing on the fade page with the group active', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/fade.html');
    await wheelIntoGroup(page);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});

test.describe('slides', () => {
  const slideOpacity = (page, n) => page.locator(`#fusion-scroll-section-element-1-${n}`).evaluate((el) => getComputedStyle(el).opacity);
  const trackX = (page) =>
    page.locator('#fusion-scroll-section-1 .swiper-wrapper').evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41));

  for (const name of ['slide', 'slide-right', 'slide-left', 'stack', 'zoom', 'slide-zoom-out', 'slide-zoom-in']) {
    test(`[SCR-002] ${name}: a wheel animates to the next slide`, async ({ page }) => {
      await gotoReady(page, `/scroll-sections/slides.html?animation=${name}&speed=300`);
      await wheelIntoGroup(page);
      expect(await current(page)).toBe(1);
      await page.mouse.wheel(0, 100);
      await expect.poll(() => current(page)).toBe(2);
      // Mid-move the old slide is on its way out; at the end it is gone and the new one shows.
      await expect.poll(() => slideOpacity(page, 1)).toBe('0');
      await expect.poll(() => slideOpacity(page, 2)).toBe('1');
      const transform = await page.locator('#fusion-scroll-section-element-1-1').evaluate((el) => getComputedStyle(el).transform);
      expect(transform).not.toBe('none');
    });
  }

  test('[SCR-003] scroll-right-free follows the wheel sideways without snapping to a slide', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/slides.html?animation=scroll-right-free');
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    const x = await trackX(page);
    expect(x).toBeLessThan(-SIZE.width * 0.1);
    expect(x).toBeGreaterThan(-SIZE.width * 0.9);
  });

  test('[SCR-003] [SCR-004] scroll-right moves a whole slide to the left; scroll-left, the inverse, to the right', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/slides.html?animation=scroll-right&speed=200');
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => trackX(page)).toBe(-SIZE.width);
    await gotoReady(page, '/scroll-sections/slides.html?animation=scroll-left&speed=200');
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 60);
    await expect.poll(() => trackX(page)).toBe(SIZE.width);
    await page.waitForTimeout(LOCK_MS);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => current(page)).toBe(3);
  });

  test('[SCR-010] the arrow keys step through the slides while the group fills the window', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/slides.html?animation=stack&speed=200');
    await wheelIntoGroup(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => current(page)).toBe(2);
    await page.waitForTimeout(LOCK_MS + 50);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => current(page)).toBe(1);
  });

  test('[SCR-010] a swipe moves to the next slide', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: SIZE, hasTouch: true, baseURL });
    const page = await context.newPage();
    await gotoReady(page, '/scroll-sections/slides.html?animation=slide&speed=200');
    await page.evaluate(async () => {
      window.scrollTo(0, (document.querySelector('#fusion-scroll-section-1')?.getBoundingClientRect().top ?? 0) + window.scrollY);
    });
    await page.waitForTimeout(LOCK_MS + 200);
    const cdp = await context.newCDPSession(page);
    const touch = (type, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 600, y }] });
    await touch('touchStart', 600);
    for (const y of [560, 500, 420, 340]) await touch('touchMove', y);
    await touch('touchEnd');
    await expect.poll(() => current(page)).toBe(2);
    await context.close();
  });

  test('[SCR-005] a hash names a slide: it shows after load and after a reload', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/slides.html?animation=zoom#fusion-scroll-section-element-1-2');
    await expect.poll(() => current(page)).toBe(2);
    await page.reload();
    await page.waitForFunction(() => window.siteRuntime?.stats().ready && window.siteRuntime.stats().pending === 0);
    await expect.poll(() => current(page)).toBe(2);
    await expect(page.locator('#fusion-scroll-section-element-1-2')).toBeInViewport();
  });

  test('[SCR-008] with 100% height on mobile the slides stay on in a narrow window', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await gotoReady(page, '/scroll-sections/slides.html?animation=slide');
    await expect(page.locator('#fusion-scroll-section-1')).toHaveClass(/fusion-full-scroll-disabled/);
    await gotoReady(page, '/scroll-sections/slides.html?animation=slide&mobile=1&speed=200');
    await expect(page.locator('#fusion-scroll-section-1')).not.toHaveClass(/fusion-full-scroll-disabled/);
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => current(page)).toBe(2);
  });

  test('with reduced motion a move is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/scroll-sections/slides.html?animation=slide');
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(30);
    expect(await slideOpacity(page, 1)).toBe('0');
    expect(await slideOpacity(page, 2)).toBe('1');
  });

  test('axe finds nothing on the slides page after a move', async ({ page }) => {
    await gotoReady(page, '/scroll-sections/slides.html?animation=slide&speed=100');
    await wheelIntoGroup(page);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => current(page)).toBe(2);
    await page.waitForTimeout(200);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
