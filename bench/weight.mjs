/**
 * Weight: the core chunk's gzip size from the build report, and for every demo
 * page on the reference server the JavaScript a visitor downloads before the
 * load event and by load + 2 s (the network idle, then 2 s), and the
 * main-thread task time of the same load, beside the legacy stack of the
 * page's type.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_UI_PATH } from '../fixtures/server/demo-drawer.mjs';
import { withTimeout } from './lib/chromium.mjs';
import { startTrace } from './lib/trace.mjs';
/** @import { Browser } from 'playwright-core' */
/** @import { TraceEvent } from './lib/trace.mjs' */

/**
 * One script a page loaded, and the page's sums.
 * @typedef {{ url: string, beforeLoad: boolean, wire: number, compressedOnWire: boolean, gzip: number }} ScriptFile
 * @typedef {{ gzip: number, wire: number, files: number }} ScriptSum
 * @typedef {object} PageWeight
 * @property {string} path
 * @property {string | null} type the page's site-runtime-page-type
 * @property {ScriptSum} atLoad finished before the load event
 * @property {ScriptSum} total by load + 2 s
 * @property {number} taskMs main-thread task time (thread time of every task) from the page's first parse to load + 2 s
 * @property {boolean} compressedOnWire
 * @property {ScriptFile[]} files
 * @property {boolean} jquery the page had jQuery (a global, or a script whose address names it)
 * @property {string[]} notes page errors and the like
 */

export const CORE_TARGET = 10 * 1024;
export const STIMULUS_GZIP = 11.1 * 1024;

export { PAGE_BUDGETS } from './page-budgets.mjs';

/**
 * Targets by load + 2 s (issue 23): every page type's JavaScript at most this share of its legacy stack's
 * bytes, and its main-thread task time at most TASK_SHARE of the legacy stack's on the same markup.
 */
export const QUIET_SHARE = 0.6;
export const TASK_SHARE = 0.5;

/**
 * The jQuery-free shop (fixtures/pages/shop-nojq/): each page at most a quarter of the legacy stack's
 * JavaScript at load, with no jQuery on it (bench/README.md, "Shop pages"). `match` finds the page in
 * the demo index; cart and checkout are measured with one product in the cart, as a shopper sees them.
 * @type {{ type: 'product' | 'cart' | 'checkout', match: RegExp, withCart: boolean }[]}
 */
export const SHOP_TARGETS = [
  { type: 'product', match: /^\/shop-nojq\/product-[\w-]+\.html$/, withCart: false },
  { type: 'cart', match: /^\/shop-nojq\/cart\.html$/, withCart: true },
  { type: 'checkout', match: /^\/shop-nojq\/checkout\.html$/, withCart: true },
];
export const SHOP_SHARE = 0.25;
/** The product the shop pages are measured with in the cart (the demo catalogue's Beanie). */
const SHOP_PRODUCT_ID = '101';

/** Puts one product in the context's cart through WooCommerce's add_to_cart endpoint. @param {string} origin */
export const withProductInCart = (origin) => async (/** @type {import('playwright-core').BrowserContext} */ context) => {
  const response = await context.request.post(`${origin}/?wc-ajax=add_to_cart`, { form: { product_id: SHOP_PRODUCT_ID, quantity: '1' } });
  if (!response.ok()) throw new Error(`add_to_cart answered HTTP ${response.status()}`);
};

/** jQuery as WordPress ships it, measured from the installed package (gzip -9), or null without it. @param {string} root */
export function jqueryGzip(root) {
  const file = path.join(root, 'node_modules', 'jquery', 'dist', 'jquery.min.js');
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : null;
}

const AFTER_IDLE_MS = 2_000;

/**
 * @typedef {{ coreGzip: number, core: string[], closure: { files: string[], gzip: number } }} CoreWeight
 *   the build report's figure and list, and the closure recomputed from dist/
 */

/**
 * @param {string} root
 * @returns {CoreWeight}
 */
export function readCoreGzip(root) {
  const file = path.join(root, 'dist', 'build-report.json');
  if (!fs.existsSync(file)) throw new Error('dist/build-report.json is missing: run node esbuild.mjs first (npm run bench does)');
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof report.coreGzip !== 'number') throw new Error('dist/build-report.json has no numeric coreGzip');
  return { coreGzip: report.coreGzip, core: report.core ?? [], closure: staticClosure(path.join(root, 'dist')) };
}

/**
 * The core chunk recomputed from the files: dist/site-runtime.js plus every
 * chunk it reaches through static `import ... from "./..."` (not `import()`),
 * as a check on the build report's own list.
 * @param {string} dist
 * @param {string} [entry]
 * @returns {{ files: string[], gzip: number }}
 */
export function staticClosure(dist, entry = 'site-runtime.js') {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports and re-exports sit at statement starts; `import(` (lazy) never matches.
    for (const m of source.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] ?? '')));
    }
  };
  visit(entry);
  const files = [...seen];
  return { files, gzip: files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0) };
}

/**
 * Starts the reference server on a free port (PORT=0) with a throw-away
 * database. Resolves with { origin, stop }; stop() is safe to call twice.
 * @param {string} root
 * @returns {Promise<{ origin: string, stop(): Promise<void> }>}
 */
export async function startReferenceServer(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-runtime-bench-'));
  const child = spawn(process.execPath, ['fixtures/server/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: path.join(dir, 'bench.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const gone = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 5_000))]);
      if (!gone) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    /** @type {Promise<string>} */
    const announced = new Promise((resolve, reject) => {
      const look = () => {
        const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (m) resolve(`http://127.0.0.1:${m[1]}`);
      };
      child.stdout.on('data', look);
      exited.then(({ code, signal }) => reject(new Error(`the reference server exited (${signal ?? code}): ${output.trim()}`)));
      look();
    });
    const origin = await withTimeout(announced, 20_000, 'starting the reference server');
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Demo pages the test pages index links (`<a data-demo-page href>`).
 * @param {string} origin
 * @returns {Promise<string[]>}
 */
export async function listDemoPages(origin) {
  const response = await withTimeout(fetch(`${origin}/test-pages/`), 10_000, 'the reference server test pages index');
  if (!response.ok) throw new Error(`the reference server index answered HTTP ${response.status}`);
  const html = await response.text();
  const pages = [];
  for (const m of html.matchAll(/<a\b[^>]*\bdata-demo-page\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href) pages.push(href.replace(/&amp;/g, '&'));
  }
  if (!pages.length) throw new Error('the reference server index lists no demo pages (no <a data-demo-page>)');
  return pages;
}

/**
 * Loads one page in a fresh context (empty cache) and sums the script
 * responses: finished before the load event, and in all once the network has
 * been idle and 2 s more have passed.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} pagePath
 * @param {{ prepare?: (context: import('playwright-core').BrowserContext) => Promise<void>, scripts?: boolean }} [options]
 *   prepare: runs in the fresh context before the page opens (a shop page measured with something in the cart);
 *   scripts: false loads the page with JavaScript off (the page's own parse, style, layout and paint: the
 *   baseline that task time net of the page is counted from)
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, origin, pagePath, options = {}) {
  const scriptsOn = options.scripts !== false;
  const context = await browser.newContext({ javaScriptEnabled: scriptsOn });
  await options.prepare?.(context);
  const page = await context.newPage();
  // Page errors do not stop the measurement (the bytes are still what they are); they are printed beside the table.
  /** @type {string[]} */
  const notes = [];
  page.on('pageerror', (error) => notes.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') notes.push(`console error: ${message.text()}`);
  });
  try {
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, { url: string, status: number, encoding: string | undefined }>} */
    const scripts = new Map();
    /** @type {{ requestId: string, timestamp: number, encodedDataLength: number }[]} */
    const finished = [];
    let loadAt = Infinity;
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' && /^https?:/.test(response.url)) {
        scripts.set(requestId, { url: response.url, status: response.status, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] });
      }
    });
    cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
      finished.push({ requestId, timestamp, encodedDataLength });
    });
    cdp.on('Page.loadEventFired', ({ timestamp }) => (loadAt = Math.min(loadAt, timestamp)));
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const stopTrace = await startTrace(cdp);
    const response = await page.goto(origin + pagePath, { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => notes.push('network never went idle within 15 s'));
    await page.waitForTimeout(AFTER_IDLE_MS);
    // The address the page ended at (a store may redirect it): its parse is where the page's tasks begin.
    const taskMs = pageTaskMs(await withTimeout(stopTrace(), 30_000, 'trace'), page.url());
    const type = scriptsOn ? await page.evaluate(() => document.querySelector('meta[name="site-runtime-page-type"]')?.getAttribute('content')?.trim() || null) : null;
    const jqueryGlobal = scriptsOn && (await page.evaluate(() => typeof (/** @type {any} */ (window)).jQuery !== 'undefined'));

    /** @type {ScriptFile[]} */
    const rows = [];
    for (const f of finished) {
      const script = scripts.get(f.requestId);
      // The demo's own drawer is not part of any site's stack.
      if (!script || new URL(script.url).pathname.startsWith(DEMO_UI_PATH)) continue;
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: f.requestId });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      rows.push({
        url: script.url,
        beforeLoad: f.timestamp <= loadAt,
        wire: f.encodedDataLength,
        compressedOnWire: Boolean(script.encoding),
        gzip: gzipSync(bytes, { level: 9 }).length,
      });
    }
    if (loadAt === Infinity) throw new Error('no load event');
    /** @type {(list: ScriptFile[], key: 'gzip' | 'wire') => number} */
    const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
    const atLoad = rows.filter((r) => r.beforeLoad);
    return {
      path: pagePath,
      type,
      atLoad: { gzip: sum(atLoad, 'gzip'), wire: sum(atLoad, 'wire'), files: atLoad.length },
      total: { gzip: sum(rows, 'gzip'), wire: sum(rows, 'wire'), files: rows.length },
      taskMs,
      compressedOnWire: rows.some((r) => r.compressedOnWire),
      jquery: jqueryGlobal || rows.some((r) => /jquery/i.test(new URL(r.url).pathname)),
      files: rows,
      notes,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Thread time of every main-thread task of the page, from its first HTML parse to the end of the trace
 * (load + 2 s): scripts, style, layout and paint alike, as a visitor's CPU spends it.
 * @param {TraceEvent[]} events
 * @param {string} url
 */
function pageTaskMs(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(/** @type {any} */ (e.args)?.beginData?.url ?? '').startsWith(url.split('#')[0] ?? url));
  if (!parse) throw new Error(`no HTML parse of ${url} in the trace`);
  return (
    events
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === parse.pid && e.tid === parse.tid && e.ts + (e.dur ?? 0) >= parse.ts)
      .reduce((total, task) => total + (task.tdur ?? task.dur ?? 0), 0) / 1000
  );
}
