// The mobile menu and the flyout in chromium: real window sizes, clicks, keys, and axe with everything open.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';

/** Shown and done fading in (axe judges contrast on what is drawn). */
const shown = async (locator) => {
  await expect(locator).toBeVisible();
  await expect(locator).toHaveCSS('opacity', '1');
};
const axe = async (page) => (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test.describe('modern and classic', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('[HDR-010][HDR-011][HDR-012] modern: the bars expand the menu built from the main menu; a submenu slides open in about 200 ms', async ({ page }) => {
    await gotoReady(page, '/header/');
    const bars = page.locator('.awb-icon-bars');
    const holder = page.locator('.fusion-mobile-nav-holder');
    await expect(holder).toBeHidden();
    await bars.click();
    await expect(bars).toHaveAttribute('aria-expanded', 'true');
    await expect(holder).toBeVisible();
    await expect(holder.locator('> ul > li > a')).toHaveText(['Home', 'About', 'Services', 'Contact', 'Login']);

    const toggle = page.locator('#mobile-menu-item-12 > .fusion-open-submenu');
    const submenu = page.locator('#mobile-menu-item-12 > .sub-menu');
    await expect(submenu).toBeHidden();
    // Sample the submenu's height every frame from the click on.
    const slide = submenu.evaluate(
      (element) =>
        new Promise((resolve) => {
          const started = performance.now();
          const heights = [];
          const sample = () => {
            heights.push([Math.round(performance.now() - started), element.getBoundingClientRect().height]);
            if (performance.now() - started < 400) requestAnimationFrame(sample);
            else resolve(heights);
          };
          /** @type {HTMLElement} */ (element.previousElementSibling).click();
          requestAnimationFrame(sample);
        }),
    );
    const heights = await slide;
    const full = heights.at(-1)[1];
    expect(full).toBeGreaterThan(100);
    // Part-way open during the slide, fully open once it ends.
    expect(heights.some(([, height]) => height > 0 && height < full)).toBe(true);
    const opened = heights.find(([, height]) => height === full)[0];
    // Not a jump; the slide's 200 ms are proven on the test clock (mobile-menu.dom.test.ts), since a
    // busy machine stretches wall time.
    expect(opened).toBeGreaterThanOrEqual(150);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-label', 'Close submenu of About');
    await bars.click();
    await expect(holder).toBeHidden();
    await expect(bars).toHaveAttribute('aria-expanded', 'false');
  });

  test('[HDR-010][HDR-011] classic: "Go to..." expands and collapses the list', async ({ page }) => {
    await gotoReady(page, '/header/classic.html');
    const selector = page.locator('.fusion-mobile-selector');
    await expect(selector).toHaveText('Go to...');
    await expect(page.locator('.fusion-mobile-nav-holder > ul')).toBeHidden();
    await selector.click();
    await expect(selector).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.fusion-mobile-nav-holder > ul')).toBeVisible();
    await expect(page.locator('.fusion-mobile-nav-holder > ul')).toHaveClass(/mobile-menu-expanded/);
    await selector.click();
    await expect(page.locator('.fusion-mobile-nav-holder > ul')).toBeHidden();
  });

  test('[HDR-022] the mobile search opens and closes with its magnifier', async ({ page }) => {
    await gotoReady(page, '/header/');
    const icon = page.locator('.fusion-mobile-menu-icons .awb-icon-search');
    const search = page.locator('.fusion-mobile-menu-search');
    await expect(search).toBeHidden();
    await icon.click();
    await expect(search).toBeVisible();
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    await icon.click();
    await expect(search).toBeHidden();
  });

  test('[HDR-013] the top bar divider shows on a 360 px phone and not at 318 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await gotoReady(page, '/header/classic.html');
    await expect(page.locator('.fusion-secondary-menu > .fusion-mobile-menu-sep')).toHaveCount(1);
    await page.setViewportSize({ width: 318, height: 800 });
    await expect(page.locator('.fusion-mobile-menu-sep')).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.locator('.fusion-mobile-menu-sep')).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.fusion-mobile-menu-sep')).toHaveCount(0);
  });

  test('axe finds nothing with the mobile menu, a submenu and the mobile search open', async ({ page }) => {
    await gotoReady(page, '/header/');
    await page.locator('.awb-icon-bars').click();
    await page.locator('#mobile-menu-item-20 > .fusion-open-submenu').click();
    await page.locator('.fusion-mobile-menu-icons .awb-icon-search').click();
    await expect(page.locator('#mobile-menu-item-20 > .sub-menu')).toBeVisible();
    await expect(page.locator('.fusion-mobile-menu-search')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.goto('/header/classic.html');
    await page.locator('.fusion-mobile-selector').click();
    await expect(page.locator('.fusion-mobile-nav-holder > ul')).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('flyout', () => {
  test.use({ viewport: { width: 600, height: 900 } });
  const root = (page) => page.locator('.fusion-header-has-flyout-menu');

  test('[HDR-017][HDR-019][HDR-020] the menu and search toggles open their panel, switch between them, and close', async ({ page }) => {
    await gotoReady(page, '/header/flyout.html');
    const menuToggle = page.locator('.fusion-flyout-menu-toggle');
    const searchToggle = page.locator('.fusion-flyout-search-toggle a');
    await menuToggle.click();
    await expect(root(page)).toHaveClass(/fusion-flyout-active/);
    await expect(root(page)).toHaveClass(/fusion-flyout-menu-active/);
    await expect(page.locator('.fusion-flyout-menu .fusion-menu > li > a').first()).toBeVisible();
    await searchToggle.click();
    await expect(root(page)).toHaveClass(/fusion-flyout-search-active/);
    await expect(root(page)).not.toHaveClass(/fusion-flyout-menu-active/);
    await expect(page.locator('.fusion-flyout-search input[type="search"]')).toBeVisible();
    await menuToggle.click();
    await expect(root(page)).toHaveClass(/fusion-flyout-menu-active/);
    await menuToggle.click();
    await expect(root(page)).not.toHaveClass(/fusion-flyout-active/);
  });

  test('[HDR-018] Escape closes the flyout menu and the flyout search, and focus returns to the toggle', async ({ page }) => {
    await gotoReady(page, '/header/flyout.html');
    const menuToggle = page.locator('.fusion-flyout-menu-toggle');
    await menuToggle.focus();
    await page.keyboard.press('Enter');
    await expect(root(page)).toHaveClass(/fusion-flyout-menu-active/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(root(page)).not.toHaveClass(/fusion-flyout-active/);
    await expect(menuToggle).toBeFocused();
    const searchToggle = page.locator('.fusion-flyout-search-toggle a');
    await searchToggle.focus();
    await page.keyboard.press('Space');
    await expect(root(page)).toHaveClass(/fusion-flyout-search-active/);
    await page.keyboard.press('Escape');
    await expect(root(page)).not.toHaveClass(/fusion-flyout-active/);
    await expect(searchToggle).toBeFocused();
  });

  test('focus stays inside the open flyout: Tab from its last link wraps to its first control', async ({ page }) => {
    await gotoReady(page, '/header/flyout.html');
    await page.locator('.fusion-flyout-menu-toggle').click();
    const inside = () => page.evaluate(() => !!document.activeElement?.closest('.fusion-flyout-menu-icons, .fusion-flyout-menu'));
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
  });

  test('[HDR-021] widening the window past the break point closes the mobile flyout', async ({ page }) => {
    await gotoReady(page, '/header/flyout.html');
    await page.locator('.fusion-flyout-menu-toggle').click();
    await expect(root(page)).toHaveClass(/fusion-flyout-active/);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.waitForTimeout(100);
    await expect(root(page)).toHaveClass(/fusion-flyout-active/);
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(root(page)).not.toHaveClass(/fusion-flyout-active/);
  });

  test('axe finds nothing with the flyout menu open, then the flyout search', async ({ page }) => {
    await gotoReady(page, '/header/flyout.html');
    expect(await axe(page)).toEqual([]);
    await page.locator('.fusion-flyout-menu-toggle').click();
    await shown(page.locator('.fusion-flyout-menu'));
    await shown(page.locator('.fusion-flyout-menu-bg'));
    expect(await axe(page)).toEqual([]);
    await page.locator('.fusion-flyout-search-toggle a').click();
    await shown(page.locator('.fusion-flyout-search'));
    expect(await axe(page)).toEqual([]);
  });
});
