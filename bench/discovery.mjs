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

/**
 * ours = the kernel with exactly the 20 bench plugins;
 * bundle = the product bundle, whose built-in plugins add their own selectors.
 * Both are judged against the floor; ours against Stimulus too.
 */
export const CONTESTANTS = ['baseline', 'ours', 'bundle', 'stimulus', 'floor'];
export const SCENARIOS = ['insert', 'remove', 'batches'];
export const SIZES = [1_000, 10_000, 50_000];
const REPEATS = { 1_000: 7, 10_000: 7, 50_000: 5 };

/** Ratios are judged at these sizes; below them the floor costs well under a millisecond and the ratio is noise. */
export const JUDGED_SIZES = new Set([10_000, 50_000]);
/** ours/stimulus, ours/floor (the kernel alone), bundle/floor (the product with every built-in selector). */
export const TARGETS = { stimulus: 0.3, floor: 1.2, bundleFloor: 1.3 };

const SAMPLE_TIMEOUT_MS = 60_000;
const IN_PAGE_TIMEOUT_MS = 30_000;

export function pageHtml(contestant) {
  const inline = (fn, ...args) => `<script>(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(',')});</script>`;
  const scripts = [inline(installHarness, PLUGIN_COUNT, MATCH_EVERY, BATCHES)];
  if (contestant === 'ours') scripts.push('<script src="/kernel.iife.js"></script>', inline(setupOurs, PLUGIN_COUNT));
  else if (contestant === 'bundle') scripts.push('<script src="/site-runtime.iife.js"></script>', inline(setupOurs, PLUGIN_COUNT));
  else if (contestant === 'stimulus') scripts.push('<script src="/stimulus.iife.js"></script>', inline(setupStimulus, PLUGIN_COUNT));
  else if (contestant === 'floor') scripts.push(inline(setupFloor, PLUGIN_COUNT));
  else scripts.push(inline(setupBaseline));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>discovery bench: ${contestant}</title>
${scripts.join('\n')}
</head><body><main id="rows" hidden></main></body></html>`;
}

/**
 * A throw-away local server for the bench pages and the two bundles. The
 * bundles are read once, here: a rebuild of dist/ during the run cannot change
 * (or break) what is measured.
 */
export async function startPageServer({ runtimeFile, kernelFile, stimulusFile }) {
  const files = {
    '/site-runtime.iife.js': fs.readFileSync(runtimeFile),
    '/kernel.iife.js': fs.readFileSync(kernelFile),
    '/stimulus.iife.js': fs.readFileSync(stimulusFile),
  };
  const pages = Object.fromEntries(CONTESTANTS.map((c) => [`/${c}.html`, pageHtml(c)]));
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://bench');
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
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const METRICS = ['ScriptDuration'];

async function snapshot(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const out = {};
  for (const name of METRICS) {
    const found = metrics.find((m) => m.name === name);
    if (!found) throw new Error(`CDP Performance.getMetrics has no ${name}`);
    out[name] = found.value;
  }
  return out;
}

/** One fresh page, one timed scenario. Returns { script (ms), latency (ms) }. */
export async function sample(context, origin, contestant, n, scenario, { profile } = {}) {
  const page = await context.newPage();
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
        await page.evaluate(([n, scenario, expected, timeout]) => window.__bench.prepare(n, scenario, expected, timeout), [
          n,
          scenario,
          expected,
          IN_PAGE_TIMEOUT_MS,
        ]);
        await cdp.send('HeapProfiler.collectGarbage');
        await page.evaluate(() => window.__bench.settle());
        if (profile) await profile.start(cdp);
        const before = await snapshot(cdp);
        const stopTrace = await startTrace(cdp);
        const result = await page.evaluate(([scenario, expected, timeout]) => window.__bench.run(scenario, expected, timeout), [
          scenario,
          expected,
          IN_PAGE_TIMEOUT_MS,
        ]);
        const after = await snapshot(cdp);
        const js = scriptTimeBetweenMarks(await stopTrace());
        if (profile) await profile.stop(cdp);
        const pageErrors = await page.evaluate(() => window.__bench.errors);
        problems.push(...pageErrors);
        verify(what, scenario, expected, result, n);
        if (problems.length) throw new Error(problems.join('; '));
        const d = (name) => (after[name] - before[name]) * 1000;
        return { js, script: d('ScriptDuration'), latency: result.latency };
      })(),
      SAMPLE_TIMEOUT_MS,
      what,
    );
  } catch (error) {
    error.message = `${what}: ${error.message}${problems.length && !error.message.includes(problems[0]) ? ` (${problems.join('; ')})` : ''}`;
    throw error;
  } finally {
    await page.close().catch(() => {});
  }
}

/** Counts must be exact: a contestant that mounts twice or misses one is not measured, it is wrong. */
function verify(what, scenario, expected, result, n) {
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
 */
export async function runDiscovery(context, origin, { sizes = SIZES, scenarios = SCENARIOS, repeats = REPEATS, onProgress } = {}) {
  const cells = [];
  for (const n of sizes) {
    for (const scenario of scenarios) {
      const runs = Object.fromEntries(CONTESTANTS.map((c) => [c, []]));
      const count = typeof repeats === 'number' ? repeats : repeats[n];
      const started = Date.now();
      for (let r = 0; r < count; r++) {
        for (let i = 0; i < CONTESTANTS.length; i++) {
          const contestant = CONTESTANTS[(i + r) % CONTESTANTS.length];
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

/** Medians per contestant, each sample net of the baseline's median for the same cell. */
function summarize(n, scenario, count, runs) {
  const cell = { n, scenario, runs: count, raw: runs };
  for (const metric of ['js', 'script']) {
    const base = median(runs.baseline.map((s) => s[metric]));
    const m = { baseline: base };
    for (const c of ['ours', 'bundle', 'stimulus', 'floor']) m[c] = median(runs[c].map((s) => s[metric] - base));
    m.vsStimulus = m.ours / m.stimulus;
    m.vsFloor = m.ours / m.floor;
    m.bundleVsFloor = m.bundle / m.floor;
    cell[metric] = m;
  }
  cell.latency = {};
  for (const c of ['ours', 'bundle', 'stimulus', 'floor']) cell.latency[c] = median(runs[c].map((s) => s.latency));
  return cell;
}

export function runtimeFile(root) {
  const file = path.join(root, 'dist', 'site-runtime.iife.js');
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run node esbuild.mjs first (npm run bench does)`);
  return file;
}
