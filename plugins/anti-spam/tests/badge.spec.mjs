// The real-person badge on the demo comment list in chromium.
import { expect, test } from '../../../test/browser/support.mjs';

test('[SPAM-024][SPAM-025][SPAM-027][SPAM-029] badge next to verified authors; hover opens, leaving closes after 1 s, outside click closes', async ({ page }) => {
  /** @type {string[]} */
  const actorChunks = [];
  page.on('request', (request) => {
    if (/\/dist\/chunks\/actors-[^/]*\.js$/.test(request.url())) actorChunks.push(request.url());
  });
  await page.goto('/anti-spam/comments.html', { waitUntil: 'networkidle' });
  const badge = page.locator('#comment-5 .comment-author .apbct-real-user-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#comment-6 .apbct-real-user-badge')).toHaveCount(0);
  const popup = page.locator('#comment-5 .apbct-real-user-popup');
  await expect(popup).toBeHidden();
  // The badge's actor (with xstate) comes at the first hover, not at load.
  expect(actorChunks).toEqual([]);

  await badge.hover();
  await expect(popup).toBeVisible();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  expect(actorChunks).toHaveLength(1);
  await expect(popup).toContainText('The Real Person Badge!');
  await page.mouse.move(0, 0);
  const left = Date.now();
  await expect(popup).toBeHidden({ timeout: 3000 });
  expect(Date.now() - left).toBeGreaterThanOrEqual(900);

  await badge.click();
  await expect(popup).toBeVisible();
  await page.locator('h1').click();
  await expect(popup).toBeHidden();
});
