// The e-mail checks on the demo forms in chromium against the reference server.
import { expect, readRows, test } from '../../../test/browser/support.mjs';

test('[SPAM-017][SPAM-018][SPAM-019][SPAM-021][SPAM-022][SPAM-023] indicators per field, hover verdict, one check per address', async ({ page, request }) => {
  await page.goto('/anti-spam/email-check.html', { waitUntil: 'networkidle' });
  const comment = page.locator('#commentform #email');
  await comment.fill('visitor@example.com');
  await comment.blur();
  const good = page.locator('#apbct-check_email_exist-block');
  await expect(good).toHaveClass(/apbct-check_email_exist-good_email/);
  await good.hover();
  const hint = page.locator('#apbct-check_email_exist-popup_description');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText('The email exists and is good to use! Anti-Spam by CleanTalk.');
  await page.mouse.move(0, 0);
  await expect(hint).toBeHidden();

  const checkout = page.locator('#billing_email');
  await checkout.fill('nobody@example.com');
  await checkout.blur();
  await expect(page.locator('.apbct-check_email_exist-block.apbct-check_email_exist-bad_email')).toHaveCount(1);

  // The first address again, in another field: drawn from the page's memory, not asked again.
  const wpforms = page.locator('.wpforms-form input[type="email"]');
  await wpforms.fill('visitor@example.com');
  await wpforms.blur();
  await expect(page.locator('.apbct-check_email_exist-block.apbct-check_email_exist-good_email')).toHaveCount(2);

  const checks = await readRows(request, 'antispam_email_checks');
  const mine = checks.filter((row) => ['visitor@example.com', 'nobody@example.com'].includes(row.email));
  expect(mine.filter((row) => row.kind === 'exist_post').map((row) => row.email)).toEqual(['visitor@example.com', 'nobody@example.com']);
  expect(mine.filter((row) => row.kind === 'before_post').map((row) => row.email)).toEqual(['visitor@example.com', 'nobody@example.com']);
  const cookies = await page.context().cookies();
  const exist = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'ct_checked_emails_exist')?.value ?? '{}'));
  expect(exist['visitor@example.com'].result.result).toBe('EXISTS');
});

test('the footer snippet calls apbct_public_sendREST at DOMContentLoaded, before the plugin chunk arrives: the call is queued, replayed, and ct_checkjs gets the JS key', async ({ page }) => {
  /** @type {string[]} */
  const early = [];
  page.on('console', (message) => early.push(message.text()));
  await page.goto('/anti-spam/email-check.html', { waitUntil: 'networkidle' });
  expect(early.filter((text) => /apbct_public_sendREST is not (defined|a function)/.test(text))).toEqual([]);
  await expect(page.locator('#commentform input[name="ct_checkjs"]')).toHaveValue('1203917442', { timeout: 4000 });
});
