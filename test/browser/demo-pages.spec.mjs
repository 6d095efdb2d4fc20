// Every test page the index (/test-pages/) links loads cleanly for a visitor with no cookies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listPages } from '../../fixtures/server/pages.mjs';
import { expect, test } from './support.mjs';

const pagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/pages');

test('[KERNEL-001] every demo page loads for an anonymous visitor with no console errors', async ({ page }) => {
  // One test walks every page (three dozen and growing): three times the usual time-out.
  test.slow();
  await page.goto('/test-pages/');
  const links = await page.locator('a[data-demo-page]').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', title: a.textContent.trim() })));

  // The index is generated from the folder: it must list every page there.
  expect(links.map((l) => l.href).sort()).toEqual(listPages(pagesDir));

  for (const link of links) {
    await test.step(`${link.href} (${link.title})`, async () => {
      const response = await page.goto(link.href);
      expect(response?.status(), link.href).toBe(200);
      // Let lazily loaded chunks and start-up calls finish before judging the console.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(link.title);
      await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
      await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
    });
  }
});
