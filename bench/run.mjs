/**
 * `npm run bench` (after the build): the discovery benchmark and the weight
 * report, printed as tables with the design's targets marked PASS/MISS.
 *
 *   node bench/run.mjs [--quick] [--no-discovery] [--no-weight] [--boot-runs=5] [--slow-runs=3] [--strict] [--json=FILE]
 *
 * --boot-runs=N: boot every demo page N times under a trace (0: no boot check; needs the weight part).
 * --slow-runs=N: the 4x CPU slowdown profile, N runs (0: none; needs the weight part): the typed demo
 *   pages' boots and the journeys' interaction to next paint (bench/lib/slow-profile.mjs).
 * --quick: 2 runs per cell (a smoke run; the numbers are not for judging).
 * --strict: exit 2 when a target is missed (otherwise misses are reported, exit 0).
 * Exit 1 means the bench itself failed (a wrong mount count, a hung page, no browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, table } from './lib/chromium.mjs';
import { bundleKernel } from './lib/kernel-bundle.mjs';
import { bundleStimulus } from './lib/stimulus-bundle.mjs';
import { JUDGED_SIZES, LATENCY_TARGETS, TARGETS, productDir, runDiscovery, startPageServer } from './discovery.mjs';
import { PAGE_BUDGETS, SHOP_SHARE, SHOP_TARGETS, jqueryGzip, listDemoPages, measurePage, readCoreGzip, startReferenceServer, withProductInCart } from './weight.mjs';
import { MATCH_EVERY, PLUGIN_COUNT, BATCHES } from './lib/page-harness.mjs';
import { measureBoots, printBoots } from './boot.mjs';
import { printWeight } from './weight-report.mjs';
import { measureSlowProfile, printSlowProfile, SLOWDOWN } from './lib/slow-profile.mjs';
/** @import { Cell } from './discovery.mjs' */
/** @import { CoreWeight, PageWeight } from './weight.mjs' */

/**
 * A page the weight report could not measure.
 * @typedef {{ path: string, error: string }} Unmeasured
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(`--${name}`);
const jsonOut = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);
/** How many times every demo page is booted for the long-task target (the worst run counts). */
const bootRuns = Number(args.find((a) => a.startsWith('--boot-runs='))?.slice('--boot-runs='.length) ?? 5);
if (!Number.isInteger(bootRuns) || bootRuns < 0) throw new Error('--boot-runs needs a whole number (0: no boot check)');
/** How many runs the 4x CPU slowdown profile takes (judged on the median of the most script one task runs). */
const slowRuns = Number(args.find((a) => a.startsWith('--slow-runs='))?.slice('--slow-runs='.length) ?? 3);
if (!Number.isInteger(slowRuns) || slowRuns < 0) throw new Error('--slow-runs needs a whole number (0: no 4x profile)');

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** @type {(() => unknown)[]} */
const cleanups = [];
async function cleanUp() {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`bench: cleanup failed: ${messageOf(error)}`);
    }
  }
}
// Whatever goes wrong, the browser and the servers go away with us.
process.once('uncaughtException', async (error) => {
  console.error(`bench: FAILED: ${error.message}`);
  await cleanUp();
  process.exit(1);
});
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    interrupted = true;
    console.error(`bench: ${signal}, closing the browser and servers`);
    await cleanUp();
    process.exit(130);
  });
}

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 2 : 1) : '—');
const ratio = (/** @type {number} */ v) => (Number.isFinite(v) && v > 0 ? v.toFixed(2) : '—');
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const label = (/** @type {number} */ n) => (n >= 1000 ? `${n / 1000}k` : String(n));

/**
 * @param {number} value
 * @param {number} limit
 * @param {boolean} judged
 */
function verdict(value, limit, judged) {
  if (!judged) return 'info';
  return Number.isFinite(value) && value > 0 && value <= limit ? 'PASS' : 'MISS';
}

/**
 * @param {Cell[]} cells
 * @param {number} stimulusGzip
 * @returns {boolean} every judged target met
 */
function printDiscovery(cells, stimulusGzip) {
  console.log('');
  console.log(`DISCOVERY: ${PLUGIN_COUNT} plugins, 1 row in ${MATCH_EVERY} matches one (5%), chromium ${browserVersion}`);
  console.log('  ours = the kernel (bench/kernel-entry.ts, no built-in plugins) + 20 register()ed class-selector plugins;');
  console.log('  bundle = dist/site-runtime.js (a module, with its chunks: what a browser with modules runs), the product with its');
  console.log('  built-in plugins (their selectors come on top) + the same 20; classic = the same product as dist/site-runtime.iife.js,');
  console.log('  the one classic script only browsers without modules run (printed nomodule): info, not judged;');
  console.log('  stimulus = @hotwired/stimulus 3.2 (esbuild bundle,');
  console.log(`  ${kb(stimulusGzip)} gzip) with 20 data-controller controllers; floor = one MutationObserver, matches + querySelectorAll over one`);
  console.log('  combined selector. Every mount/connect/cleanup/disconnect does the same trivial work (store element, stamp time, count).');
  console.log(`  insert = one DocumentFragment append; remove = replaceChildren() on the rows; batches = ${BATCHES} appends in ${BATCHES} separate tasks.`);
  console.log('  JS ms = main-thread CPU time in JavaScript over the whole scenario, read from a Chrome trace (tasks, timers, events,');
  console.log('  MutationObserver callbacks AND promise microtasks, so deferred work counts), minus the median of a no-observer');
  console.log('  baseline doing the same DOM work. Medians.');
  console.log('');
  const rows = cells.map((c) => {
    const judged = JUDGED_SIZES.has(c.n);
    return [
      label(c.n),
      c.scenario,
      String(c.runs),
      ms(c.js.baseline),
      ms(c.js.ours),
      ms(c.js.stimulus),
      ms(c.js.floor),
      ms(c.js.bundle),
      ms(c.js.classic),
      `${ratio(c.js.vsStimulus)} ${verdict(c.js.vsStimulus, TARGETS.stimulus, judged)}`,
      `${ratio(c.js.vsFloor)} ${verdict(c.js.vsFloor, TARGETS.floor, judged)}`,
      `${ratio(c.js.bundleVsFloor)} ${verdict(c.js.bundleVsFloor, TARGETS.bundleFloor, judged)}`,
      `${ratio(c.js.classicVsFloor)} info`,
    ];
  });
  console.log(
    table(
      [
        { title: 'N' },
        { title: 'scenario', align: 'left' },
        { title: 'runs' },
        { title: 'base JS' },
        { title: 'ours JS' },
        { title: 'stim JS' },
        { title: 'floor JS' },
        { title: 'bundle JS' },
        { title: 'classic JS' },
        { title: `ours/stim ≤${TARGETS.stimulus}` },
        { title: `ours/floor ≤${TARGETS.floor}` },
        { title: `bundle/floor ≤${TARGETS.bundleFloor}` },
        { title: 'classic/floor' },
      ],
      rows,
    ),
  );
  console.log('  (all times in ms; targets judged at 10k and 50k, 1k is shown as info: there the floor costs about a millisecond)');

  console.log('');
  const latencyTarget = (/** @type {Cell} */ c) => LATENCY_TARGETS[c.scenario];
  console.log('  Latency: wall clock from the DOM change to the last mount (to the last cleanup for remove), median ms, judged against');
  console.log(`  the floor's at 10k and 50k for ours and the bundle: insert ≤${LATENCY_TARGETS.insert}x, remove ≤${LATENCY_TARGETS.remove}x, batches ≤${LATENCY_TARGETS.batches}x.`);
  console.log(
    table(
      [
        { title: 'N' },
        { title: 'scenario', align: 'left' },
        { title: 'floor lat' },
        { title: 'ours lat' },
        { title: 'bundle lat' },
        { title: 'classic lat' },
        { title: 'stim lat' },
        { title: 'target' },
        { title: 'ours/floor' },
        { title: 'bundle/floor' },
        { title: 'classic/floor' },
      ],
      cells.map((c) => {
        const judged = JUDGED_SIZES.has(c.n);
        const { ms: lat, vsFloor } = c.latency;
        return [
          label(c.n),
          c.scenario,
          ms(lat.floor),
          ms(lat.ours),
          ms(lat.bundle),
          ms(lat.classic),
          ms(lat.stimulus),
          `≤${latencyTarget(c)}`,
          `${ratio(vsFloor.ours)} ${verdict(vsFloor.ours, latencyTarget(c), judged)}`,
          `${ratio(vsFloor.bundle)} ${verdict(vsFloor.bundle, latencyTarget(c), judged)}`,
          `${ratio(vsFloor.classic)} info`,
        ];
      }),
    ),
  );

  console.log('');
  console.log('  Cross-check with CDP Performance.getMetrics ScriptDuration (threadTicks), net of the same baseline. ScriptDuration leaves');
  console.log('  out promise microtasks (work after await/.then): where ours defers mounts into promises it reads lower than the trace.');
  console.log(
    table(
      [{ title: 'N' }, { title: 'scenario', align: 'left' }, { title: 'ours SD' }, { title: 'stim SD' }, { title: 'floor SD' }, { title: 'ours/stim' }, { title: 'ours/floor' }, { title: 'ours trace-SD' }],
      cells.map((c) => [
        label(c.n),
        c.scenario,
        ms(c.script.ours),
        ms(c.script.stimulus),
        ms(c.script.floor),
        ratio(c.script.vsStimulus),
        ratio(c.script.vsFloor),
        ms(c.js.ours - c.script.ours),
      ]),
    ),
  );

  console.log('');
  const summaries = [];
  for (const [key, name, limit] of /** @type {const} */ ([
    ['vsStimulus', 'ours/stimulus', TARGETS.stimulus],
    ['vsFloor', 'ours/floor', TARGETS.floor],
    ['bundleVsFloor', 'bundle/floor', TARGETS.bundleFloor],
  ])) {
    const judged = cells.filter((c) => JUDGED_SIZES.has(c.n));
    const passed = judged.filter((c) => verdict(c.js[key], limit, true) === 'PASS');
    /** @type {Cell | null} */
    let worst = null;
    for (const c of judged) if (!worst || !(c.js[key] <= worst.js[key])) worst = c;
    const ok = judged.length > 0 && passed.length === judged.length;
    const line = `target ${name} ≤ ${limit} (JS time, 10k and 50k): ${ok ? 'PASS' : 'MISS'}, ${passed.length}/${judged.length} cells` +
      (worst ? `; worst ${ratio(worst.js[key])} at ${label(worst.n)} ${worst.scenario}` : '');
    summaries.push({ ok, line });
    console.log(line);
  }
  for (const who of /** @type {const} */ (['ours', 'bundle'])) {
    const judged = cells.filter((c) => JUDGED_SIZES.has(c.n));
    const passed = judged.filter((c) => verdict(c.latency.vsFloor[who], latencyTarget(c), true) === 'PASS');
    /** @type {Cell | null} */
    let worst = null;
    for (const c of judged) if (!worst || !(c.latency.vsFloor[who] / latencyTarget(c) <= worst.latency.vsFloor[who] / latencyTarget(worst))) worst = c;
    const ok = judged.length > 0 && passed.length === judged.length;
    const line = `target ${who} latency/floor (10k and 50k; insert, remove ≤ ${LATENCY_TARGETS.insert}, batches ≤ ${LATENCY_TARGETS.batches}): ${ok ? 'PASS' : 'MISS'}, ${passed.length}/${judged.length} cells` +
      (worst ? `; worst ${ratio(worst.latency.vsFloor[who])} (target ${latencyTarget(worst)}) at ${label(worst.n)} ${worst.scenario}` : '');
    summaries.push({ ok, line });
    console.log(line);
  }
  return summaries.every((s) => s.ok);
}

/**
 * The jQuery-free shop's pages against the legacy stack (bench/README.md, "Shop pages").
 * @param {{ type: string, path: string | null, weight?: PageWeight, error?: string }[]} shop
 * @param {number | null} jquery jQuery's gzip size measured from the installed package
 * @returns {boolean} every shop page found and within its target, without jQuery
 */
function printShop(shop, jquery) {
  console.log('');
  console.log(`Shop pages without jQuery (fixtures/pages/shop-nojq/; cart and checkout with one product in the cart): JS at load`);
  console.log(`against the legacy stack (the figures bench/README.md gives; jQuery alone, from the installed package: ${jquery === null ? 'not installed' : kb(jquery)}).`);
  let allOk = true;
  const rows = shop.map(({ type, path: pagePath, weight, error }) => {
    const legacy = PAGE_BUDGETS[type]?.legacy ?? NaN;
    const target = legacy * SHOP_SHARE;
    if (!weight) {
      allOk = false;
      return [pagePath ?? `(no ${type} page in the index)`, type, error ? 'ERROR' : '—', '—', `${legacy} KB`, `${target.toFixed(1)} KB`, '—', 'MISS'];
    }
    const share = (bytes) => `${((bytes / 1024 / legacy) * 100).toFixed(1)} %`;
    const ok = weight.atLoad.gzip <= target * 1024 && !weight.jquery;
    allOk &&= ok;
    return [
      pagePath ?? '',
      type,
      `${kb(weight.atLoad.gzip)} (${weight.atLoad.files})`,
      `${kb(weight.total.gzip)} (${weight.total.files})`,
      `${legacy} KB`,
      `${target.toFixed(1)} KB`,
      `${share(weight.atLoad.gzip)} / ${share(weight.total.gzip)}`,
      weight.jquery ? 'jQuery on the page: MISS' : ok ? 'PASS' : 'MISS',
    ];
  });
  console.log(
    table(
      [
        { title: 'page', align: 'left' },
        { title: 'type', align: 'left' },
        { title: 'JS at load (files)' },
        { title: 'JS after (files)' },
        { title: 'legacy' },
        { title: `target ≤${SHOP_SHARE * 100} % at load` },
        { title: 'of legacy: at load / after' },
        { title: 'verdict', align: 'left' },
      ],
      rows,
    ),
  );
  console.log('  Judged at load, as the target is stated; "after" (every chunk the page fetched once quiet) is shown beside it.');
  for (const { path: pagePath, error } of shop) if (error) console.log(`  note ${pagePath}: ${error}`);
  return allOk;
}

let browserVersion = '?';

async function main() {
  const started = Date.now();
  let targetsMet = true;
  const result = {};
  // Read before the long discovery run, so both halves describe the same build.
  const core = flag('no-weight') ? undefined : readCoreGzip(root);
  const stimulus = await bundleStimulus(root);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  browserVersion = browser.version();

  if (!flag('no-discovery')) {
    const kernel = await bundleKernel(root);
    const server = await startPageServer({ productDir: productDir(root), kernelFile: kernel.file, stimulusFile: stimulus.file });
    cleanups.push(() => server.close());
    const context = await browser.newContext();
    console.error('bench: discovery (ours, bundle, classic, stimulus, floor, baseline; fresh page per run) ...');
    const cells = await runDiscovery(context, server.origin, {
      repeats: flag('quick') ? 2 : undefined,
      onProgress: (c, took) =>
        console.error(`bench:   ${label(c.n)} ${c.scenario}: ours ${ms(c.js.ours)} / stimulus ${ms(c.js.stimulus)} / floor ${ms(c.js.floor)} ms (${(took / 1000).toFixed(1)} s)`),
    });
    await context.close();
    targetsMet = printDiscovery(cells, stimulus.gzip) && targetsMet;
    result.discovery = cells;
  }

  if (core) {
    console.error('bench: weight (reference server, every demo page) ...');
    const server = await startReferenceServer(root);
    cleanups.push(() => server.stop());
    /** @type {(PageWeight | Unmeasured)[]} */
    const pages = [];
    for (const pagePath of await listDemoPages(server.origin)) {
      try {
        pages.push(await measurePage(browser, server.origin, pagePath));
      } catch (error) {
        // One broken page must not hide the others: its row says so and the run fails at the end.
        pages.push({ path: pagePath, error: messageOf(error) });
      }
    }
    targetsMet = printWeight(core, stimulus.gzip, pages, server.origin) && targetsMet;
    const listed = pages.map((p) => p.path);
    /** @type {{ type: string, path: string | null, weight?: PageWeight, error?: string }[]} */
    const shop = [];
    for (const target of SHOP_TARGETS) {
      const pagePath = listed.find((p) => target.match.test(p)) ?? null;
      if (!pagePath) {
        shop.push({ type: target.type, path: null });
        continue;
      }
      try {
        shop.push({ type: target.type, path: pagePath, weight: await measurePage(browser, server.origin, pagePath, target.withCart ? { prepare: withProductInCart(server.origin) } : {}) });
      } catch (error) {
        shop.push({ type: target.type, path: pagePath, error: messageOf(error) });
      }
    }
    targetsMet = printShop(shop, jqueryGzip(root)) && targetsMet;
    result.weight = { core, pages, shop };
    const broken = pages.flatMap((p) => ('error' in p ? [p] : []));
    if (broken.length) throw new Error(`could not measure ${broken.map((p) => `${p.path} (${p.error})`).join(', ')}`);

    if (bootRuns > 0) {
      console.error(`bench: boot (every demo page ${bootRuns} times, traced) ...`);
      const boots = await measureBoots(browser, server.origin, pages.map((p) => p.path), bootRuns, {
        onProgress: (p, r) => process.env.BENCH_DEBUG && console.error(`bench:   boot run ${r + 1} ${p}`),
      });
      console.log('');
      console.log(`BOOT: the longest main-thread task while each demo page loads, ${bootRuns} runs per page`);
      targetsMet = printBoots(boots) && targetsMet;
      result.boot = boots.map(({ path: page, worst, worstCpu, runs }) => ({ page, worst, worstCpu, runs: runs.map((r) => ({ wall: r.longest, thread: r.longestCpu })) }));
    }

    if (slowRuns > 0) {
      console.error(`bench: ${SLOWDOWN}x CPU slowdown profile (typed demo pages' boots and the journeys, ${slowRuns} runs) ...`);
      const typed = pages.flatMap((p) => ('error' in p || !p.type ? [] : [{ path: p.path, type: p.type }]));
      const slow = await measureSlowProfile(browser, server.origin, typed, slowRuns);
      console.log('');
      targetsMet = printSlowProfile(slow, slowRuns) && targetsMet;
      result.slowProfile = slow;
    }
  }

  console.log('');
  console.log(`bench: done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${targetsMet ? 'all targets met' : 'some targets missed (see MISS above)'}`);
  if (jsonOut) {
    fs.mkdirSync(path.dirname(path.resolve(jsonOut)), { recursive: true });
    fs.writeFileSync(jsonOut, JSON.stringify(result, null, 2));
  }
  return targetsMet;
}

let code = 0;
try {
  const met = await main();
  if (!met && flag('strict')) code = 2;
} catch (error) {
  if (interrupted) {
    // After Ctrl-C the browser closing under a pending call is expected, not news.
    code = 130;
  } else {
    // Playwright appends pages of browser logs; the first lines say what failed.
    console.error(`bench: FAILED: ${(messageOf(error).split(/\n\s*(?:Browser logs|Call log):/)[0] ?? '').trim()}`);
    if (process.env.BENCH_DEBUG) console.error(error instanceof Error ? error.stack : error);
    code = 1;
  }
} finally {
  await cleanUp();
}
process.exit(code);
