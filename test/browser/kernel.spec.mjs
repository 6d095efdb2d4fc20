// The built bundle on demo pages served by the reference server, in chromium.
import { expect, recordText, test } from './support.mjs';
/** @import { APIRequestContext, Page } from '@playwright/test' */

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
  const actor = panel.locator('[data-plugin="widgets/tabs"]');
  await expect(actor).toHaveCount(1);
  await expect(actor.getByTestId('actor-state')).toHaveText('idle');
  // Recorded, not polled: on a busy machine the fade may be over before a poll looks.
  const states = await recordText(actor.getByTestId('actor-state'));
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect.poll(states).toEqual(['idle', 'revealing', 'idle']); // back to idle after the fade
  await expect(page.locator('.fusion-tab-recent')).toBeVisible();
  await expect(page.locator('.fusion-tab-popular')).toBeHidden();
});

test('siteRuntime.inspect() opens the panel; actors() lists the live actor with its state', async ({ page }) => {
  await page.goto('/widgets/tabs.html');
  await page.waitForFunction(() => window.siteRuntime?.actors().length === 1);
  expect(await page.evaluate(() => window.siteRuntime.actors().map((a) => [a.plugin, a.state]))).toEqual([['widgets/tabs', 'idle']]);
  await page.evaluate(() => window.siteRuntime.inspect());
  await expect(page.getByRole('complementary', { name: 'site-runtime inspector' })).toBeVisible();
});

/**
 * The loaded chunks whose code carries `marker`: chunk names follow module file
 * names, and every plugin's module is a plugin.ts, so the name cannot tell them apart.
 * @param {APIRequestContext} request
 * @param {string[]} urls
 * @param {string} marker
 */
async function chunksWith(request, urls, marker) {
  const found = [];
  for (const url of urls.filter((u) => u.startsWith('/dist/chunks/'))) {
    if ((await (await request.get(url)).text()).includes(marker)) found.push(url);
  }
  return found;
}

// Only the tabs widget's module binds the nav links.
const TABS_MARKER = 'fusion-tabs-nav a[data-link]';
// Only the portals' code imports the React root's chunk.
const PORTALS_MARKER = '/portal-root-';

test('a page downloads only the chunks of plugins whose markup it has, and React only for UI', async ({ page, request }) => {
  const urls = scriptUrls(page);
  await page.goto('/foundation/transport.html');
  await page.waitForLoadState('networkidle');
  expect(await chunksWith(request, urls, TABS_MARKER)).toEqual([]);
  expect(urls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(false);

  const tabsUrls = scriptUrls(page);
  await page.goto('/widgets/tabs.html');
  await page.waitForFunction(() => window.siteRuntime?.actors().length === 1);
  expect(await chunksWith(request, tabsUrls, TABS_MARKER)).toHaveLength(1);
  // The tabs widget binds existing markup: no React, nor the portals' code, until the inspector asks for UI.
  expect(tabsUrls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(false);
  expect(await chunksWith(request, tabsUrls, PORTALS_MARKER)).toEqual([]);
  await page.evaluate(() => window.siteRuntime.inspect());
  await expect(page.getByRole('complementary', { name: 'site-runtime inspector' })).toBeVisible();
  expect(tabsUrls.some((u) => u.startsWith('/dist/chunks/portal-root-'))).toBe(true);
});

test('the module entry imports nothing statically: boot waits for no second file', async ({ request }) => {
  const entry = await (await request.get('/dist/site-runtime.js')).text();
  // `import{a}from"./x.js"` or `import"./x.js"`; the dynamic `import("./x.js")` of the plugins' code is fine.
  expect(entry.match(/\bimport\s*(?:[\w*{][^;()]*?\bfrom\s*)?["']/g)).toBeNull();
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
  await page.getByRole('tab', { name: 'Comments' }).click();
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
