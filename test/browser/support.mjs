/**
 * Shared pieces for browser specs.
 * - `test`: Playwright's test whose `page` fails the test on any console
 *   error or uncaught page error. A spec that provokes errors on purpose
 *   names them: test.use({ allowedConsoleErrors: [/status of 403|status of 500/] }), one
 *   pattern with alternatives: Playwright reads a two-item array in test.use as [value, options].
 *   Uncaught page errors a spec provokes on purpose are named the same way, in allowedPageErrors.
 *   Another page a test opens itself is held to the same rule with the `watchPage` fixture.
 * - Helpers around the reference server's /__test/ endpoints (on for the suite) and its /__demo/ switches.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
/** @import { APIRequestContext, APIResponse, Fixtures, Locator, Page, PlaywrightTestArgs, PlaywrightTestOptions, PlaywrightWorkerArgs, PlaywrightWorkerOptions } from '@playwright/test' */

export { expect };

/**
 * A row of the reference server's database as /__test/rows gives it (JSON columns parsed).
 * @typedef {Record<string, any>} Row
 */

/**
 * Collects, into `problems`, the console errors and uncaught page errors of `page` that no allowed pattern names.
 * @param {Page} page
 * @param {string[]} problems
 * @param {{ allowedConsoleErrors: RegExp | RegExp[], allowedPageErrors: RegExp | RegExp[] }} allowed
 */
function collectProblems(page, problems, { allowedConsoleErrors, allowedPageErrors }) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if ([allowedConsoleErrors].flat().some((pattern) => pattern.test(text))) return;
    const where = message.location()?.url;
    problems.push(`console error on ${page.url()}: ${text}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => {
    if ([allowedPageErrors].flat().some((pattern) => pattern.test(error.message))) return;
    problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`);
  });
}

/**
 * `watchPage(other)`: holds another page of the test (one it opened itself) to the same rule as `page`.
 * @typedef {{ allowedConsoleErrors: RegExp | RegExp[], allowedPageErrors: RegExp | RegExp[] }} ConsoleOptions
 * @typedef {{ watchPage: (other: Page) => void }} ConsoleFixtures
 * @type {Fixtures<ConsoleOptions & ConsoleFixtures, {}, PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions>}
 */
const consoleFixtures = {
  allowedConsoleErrors: [[], { option: true }],
  allowedPageErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, allowedPageErrors }, use) => {
    /** @type {string[]} */
    const problems = [];
    collectProblems(page, problems, { allowedConsoleErrors, allowedPageErrors });
    await use(page);
    expect(problems, 'console errors and page errors').toEqual([]);
  },
  watchPage: async ({ allowedConsoleErrors, allowedPageErrors }, use) => {
    /** @type {string[]} */
    const problems = [];
    await use((other) => collectProblems(other, problems, { allowedConsoleErrors, allowedPageErrors }));
    expect(problems, 'console errors and page errors of the other pages').toEqual([]);
  },
};

export const test = base.extend(consoleFixtures);

/**
 * Opens a page and waits until the runtime has started and every plugin whose
 * markup is there has mounted (its chunk loaded): a click before that would
 * meet the browser's default behaviour, as on the original site before its scripts ran.
 * @param {Page} page
 * @param {string} url
 * @param {Parameters<Page['goto']>[1]} [options]
 */
export async function gotoReady(page, url, options) {
  const response = await page.goto(url, options);
  await page.waitForFunction(() => window.siteRuntime?.stats && document.readyState !== 'loading' && window.siteRuntime.stats().ready && window.siteRuntime.stats().pending === 0);
  return response;
}

/**
 * @typedef {{ on: boolean, at: number, css: Record<string, string> }} ClassChange
 */

/**
 * Records, in the page, each time the class `name` comes onto or goes off the locator's element: whether it
 * is now on, the page's time (performance.now()) and the computed `css` properties at that moment. A class
 * that lasts a moment (an animation's, a cross-fade's) is then seen however late a busy machine lets the
 * test look, where an expect that polls for it can come after it went. Returns how to read the record.
 * @param {Locator} locator
 * @param {string} name
 * @param {string[]} [css]
 * @returns {Promise<() => Promise<ClassChange[]>>}
 */
export async function recordClass(locator, name, css = []) {
  const record = await locator.evaluateHandle((element, [className, properties]) => {
    /** @type {ClassChange[]} */
    const changes = [];
    let on = element.classList.contains(className);
    new MutationObserver(() => {
      if (element.classList.contains(className) === on) return;
      on = !on;
      const style = getComputedStyle(element);
      changes.push({ on, at: performance.now(), css: Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])) });
    }).observe(element, { attributes: true, attributeFilter: ['class'] });
    return changes;
  }, /** @type {[string, string[]]} */ ([name, css]));
  return () => record.jsonValue();
}

/**
 * Every text the locator's element shows from now on, in order (a state that lasts a moment is
 * recorded however late a poll would look). Returns a function that reads the list.
 * @param {Locator} locator
 * @returns {Promise<() => Promise<string[]>>}
 */
export async function recordText(locator) {
  const record = await locator.evaluateHandle((element) => {
    /** @type {string[]} */
    const texts = [element.textContent ?? ''];
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (texts.at(-1) !== text) texts.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
    return texts;
  });
  return () => record.jsonValue();
}

/**
 * What axe finds on the page (or only within `include`), once no CSS animation or transition is running:
 * text caught halfway through a fade reads as too little contrast.
 * @param {import('@playwright/test').Page} page
 * @param {string} [include] a selector
 */
export async function axeViolations(page, include) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const builder = new AxeBuilder({ page });
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}

/**
 * Where a locator's element is drawn; a spec measuring it fails here, by name, when it is not drawn at all.
 * @param {Locator} locator
 */
export async function drawnBox(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not drawn: it has no box to measure`);
  return box;
}

/**
 * @param {APIResponse} response
 * @param {string} what
 */
async function ok(response, what) {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Rows of a table, oldest first; `where` filters columns by equality. JSON columns come back parsed.
 * @param {APIRequestContext} request
 * @param {string} table
 * @param {Record<string, string | number>} [where]
 * @returns {Promise<Row[]>}
 */
export async function readRows(request, table, where = {}) {
  const params = new URLSearchParams({ table, ...Object.fromEntries(Object.entries(where).map(([k, v]) => [k, String(v)])) });
  return ok(await request.get(`/__test/rows?${params}`), `rows of ${table}`);
}

/**
 * @param {APIRequestContext} request
 * @param {string} name
 * @param {string | number} value
 */
export async function setSwitch(request, name, value) {
  return ok(await request.post('/__demo/switch', { form: { name, value: String(value) } }), `switch ${name}`);
}

/**
 * @param {APIRequestContext} request
 * @param {string} name
 */
export async function getSwitch(request, name) {
  return (await ok(await request.get(`/__demo/switch?name=${encodeURIComponent(name)}`), `switch ${name}`)).value;
}

/**
 * Expires every issued nonce (or one action's), so the next call meets the 403 path.
 * @param {APIRequestContext} request
 * @param {string} [action]
 */
export async function expireNonces(request, action) {
  return ok(await request.post('/__test/expire-nonces', { form: action ? { action } : {} }), 'expire nonces');
}

/**
 * A freshly issued nonce without rendering a page.
 * @param {APIRequestContext} request
 * @param {string} [action]
 * @returns {Promise<string>}
 */
export async function issueNonce(request, action = 'wp_rest') {
  return (await ok(await request.get(`/__test/nonce?action=${encodeURIComponent(action)}`), 'issue nonce')).nonce;
}

/**
 * Drops every table and migrates again: a blank site.
 * @param {APIRequestContext} request
 */
export async function resetDb(request) {
  return ok(await request.post('/__test/reset'), 'reset db');
}

/**
 * Watches one lazy chunk of dist/chunks by its name (`sticky-actor` for sticky-actor-HASH.js): `asked`
 * lists the page's requests for it, and after `hold()` its answers wait until `release()`, so what the
 * page shows while a plugin's code is still on its way becomes observable.
 * @param {Page} page
 * @param {string} name
 */
export function watchChunk(page, name) {
  const chunk = new RegExp(`/dist/chunks/${name}-[^/]*\\.js$`);
  /** @type {string[]} */
  const asked = [];
  page.on('request', (request) => {
    if (chunk.test(request.url())) asked.push(request.url());
  });
  /** @type {() => void} */
  let release = () => {};
  return {
    asked,
    async hold() {
      const released = new Promise((resolve) => (release = () => resolve(undefined)));
      await page.route(chunk, async (route) => {
        await released;
        await route.continue().catch(() => {});
      });
    },
    release: () => release(),
  };
}
