/**
 * Download Monitor 5.1.6 on the real site: pages.downloads holds
 * `[download id=manual]` and `[download id=members]` (members only). DLM's
 * XHR mode is its default: a click fetches the file in the page, shows the
 * progress on the link, hands the file to the browser and logs the download
 * over admin-ajax. Each journey runs on our runtime and on DLM's own
 * dlm-xhr.js (the `original` project).
 *
 * What the server keeps: DLM 5.1.6 writes each logged download to
 * wp_download_log (download, version, status, the page it came from); the
 * journeys read it back.
 *
 * The members-only download, logged out: DLM answers with its no-access page
 * as `dlm-redirect` (no modal: `dlm-no-access-modal` 0) and logs nothing. The
 * original opens that address with window.open(url, '_self', 'noopener'):
 * the spec's rules keep the same tab, but Chromium opens a new tab for it;
 * our runtime stays in the same tab on purpose (docs/plugins/downloads.md,
 * "Differences from the original": a window.open after an asynchronous call
 * is stopped by popup blockers). So the journey asserts, in each project, that
 * the visitor is shown DLM's no-access page: a new tab in `original`, the
 * same tab in `runtime`, the downloads page left as it was in both.
 */
import fs from 'node:fs';
import { expect, openSitePage, pages, skipWithout, sql, test } from './lane.mjs';
/** @import { Page } from '@playwright/test' */

/** The file store.php gave both downloads: "%PDF-1.4\n" and 40000 lines. */
const FILE_NAME = 'lane-manual.pdf';
const FILE_SIZE = 9 + 40000 * 'site-runtime lane download\n'.length;
const NO_ACCESS = 'You do not have permission to access this download.';

/** @param {number} downloadId */
const logRows = (downloadId) =>
  sql(`SELECT ID, version_id, version, download_status, download_location FROM wp_download_log WHERE download_id = ${downloadId} ORDER BY ID`);

/**
 * Slows the page's network to about 256 KB/s, so a download of 1 MB takes a
 * few seconds and its progress can be seen (Chromium's own throttling).
 * @param {Page} page
 */
async function slowNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 256 * 1024, uploadThroughput: -1 });
}

/**
 * Records, from the moment it is called, each state the link goes through as
 * the visitor sees it: its classes and the percentage it shows
 * (`span.dlm-xhr-progress`), and whether DLM's loading picture appeared.
 * @param {Page} page
 * @param {string} selector
 */
async function watchLink(page, selector) {
  await page.evaluate((linkSelector) => {
    const link = /** @type {HTMLElement} */ (document.querySelector(linkSelector));
    const seen = { states: /** @type {{ classes: string, percentage: string }[]} */ ([]), gif: false };
    /** @type {any} */ (window).__laneLink = seen;
    const record = () => {
      const state = { classes: link.className, percentage: link.querySelector('.dlm-xhr-progress')?.textContent?.trim() ?? '' };
      const last = seen.states.at(-1);
      if (!last || last.classes !== state.classes || last.percentage !== state.percentage) seen.states.push(state);
      if (link.querySelector('img.dlm-xhr-loading-gif')) seen.gif = true;
    };
    new MutationObserver(record).observe(link, { attributes: true, childList: true, subtree: true, characterData: true });
  }, selector);
  return {
    /** @returns {Promise<{ states: { classes: string, percentage: string }[], gif: boolean }>} */
    seen: () => page.evaluate(() => /** @type {any} */ (window).__laneLink),
  };
}

/**
 * Counts the main frame's navigations from now on.
 * @param {Page} page
 */
function watchNavigations(page) {
  /** @type {string[]} */
  const navigations = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

test.describe('Download Monitor', () => {
  test.beforeEach(() => skipWithout('download-monitor'));

  test('a download: the file arrives with its name and size, the link shows the progress up to 100%, no navigation, the download is logged', async ({ page, mode }) => {
    await openSitePage(page, pages.downloads, mode);
    // The address the page settled on (WordPress may have redirected to its canonical form).
    const here = page.url();
    const before = logRows(pages.downloadIds.manual).length;
    const link = page.getByRole('link', { name: /^Lane manual/ });
    const href = await link.getAttribute('href');
    const selector = `#download-link-${pages.downloadIds.manual}`;
    const watched = await watchLink(page, selector);
    const navigations = watchNavigations(page);
    await slowNetwork(page);

    const download = page.waitForEvent('download');
    await link.click();
    // While it runs: the link is started, its address is no longer the file's.
    await expect(link).toHaveClass(/\bdlm-download-started\b/);
    const file = await download;
    expect(file.suggestedFilename()).toBe(FILE_NAME);
    const saved = await file.path();
    expect(fs.statSync(saved).size).toBe(FILE_SIZE);
    expect(fs.readFileSync(saved).subarray(0, 8).toString()).toBe('%PDF-1.4');

    // Done: the file's address back on the link, no loading picture.
    await expect(link).toHaveAttribute('href', href ?? '');
    await expect(link.locator('img.dlm-xhr-loading-gif')).toHaveCount(0);
    const { states, gif } = await watched.seen();
    const shown = states.map(({ classes, percentage }) => `${classes} ${percentage}`).join(' | ');
    // The progress went up in steps the visitor could see (DLM's download-NN classes and "NN%"), with
    // the loading picture meanwhile, and the link ended complete at 100%.
    const numbers = states.map(({ percentage }) => Number.parseInt(percentage, 10)).filter((n) => !Number.isNaN(n));
    expect(numbers.some((n) => n > 0 && n < 100), shown).toBe(true);
    expect(numbers, shown).toEqual([...numbers].sort((a, b) => a - b));
    expect(states.some(({ classes }) => /\bdlm-download-started\b.*\bdownload-(10|20|30|40|50|60|70|80|90)\b/.test(classes)), shown).toBe(true);
    expect(gif).toBe(true);
    expect(states.find(({ classes }) => /\bdlm-download-complete\b/.test(classes))?.percentage, shown).toBe('100%');
    // Some seconds later the link is as it was.
    await expect(link).not.toHaveClass(/\bdlm-download-complete\b/, { timeout: 8_000 });
    await expect(link.locator('.dlm-xhr-progress')).toHaveCount(0);

    expect(navigations).toEqual([]);
    expect(page.url()).toBe(here);

    // DLM logged it, from this page, as completed.
    await expect.poll(() => logRows(pages.downloadIds.manual).length).toBe(before + 1);
    expect(logRows(pages.downloadIds.manual).at(-1)).toMatchObject({ download_status: 'completed', version: '1.0', download_location: new URL(here).pathname });
  });

  test("a members-only download, logged out: DLM's no-access page is shown, nothing is downloaded or logged", async ({ page, mode, watchPage }) => {
    await openSitePage(page, pages.downloads, mode);
    const here = page.url();
    const before = logRows(pages.downloadIds.members).length;
    const link = page.getByRole('link', { name: /^Lane members/ });
    const href = await link.getAttribute('href');
    /** @type {string[]} */
    const downloads = [];
    page.on('download', (file) => downloads.push(file.suggestedFilename()));
    const answer = page.waitForResponse((response) => response.url() === href);

    if (mode === 'original') {
      // Chromium opens window.open(url, '_self', 'noopener') in a new tab.
      const opened = page.context().waitForEvent('page');
      await link.click();
      const noAccess = await opened;
      watchPage(noAccess);
      await noAccess.waitForLoadState();
      expect(noAccess.url()).toMatch(/\/no-access\/download-id\/\d+\/$/);
      await expect(noAccess.getByText(NO_ACCESS)).toBeVisible();
      // The downloads page stays, its link as it was.
      expect(page.url()).toBe(here);
      await expect(link).toHaveAttribute('href', href ?? '');
      await expect(link).not.toHaveClass(/\bdlm-download-started\b/);
    } else {
      await link.click();
      await page.waitForURL(/\/no-access\/download-id\/\d+\/$/);
      await expect(page.getByText(NO_ACCESS)).toBeVisible();
    }
    // What DLM answered: no file, its no-access page to go to, no modal.
    const headers = (await answer).headers();
    expect(headers['x-dlm-no-access']).toBe('true');
    expect(headers['x-dlm-redirect']).toMatch(/\/no-access\/download-id\/\d+\/$/);
    expect(headers['x-dlm-no-access-modal']).toBe('0');

    expect(downloads).toEqual([]);
    expect(logRows(pages.downloadIds.members)).toHaveLength(before);
  });
});
