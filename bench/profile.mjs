/**
 * Where discovery time goes: runs one contestant through one scenario under
 * the V8 sampling profiler (CDP Profiler, 50 µs) and prints the functions by
 * self time and, for the runtime's own functions, by inclusive time.
 *
 *   node bench/profile.mjs [--n=10000] [--scenario=insert|remove|batches] [--runs=5]
 *                          [--contestant=ours|bundle|stimulus|floor|baseline] [--top=25] [--source=DIR]
 *
 * "ours" runs an unminified IIFE build of DIR/bench/kernel-entry.ts, "bundle" one of DIR/plugins/site-runtime.ts (DIR defaults to
 * the repository; point it at a patched copy to try a kernel change without
 * touching kernel/), written to .bench/ (git-ignored), so the profile shows the
 * kernel's own function names.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, table } from './lib/chromium.mjs';
import { bundleStimulus } from './lib/stimulus-bundle.mjs';
import { sample, startPageServer } from './discovery.mjs';
import { BROWSER_TARGETS } from './lib/build-target.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const n = Number(option('n', 10_000));
const scenario = option('scenario', 'insert');
const runs = Number(option('runs', 5));
const contestant = option('contestant', 'ours');
const top = Number(option('top', 25));
const source = path.resolve(option('source', root));

/** Unminified builds, so the profile names functions: the kernel-only contestant and the product bundle. */
async function buildReadable(entry, name) {
  const outfile = path.join(root, '.bench', `${name}.profile.iife.js`);
  await build({
    entryPoints: [path.join(source, entry)],
    bundle: true,
    minify: false,
    format: 'iife',
    target: BROWSER_TARGETS,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
    outfile,
  });
  return outfile;
}

/** Self and inclusive sample time per function (name + location), summed over profiles. */
function aggregate(profiles) {
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  const keyOf = (frame) => {
    const file = frame.url ? frame.url.split('/').pop() : '';
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
  };
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const deltas = profile.timeDeltas;
    for (let i = 0; i < profile.samples.length; i++) {
      // A sample's weight is the time until the next sample.
      const weight = (deltas[i + 1] ?? 0) / 1000;
      const leaf = byId.get(profile.samples[i]);
      const name = leaf.callFrame.functionName;
      if (name === '(idle)' || name === '(program)' || name === '(root)') continue;
      total += weight;
      const leafKey = keyOf(leaf.callFrame);
      self.set(leafKey, (self.get(leafKey) ?? 0) + weight);
      const seen = new Set();
      for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
        const key = keyOf(byId.get(id).callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + weight);
      }
    }
  }
  return { self, inclusive, total };
}

const profiles = [];
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

const cleanups = [];
try {
  const runtimeFile = await buildReadable('plugins/site-runtime.ts', 'site-runtime');
  const kernelFile = await buildReadable('bench/kernel-entry.ts', 'kernel');
  const stimulus = await bundleStimulus(root);
  const server = await startPageServer({ runtimeFile, kernelFile, stimulusFile: stimulus.file });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const context = await browser.newContext();
  const js = [];
  for (let r = 0; r < runs; r++) js.push((await sample(context, server.origin, contestant, n, scenario, { profile: profiler })).js);
  const { self, inclusive, total } = aggregate(profiles);
  const share = (v) => `${((100 * v) / total).toFixed(1)}%`;
  const perRun = (v) => (v / runs).toFixed(2);
  console.log(`${contestant}, N=${n}, ${scenario}: ${runs} profiled runs, trace JS ${js.map((v) => v.toFixed(1)).join(' / ')} ms (profiler overhead included)`);
  console.log(`sampled non-idle time ${perRun(total)} ms per run (the evaluate/settle harness included)\n`);
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, v]) => [perRun(v), share(v), name]);
  console.log('by self time');
  console.log(table([{ title: 'ms/run' }, { title: 'share' }, { title: 'function', align: 'left' }], rows(self)));
  console.log('\nby inclusive time');
  console.log(table([{ title: 'ms/run' }, { title: 'share' }, { title: 'function', align: 'left' }], rows(inclusive)));
} catch (error) {
  console.error(`profile: FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  while (cleanups.length) await cleanups.pop()().catch(() => {});
}
