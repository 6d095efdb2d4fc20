// The built bundle on demo pages served by the reference server, in chromium.
import { expect, test } from './support.mjs';
/** @import { Page } from '@playwright/test' */

/** @param {Page} page */
const scriptUrls = (page) => {
  /** @type {string[]} */
  const urls = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test('the inspector panel opens from ?runtime-inspect and shows a live actor changing state', async ({ page }) => {
  await page.goto('/widgets/tabs.html?runtime-inspect');
  const panel = page.getByRole('complementary', { name: 'site-runtime inspector' });
  await expect(panel).toBeVisible();
  const actor = panel.locator('[data-plugin="tabs-widget"]');
  await expect(actor).toHaveCount(1);
  await expect(actor.getByTestId('actor-state')).toHaveText('idle');
  await page.getByRole('link', { name: 'Recent' }).click();
  await expect(actor.getByTestId('actor-state')).toHaveText('revealing');
  await expect(actor.getByTestId('actor-state')).toHaveText('idle'); // after the fade
  await expect(page.locator('.fusion-tab-recent')).toBeVisible();
  await expect(page.locator('.fusion-tab-popular')).toBeHidden();
});

test('siteRuntime.inspect() opens the panel; actors() lists the live actor with its state', async ({ page }) => {
  await page.goto('/widgets/tabs.html');
  await page.waitForFunction(() => window.siteRuntime?.actors().length === 1);
  expect(await page.evaluate(() => window.siteRuntime.actors().map((a) => [a.plugin, a.state]))).toEqual([['tabs-widget', 'idle']]);
  await page.evaluate(() => window.siteRuntime.inspect());
  await expect(page.getByRole('complementary', { name: 'site-runtime inspector' })).toBeVisible();
});

test('a page downloads only the chunks of plugins whose markup it has, and React only for UI', async ({ page }) => {
  const urls = scriptUrls(page);
  await page.goto('/foundation/transport.html');
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => u.startsWith('/dist/chunks/tabs-'))).toEqual([]);
  expect(urls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(false);

  const tabsUrls = scriptUrls(page);
  await page.goto('/widgets/tabs.html');
  await page.waitForFunction(() => window.siteRuntime?.actors().length === 1);
  expect(tabsUrls.some((u) => u.startsWith('/dist/chunks/tabs-'))).toBe(true);
  // The tabs widget binds existing markup: no React until the inspector asks for UI.
  expect(tabsUrls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(false);
  await page.evaluate(() => window.siteRuntime.inspect());
  await expect(page.getByRole('complementary', { name: 'site-runtime inspector' })).toBeVisible();
  expect(tabsUrls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(true);
});

test('the one-file classic build works where modules cannot be used', async ({ page }) => {
  await page.route('**/widgets/tabs.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<script type="module" src="/dist/site-runtime.js"></script>',
      '<script src="/dist/site-runtime.iife.js" defer></script>',
    );
    await route.fulfill({ response, body: html });
  });
  const urls = scriptUrls(page);
  await page.goto('/widgets/tabs.html');
  await page.getByRole('link', { name: 'Comments' }).click();
  await expect(page.locator('.fusion-tab-comments')).toBeVisible();
  expect(urls.filter((u) => u.startsWith('/dist/'))).toEqual(['/dist/site-runtime.iife.js']);
});

test('a third-party plugin registers late, mounts on existing markup, and stop() tears everything down', async ({ page }) => {
  await page.goto('/widgets/tabs.html');
  await page.waitForFunction(() => window.siteRuntime?.actors().length === 1);
  const result = await page.evaluate(async () => {
    /** @type {string[]} */
    const seen = [];
    window.siteRuntime.register({
      name: 'third-party',
      selectors: ['.fusion-tabs-nav li'],
      load: async () => ({ mount: (el) => { seen.push(el.textContent.trim()); return () => seen.push('cleanup'); } }),
    });
    await new Promise((r) => setTimeout(r, 50));
    const mounted = [...seen];
    window.siteRuntime.stop();
    window.siteRuntime.stop();
    return { mounted, after: seen.slice(mounted.length), stats: window.siteRuntime.stats() };
  });
  expect(result.mounted).toEqual(['Popular', 'Recent', 'Comments']);
  expect(result.after).toEqual(['cleanup', 'cleanup', 'cleanup']);
  expect(result.stats).toMatchObject({ mounts: 0, actors: 0, portals: 0 });
});
