/**
 * Discovery benchmark: ours vs @hotwired/stimulus vs the floor (one bare
 * MutationObserver + one combined selector), and a baseline with no observer,
 * all in the same chromium, same page, same rows, same trivial mount work.
 *
 * Per sample: a fresh page, the contestant set up, rows built (untimed), a GC,
 * then the timed scenario. Script time is the renderer's CDP ScriptDuration
 * (Performance domain in threadTicks: CPU time of the main thread, so another
 * process taking our core does not inflate it) across the whole scenario,
 * including deferred work, minus the baseline's median for the same DOM work.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  BATCHES,
  MATCH_EVERY,
  PLUGIN_COUNT,
  installHarness,
  setupBaseline,
  setupFloor,
  setupOurs,
  setupStimulus,
} from './lib/page-harness.mjs';
import { median, withTimeout } from './lib/chromium.mjs';
import { scriptTimeBetweenMarks, startTrace } from './lib/trace.mjs';
/** @import { BrowserContext, CDPSession } from 'playwright-core' */
/** @import { RunResult, Scenario } from './lib/page-harness.mjs' */

/**
 * @typedef {'baseline' | 'ours' | 'bundle' | 'classic' | 'stimulus' | 'floor'} Contestant
 * @typedef {Exclude<Contestant, 'baseline'>} Measured
 * @typedef {{ js: number, script: number, latency: number }} Sample
 * @typedef {{ start(cdp: CDPSession): Promise<void>, stop(cdp: CDPSession): Promise<void> }} Profiler
 */

/**
 * Medians of one metric per contestant, net of the baseline's, and the ratios judged.
 * @typedef {Record<Measured, number> & { baseline: number, vsStimulus: number, vsFloor: number, bundleVsFloor: number, classicVsFloor: number }} Medians
 */

/**
 * Median latency per contestant (DOM change to the last mount, or cleanup for remove) and each one's ratio to the floor's.
 * @typedef {{ ms: Record<Measured, number>, vsFloor: Record<Measured, number> }} Latencies
 */

/**
 * One (N, scenario) cell of the table.
 * @typedef {object} Cell
 * @property {number} n
 * @property {Scenario} scenario
 * @property {number} runs
 * @property {Record<Contestant, Sample[]>} raw
 * @property {Medians} js trace JavaScript time
 * @property {Medians} script CDP ScriptDuration
 * @property {Latencies} latency
 */

/**
 * ours = the kernel with exactly the 20 bench plugins;
 * bundle = the product as a browser with modules runs it (dist/site-runtime.js, a module, and its chunks),
 * whose built-in plugins add their own selectors; classic = the same product as the one classic script
 * (dist/site-runtime.iife.js) that only browsers without modules run (the WordPress plugin prints it
 * `nomodule`): shown, not judged. Ours and bundle are judged against the floor; ours against Stimulus too.
 */
/** @type {Contestant[]} */
export const CONTESTANTS = ['baseline', 'ours', 'bundle', 'classic', 'stimulus', 'floor'];
/** @type {Scenario[]} */
export const SCENARIOS = ['insert', 'remove', 'batches'];
export const SIZES = [1_000, 10_000, 50_000];
/** @type {Record<number, number>} */
const REPEATS = { 1_000: 7, 10_000: 7, 50_000: 5 };

/** Ratios are judged at these sizes; below them the floor costs well under a millisecond and the ratio is noise. */
export const JUDGED_SIZES = new Set([10_000, 50_000]);
/** ours/stimulus, ours/floor (the kernel alone), bundle/floor (the product with every built-in selector). */
export const TARGETS = { stimulus: 0.3, floor: 1.2, bundleFloor: 1.3 };
/**
 * Latency against the floor's, for ours and the bundle alike: the last plugin mounted (or cleaned up)
 * within 1.5x the floor's time after one big change, within 1.3x when the markup arrives in 50 appends.
 * @type {Record<Scenario, number>}
 */
export const LATENCY_TARGETS = { insert: 1.5, remove: 1.5, batches: 1.3 };

const SAMPLE_TIMEOUT_MS = 60_000;
const IN_PAGE_TIMEOUT_MS = 30_000;

/** @param {Contestant} contestant */
export function pageHtml(contestant) {
  /** @type {(fn: Function, ...args: unknown[]) => string} */
  const inline = (fn, ...args) => `<script>(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(',')});</script>`;
  const scripts = [inline(installHarness, PLUGIN_COUNT, MATCH_EVERY, BATCHES)];
  if (contestant === 'ours') scripts.push('<script src="/kernel.iife.js"></script>', inline(setupOurs, PLUGIN_COUNT));
  else if (contestant === 'bundle') scripts.push('<script type="module" src="/dist/site-runtime.js"></script>', inline(setupOurs, PLUGIN_COUNT));
  else if (contestant === 'classic') scripts.push('<script src="/dist/site-runtime.iife.js"></script>', inline(setupOurs, PLUGIN_COUNT));
  else if (contestant === 'stimulus') scripts.push('<script src="/stimulus.iife.js"></script>', inline(setupStimulus, PLUGIN_COUNT));
  else if (contestant === 'floor') scripts.push(inline(setupFloor, PLUGIN_COUNT));
  else scripts.push(inline(setupBaseline));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>discovery bench: ${contestant}</title>
${scripts.join('\n')}
</head><body><main id="rows" hidden></main></body></html>`;
}

/**
 * A throw-away local server for the bench pages, the product's build and the
 * two other bundles. Everything is read once, here: a rebuild of dist/ during
 * the run cannot change (or break) what is measured.
 * @param {{ productDir: string, kernelFile: string, stimulusFile: string }} bundles productDir holds
 *   site-runtime.js with its chunks/ and site-runtime.iife.js, as dist/ does
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function startPageServer({ productDir, kernelFile, stimulusFile }) {
  /** @type {Record<string, Buffer>} */
  const files = {
    '/kernel.iife.js': fs.readFileSync(kernelFile),
    '/stimulus.iife.js': fs.readFileSync(stimulusFile),
  };
  const chunks = fs.readdirSync(path.join(productDir, 'chunks')).map((chunk) => `chunks/${chunk}`);
  for (const name of ['site-runtime.js', 'site-runtime.iife.js', ...chunks]) {
    if (name.endsWith('.js')) files[`/dist/${name}`] = fs.readFileSync(path.join(productDir, name));
  }
  /** @type {Record<string, string>} */
  const pages = Object.fromEntries(CONTESTANTS.map((c) => [`/${c}.html`, pageHtml(c)]));
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://bench');
    if (pages[pathname] !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(pages[pathname]);
    } else if (files[pathname]) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(files[pathname]);
    } else {
      res.writeHead(404).end();
    }
  });
  /** @type {Promise<void>} */
  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  await listening;
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench page server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const METRICS = ['ScriptDuration'];

/**
 * @param {CDPSession} cdp
 * @returns {Promise<Record<string, number>>}
 */
async function snapshot(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  /** @type {Record<string, number>} */
  const out = {};
  for (const name of METRICS) {
    const found = metrics.find((m) => m.name === name);
    if (!found) throw new Error(`CDP Performance.getMetrics has no ${name}`);
    out[name] = found.value;
  }
  return out;
}

/**
 * One fresh page, one timed scenario.
 * @param {BrowserContext} context
 * @param {string} origin
 * @param {Contestant} contestant
 * @param {number} n
 * @param {Scenario} scenario
 * @param {{ profile?: Profiler }} [options]
 * @returns {Promise<Sample>} times in ms
 */
export async function sample(context, origin, contestant, n, scenario, { profile } = {}) {
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  const what = `${contestant} N=${n} ${scenario}`;
  try {
    return await withTimeout(
      (async () => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
        const response = await page.goto(`${origin}/${contestant}.html`, { waitUntil: 'load', timeout: 30_000 });
        if (!response?.ok()) throw new Error(`bench page answered HTTP ${response?.status()}`);
        await page.evaluate(() => window.__bench.ready);
        const expected = contestant === 'baseline' ? 0 : Math.ceil(n / MATCH_EVERY);
        await page.evaluate(([n, scenario, expected, timeout]) => window.__bench.prepare(n, scenario, expected, timeout), /** @type {const} */ ([
          n,
          scenario,
          expected,
          IN_PAGE_TIMEOUT_MS,
        ]));
        await cdp.send('HeapProfiler.collectGarbage');
        await page.evaluate(() => window.__bench.settle());
        if (profile) await profile.start(cdp);
        const before = await snapshot(cdp);
        const stopTrace = await startTrace(cdp);
        const result = await page.evaluate(([scenario, expected, timeout]) => window.__bench.run(scenario, expected, timeout), /** @type {const} */ ([
          scenario,
          expected,
          IN_PAGE_TIMEOUT_MS,
        ]));
        const after = await snapshot(cdp);
        const js = scriptTimeBetweenMarks(await stopTrace());
        if (profile) await profile.stop(cdp);
        const pageErrors = await page.evaluate(() => window.__bench.errors);
        problems.push(...pageErrors);
        verify(what, scenario, expected, result, n);
        if (problems.length) throw new Error(problems.join('; '));
        const d = (/** @type {string} */ name) => ((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000;
        return { js, script: d('ScriptDuration'), latency: result.latency };
      })(),
      SAMPLE_TIMEOUT_MS,
      what,
    );
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    error.message = `${what}: ${error.message}${problems[0] !== undefined && !error.message.includes(problems[0]) ? ` (${problems.join('; ')})` : ''}`;
    throw error;
  } finally {
    await page.close().catch(() => {});
  }
}

/**
 * Counts must be exact: a contestant that mounts twice or misses one is not measured, it is wrong.
 * @param {string} what
 * @param {Scenario} scenario
 * @param {number} expected
 * @param {RunResult} result
 * @param {number} n
 */
function verify(what, scenario, expected, result, n) {
  /** @type {(message: string) => never} */
  const fail = (message) => {
    throw new Error(`${what}: ${message} (result ${JSON.stringify(result)})`);
  };
  if (result.mounts !== expected) fail(`${result.mounts} mounts, expected ${expected}`);
  const cleanups = scenario === 'remove' ? expected : 0;
  if (result.cleanups !== cleanups) fail(`${result.cleanups} cleanups, expected ${cleanups}`);
  const rows = scenario === 'remove' ? 0 : n;
  if (result.rows !== rows) fail(`${result.rows} rows in the page, expected ${rows}`);
  // The contestant's own bookkeeping must agree: live mounts / connected controllers.
  if (result.live !== null) {
    const live = scenario === 'remove' ? 0 : expected;
    if (result.live !== live) fail(`the contestant reports ${result.live} live mounts, expected ${live}`);
  }
}

/**
 * Runs every (N, scenario, repeat) with the contestants in rotating order, so
 * drift on a shared machine spreads over all of them. `onProgress` gets a line per cell.
 * @param {BrowserContext} context
 * @param {string} origin
 * @param {{ sizes?: number[], scenarios?: Scenario[], repeats?: number | Record<number, number>, onProgress?: (cell: Cell, tookMs: number) => void }} [options]
 * @returns {Promise<Cell[]>}
 */
export async function runDiscovery(context, origin, { sizes = SIZES, scenarios = SCENARIOS, repeats = REPEATS, onProgress } = {}) {
  /** @type {Cell[]} */
  const cells = [];
  for (const n of sizes) {
    for (const scenario of scenarios) {
      /** @type {Record<Contestant, Sample[]>} */
      const runs = { baseline: [], ours: [], bundle: [], classic: [], stimulus: [], floor: [] };
      const count = typeof repeats === 'number' ? repeats : (repeats[n] ?? 0);
      const started = Date.now();
      for (let r = 0; r < count; r++) {
        for (let i = 0; i < CONTESTANTS.length; i++) {
          const contestant = /** @type {Contestant} */ (CONTESTANTS[(i + r) % CONTESTANTS.length]); // in range
          runs[contestant].push(await sample(context, origin, contestant, n, scenario));
        }
      }
      const cell = summarize(n, scenario, count, runs);
      cells.push(cell);
      onProgress?.(cell, Date.now() - started);
    }
  }
  return cells;
}

/**
 * Medians per contestant, each sample net of the baseline's median for the same cell.
 * @param {number} n
 * @param {Scenario} scenario
 * @param {number} count
 * @param {Record<Contestant, Sample[]>} runs
 * @returns {Cell}
 */
function summarize(n, scenario, count, runs) {
  /**
   * @param {'js' | 'script'} metric
   * @returns {Medians}
   */
  const medians = (metric) => {
    const baseline = median(runs.baseline.map((s) => s[metric]));
    const m = perMeasured((c) => median(runs[c].map((s) => s[metric] - baseline)));
    return { baseline, ...m, vsStimulus: m.ours / m.stimulus, vsFloor: m.ours / m.floor, bundleVsFloor: m.bundle / m.floor, classicVsFloor: m.classic / m.floor };
  };
  const latency = perMeasured((c) => median(runs[c].map((s) => s.latency)));
  return {
    n,
    scenario,
    runs: count,
    raw: runs,
    js: medians('js'),
    script: medians('script'),
    latency: { ms: latency, vsFloor: perMeasured((c) => latency[c] / latency.floor) },
  };
}

/**
 * @param {(contestant: Measured) => number} of
 * @returns {Record<Measured, number>}
 */
function perMeasured(of) {
  return { ours: of('ours'), bundle: of('bundle'), classic: of('classic'), stimulus: of('stimulus'), floor: of('floor') };
}

/**
 * The product as built by `node esbuild.mjs`.
 * @param {string} root
 */
export function productDir(root) {
  const dir = path.join(root, 'dist');
  for (const file of ['site-runtime.js', 'site-runtime.iife.js']) {
    if (!fs.existsSync(path.join(dir, file))) throw new Error(`dist/${file} is missing: run node esbuild.mjs first (npm run bench does)`);
  }
  return dir;
}
