/**
 * What every spec of the WordPress lane shares.
 * - `test`: the browser suite's test (a console error or page error fails it)
 *   with the lane's `mode`: each spec runs twice, once with only our runtime
 *   on the page (project `runtime`) and once with every area switched back to
 *   the original scripts (project `original`, the identity run that proves the
 *   journey itself). A journey that depends on the mode reads `mode`.
 * - `pages`: the URLs site/store.php created.
 * - `sql(query)`: reads the site's database (MariaDB on the lane's socket).
 * - `skipWithout(slug)`: skips a journey whose plugin archive is missing.
 */
import { spawnSync } from 'node:child_process';
import { expect, gotoReady, test as browserTest } from '../browser/support.mjs';
/** @import { Page } from '@playwright/test' */

export { expect };

/**
 * @typedef {{ shop: string, simpleProduct: string, variableProduct: string, blockCart: string, blockCheckout: string,
 *   classicCart: string, classicCheckout: string, productIds: { simple: number, variable: number }, newOrderToPay: string,
 *   contact: string, richForm: string, downloads: string, downloadIds: { manual: number, members: number }, commentsPost: string,
 *   encodedContacts: string }} LanePages
 */

/** @type {LanePages} */
export const pages = JSON.parse(process.env.SITE_RUNTIME_WP_PAGES ?? '{}');
const siteUrl = process.env.SITE_RUNTIME_WP_URL ?? 'http://127.0.0.1';

/**
 * @typedef {'runtime' | 'original'} Mode
 * @type {import('@playwright/test').TestType<import('@playwright/test').PlaywrightTestArgs & import('@playwright/test').PlaywrightTestOptions & { mode: Mode, allowedConsoleErrors: RegExp | RegExp[], allowedPageErrors: RegExp | RegExp[], watchPage: (other: Page) => void }, import('@playwright/test').PlaywrightWorkerArgs & import('@playwright/test').PlaywrightWorkerOptions>}
 */
export const test = /** @type {any} */ (browserTest).extend({
  mode: ['runtime', { option: true }],
  context: async (/** @type {any} */ { context, mode }, /** @type {any} */ use) => {
    if (mode === 'original') await context.addCookies([{ name: 'site_runtime_lane_original', value: 'all', url: siteUrl }]);
    await use(context);
  },
});

/**
 * Sets one of the lane's cookies (site/lane-switches.php) for the rest of the test.
 * @param {Page} page
 * @param {string} name a cookie site/lane-switches.php or the stand-in theme reads (site_runtime_lane_*)
 * @param {string} value
 */
export async function laneSwitch(page, name, value) {
  await page.context().addCookies([{ name, value, url: siteUrl }]);
}

/**
 * Opens a page of the site and waits until its scripts are ready: the runtime has mounted what the markup
 * holds, or (identity run) the load event has passed and jQuery's ready handlers ran.
 * @param {Page} page
 * @param {string} url
 * @param {Mode} mode
 */
export async function openSitePage(page, url, mode) {
  if (mode === 'runtime') return gotoReady(page, url);
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => !('jQuery' in window) || /** @type {any} */ (window).jQuery.isReady);
  return response;
}

/**
 * Opens a page with Contact Form 7 forms, ready to be filled. CF7's own script asks for each form's schema
 * at start and checks no change before it has come (a field left sooner goes unchecked, its reflection
 * not shown); the runtime asks at the first need and checks once it comes. Under the original scripts this
 * waits until `wpcf7.schemas` holds every form's schema; under the runtime there is nothing more to wait for.
 * @param {Page} page
 * @param {string} url
 * @param {Mode} mode
 */
export async function openFormPage(page, url, mode) {
  const response = await openSitePage(page, url, mode);
  if (mode === 'original') {
    await page.waitForFunction(() => {
      const schemas = /** @type {Map<string, unknown> | undefined} */ (/** @type {any} */ (window).wpcf7?.schemas);
      return schemas !== undefined && schemas.size > 0 && [...schemas.values()].every(Boolean);
    });
  }
  return response;
}

/**
 * Rows of a query on the site's database, each a record of its columns (as text).
 * @param {string} query
 * @returns {Record<string, string>[]}
 */
export function sql(query) {
  const result = spawnSync('mariadb', ['--no-defaults', '-S', process.env.SITE_RUNTIME_WP_SOCKET ?? '', '-uroot', '--batch', '--raw', 'wordpress', '-e', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`sql failed: ${result.stderr}`);
  const [head, ...lines] = result.stdout.split('\n').filter(Boolean);
  if (!head) return [];
  const columns = head.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i], value])));
}

/** @param {string} slug a plugin's folder name (archives.mjs) */
export function skipWithout(slug) {
  test.skip((process.env.SITE_RUNTIME_WP_MISSING ?? '').split(',').includes(slug), `the ${slug} archive is missing`);
}
