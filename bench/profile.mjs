/**
 * Where discovery time goes: runs one contestant through one scenario under
 * the V8 sampling profiler (CDP Profiler, 50 µs) and prints the functions by
 * self time and, for the runtime's own functions, by inclusive time.
 *
 *   node bench/profile.mjs [--n=10000] [--scenario=insert|remove|batches] [--runs=5]
 *                          [--contestant=ours|bundle|classic|stimulus|floor|baseline] [--top=25] [--source=DIR]
 *
 * "ours" runs an unminified IIFE build of DIR/bench/kernel-entry.ts, "bundle" and "classic" unminified builds of
 * DIR/plugins/site-runtime.ts (the module with its chunks, and the classic script), DIR defaulting to the
 * repository (point it at a patched copy to try a kernel change without touching kernel/). They are written
 * to .bench/ (git-ignored), so the profile shows the kernel's own function names.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, table } from './lib/chromium.mjs';
import { bundleStimulus } from './lib/stimulus-bundle.mjs';
import { CONTESTANTS, SCENARIOS, sample, startPageServer } from './discovery.mjs';
import { BROWSER_TARGETS } from './lib/build-target.mjs';
/** @import { Contestant, Profiler } from './discovery.mjs' */
/** @import { Scenario } from './lib/page-harness.mjs' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {(name: string, fallback: string | number) => string} */
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? String(fallback);
/**
 * @template {string} T
 * @param {string} value
 * @param {readonly T[]} allowed
 * @returns {T}
 */
function oneOf(value, allowed) {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new Error(`"${value}" is not one of ${allowed.join(', ')}`);
  return found;
}
const n = Number(option('n', 10_000));
/** @type {Scenario} */
const scenario = oneOf(option('scenario', 'insert'), SCENARIOS);
const runs = Number(option('runs', 5));
/** @type {Contestant} */
const contestant = oneOf(option('contestant', 'ours'), CONTESTANTS);
const top = Number(option('top', 25));
const source = path.resolve(option('source', root));

/**
 * The parts of a CDP CPU profile read here.
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples?: number[], timeDeltas?: number[] }} CpuProfile
 */

/** What every readable build shares: unminified, so the profile names functions. */
const readable = /** @type {const} */ ({
  bundle: true,
  minify: false,
  target: BROWSER_TARGETS,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'error',
});

/** The kernel-only contestant, one classic script. */
async function buildReadableKernel() {
  const outfile = path.join(root, '.bench', 'kernel.profile.iife.js');
  await build({ ...readable, entryPoints: [path.join(source, 'bench/kernel-entry.ts')], format: 'iife', outfile });
  return outfile;
}

/** The product laid out as dist/ is: the module entry with its chunks, and the classic script. */
async function buildReadableProduct() {
  const outdir = path.join(root, '.bench', 'product');
  fs.rmSync(outdir, { recursive: true, force: true });
  const entry = path.join(source, 'plugins/site-runtime.ts');
  await build({ ...readable, entryPoints: { 'site-runtime': entry }, outdir, format: 'esm', splitting: true, chunkNames: 'chunks/[name]-[hash]' });
  await build({ ...readable, entryPoints: [entry], format: 'iife', outfile: path.join(outdir, 'site-runtime.iife.js') });
  return outdir;
}

/**
 * Self and inclusive sample time per function (name + location), summed over profiles.
 * @param {CpuProfile[]} profiles
 */
function aggregate(profiles) {
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const inclusive = new Map();
  let total = 0;
  /** @param {CallFrame} frame */
  const keyOf = (frame) => {
    const file = frame.url ? frame.url.split('/').pop() : '';
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
  };
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    /** @type {Map<number, number>} */
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const { samples = [], timeDeltas: deltas = [] } = profile;
    for (const [i, sampled] of samples.entries()) {
      // A sample's weight is the time until the next sample.
      const weight = (deltas[i + 1] ?? 0) / 1000;
      const leaf = byId.get(sampled);
      if (!leaf) throw new Error(`the profile samples node ${sampled}, which it does not list`);
      const name = leaf.callFrame.functionName;
      if (name === '(idle)' || name === '(program)' || name === '(root)') continue;
      total += weight;
      const leafKey = keyOf(leaf.callFrame);
      self.set(leafKey, (self.get(leafKey) ?? 0) + weight);
      const seen = new Set();
      // Up from the leaf to the root, each function counted once (recursion).
      /** @type {ProfileNode | undefined} */
      let node = leaf;
      while (node) {
        const key = keyOf(node.callFrame);
        if (!seen.has(key)) {
          seen.add(key);
          inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
        }
        const up = parent.get(node.id);
        node = up === undefined ? undefined : byId.get(up);
      }
    }
  }
  return { self, inclusive, total };
}

/** @type {CpuProfile[]} */
const profiles = [];
/** @type {Profiler} */
const profiler = {
  async start(cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
  },
  async stop(cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    profiles.push(profile);
  },
};

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
try {
  const productDir = await buildReadableProduct();
  const kernelFile = await buildReadableKernel();
  const stimulus = await bundleStimulus(root);
  const server = await startPageServer({ productDir, kernelFile, stimulusFile: stimulus.file });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const context = await browser.newContext();
  const js = [];
  for (let r = 0; r < runs; r++) js.push((await sample(context, server.origin, contestant, n, scenario, { profile: profiler })).js);
  const { self, inclusive, total } = aggregate(profiles);
  const share = (/** @type {number} */ v) => `${((100 * v) / total).toFixed(1)}%`;
  const perRun = (/** @type {number} */ v) => (v / runs).toFixed(2);
  console.log(`${contestant}, N=${n}, ${scenario}: ${runs} profiled runs, trace JS ${js.map((v) => v.toFixed(1)).join(' / ')} ms (profiler overhead included)`);
  console.log(`sampled non-idle time ${perRun(total)} ms per run (the evaluate/settle harness included)\n`);
  const rows = (/** @type {Map<string, number>} */ map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, v]) => [perRun(v), share(v), name]);
  console.log('by self time');
  console.log(table([{ title: 'ms/run' }, { title: 'share' }, { title: 'function', align: 'left' }], rows(self)));
  console.log('\nby inclusive time');
  console.log(table([{ title: 'ms/run' }, { title: 'share' }, { title: 'function', align: 'left' }], rows(inclusive)));
} catch (error) {
  console.error(`profile: FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup().catch(() => {});
}
