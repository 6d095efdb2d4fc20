// The encoded-contacts demo page in chromium against the reference server's apbct_decode_email.
import { expect, expireNonces, readRows, setSwitch, test } from '../../../test/browser/support.mjs';

const JOHN = 'd2J1YS5xYnJAcmtuemN5ci5wYno=';
const PHONE = 'KzEgNTU1IDAxMCA3Nzg4';

test.afterEach(async ({ request }) => {
  await setSwitch(request, 'antispam_answer', 'allowed');
  await setSwitch(request, 'ajax_type', 'rest');
});

test('[SPAM-001][SPAM-002][SPAM-003][SPAM-004][SPAM-005][SPAM-006] click, wait message, decoded address after 3 s, Got it, filled text', async ({ page, request }) => {
  await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
  const john = page.locator(`span[data-original-string="${JOHN}"]`);
  // The wait shows until the answer (3 s): read as the popup appears, so a busy machine cannot make the test look too late.
  await page.evaluate(() => {
    window.__waitShown = new Promise((resolve) => {
      new MutationObserver((_records, observer) => {
        const shown = document.getElementById('apbct_popup');
        if (!shown) return;
        observer.disconnect();
        const animation = shown.querySelector('.apbct-ee-animation-wrapper');
        resolve({ text: shown.querySelector('[role="status"]')?.textContent, animation: animation?.checkVisibility() ?? false, dogs: shown.querySelectorAll('.apbct_dog').length });
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  const clickedAt = Date.now();
  await john.click();
  const popup = page.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
  await expect(popup).toBeVisible();
  expect(await page.evaluate(() => window.__waitShown)).toEqual({ text: expect.stringContaining('The magic is on the way!'), animation: true, dogs: 3 });

  const address = popup.locator('b.apbct-email-encoder-select-whole-email');
  await expect(address).toHaveText('john.doe@example.com', { timeout: 6000 });
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2900);
  await expect(address).toHaveAttribute('title', 'Click to select the whole data');
  const gotIt = popup.getByRole('button', { name: 'Got it' });
  await expect(gotIt).toBeFocused();

  // What the server received: every encoded node of the page in one JSON map, with the client data.
  const [decode] = await readRows(request, 'antispam_decodes', { transport: 'rest' }).then((rows) => rows.slice(-1));
  expect(decode?.encoded_emails).toMatchObject({ 0: JOHN, 1: PHONE });
  expect(decode?.post_url).toContain('/anti-spam/contacts.html');
  expect(typeof decode?.javascript_data).toBe('object');

  await gotIt.click();
  await expect(popup).toHaveCount(0);
  await expect(john).toHaveClass(/no-blur/);
  await expect(john).toHaveText('john.doe@example.com', { timeout: 4000 });
  await expect(page.locator(`span[data-original-string="${PHONE}"]`)).toHaveText('+1 555 010 7788');
  await expect(page.locator('a[data-original-string]')).toHaveAttribute('href', 'mailto:support@example.net?subject=Hello');
});

test('[SPAM-009] blocked by the cloud: the blocked text with the comment on an undarkened page, then the popup hides and the address stays encoded', async ({ page, request }) => {
  await setSwitch(request, 'antispam_answer', 'blocked');
  await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
  await page.locator(`span[data-original-string="${JOHN}"]`).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('CleanTalk email decoder: Blocked: Blocked');
  // The page is no longer darkened while the message shows.
  await expect(page.locator('body')).not.toHaveClass(/apbct-popup-fade/);
  await expect(popup).toHaveCount(0, { timeout: 5000 });
  await expect(page.locator(`span[data-original-string="${JOHN}"]`)).not.toContainText('john.doe');
});

test('[SPAM-010][NET-002] cannot connect, over admin-ajax: the cannot-connect text with the comment', async ({ page, request }) => {
  await setSwitch(request, 'antispam_answer', 'cannot_connect');
  await setSwitch(request, 'ajax_type', 'admin_ajax');
  await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
  await page.locator(`span[data-original-string="${PHONE}"]`).click();
  await expect(page.getByRole('dialog')).toContainText('CleanTalk email decoder: Cannot connect: Connection to the CleanTalk cloud failed: timeout');
  const rows = await readRows(request, 'antispam_decodes', { transport: 'admin_ajax' });
  expect(rows.at(-1)?.outcome).toBe('cannot_connect');
});

test.describe('a broken answer', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('[SPAM-010] a 500 shows the cannot-connect text with the catalogue message, hides after 3 s, and the page stays usable', async ({ page, request }) => {
    await setSwitch(request, 'antispam_answer', 'server_error');
    await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
    await page.locator(`span[data-original-string="${JOHN}"]`).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('CleanTalk email decoder: Cannot connect: Internal server error.');
    await expect(popup).toHaveCount(0, { timeout: 5000 });
    await setSwitch(request, 'antispam_answer', 'allowed');
    await page.locator(`span[data-original-string="${JOHN}"]`).click();
    await expect(page.getByRole('dialog')).toContainText('john.doe@example.com', { timeout: 6000 });
  });
});

test.describe('a dropped connection', () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_CONNECTION/] });

  test('[SPAM-011] no answer at all: the cannot-decode fallback, not cannot connect, hidden about 3 s later', async ({ page }) => {
    await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
    await page.route('**/apbct_decode_email', (route) => route.abort('connectionreset'));
    // Timed in the page: on a busy machine the test's polling may see the message late.
    const shownFor = page.evaluate(
      () =>
        new Promise((resolve) => {
          let shownAt = 0;
          const watch = new MutationObserver(() => {
            const status = document.querySelector('[role="dialog"] [role="status"]');
            if (!shownAt && status?.textContent === 'Can not decode email. Unknown reason') shownAt = performance.now();
            if (shownAt && !document.querySelector('[role="dialog"]')) {
              watch.disconnect();
              resolve(performance.now() - shownAt);
            }
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
    );
    await page.locator(`span[data-original-string="${JOHN}"]`).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('status')).toHaveText('Can not decode email. Unknown reason');
    await expect(page.locator('body')).not.toHaveClass(/apbct-popup-fade/);
    await expect(popup).toHaveCount(0, { timeout: 5000 });
    expect(await shownFor).toBeGreaterThanOrEqual(2500);
  });
});

test.describe('a stale nonce', () => {
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('[SPAM-061] a 403 with a stale nonce fetches a fresh one from the site and the decode call goes through', async ({ page, request }) => {
    await page.goto('/anti-spam/contacts.html', { waitUntil: 'networkidle' });
    await expireNonces(request, 'wp_rest');
    await page.locator(`span[data-original-string="${PHONE}"]`).click();
    await expect(page.getByRole('dialog').locator('b.apbct-email-encoder-select-whole-email')).toHaveText('+1 555 010 7788', { timeout: 6000 });
    const refresh = (await readRows(request, 'requests', { route: 'remote_call' })).at(-1);
    expect(refresh?.body).toMatchObject({ spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam' });
    const decodes = await readRows(request, 'requests', { route: 'cleantalk-antispam/v1/apbct_decode_email' });
    expect(decodes.slice(-2).map((row) => row.status)).toEqual([403, 200]);
  });
});
