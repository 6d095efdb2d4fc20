// Builds dist/site-runtime.js (ESM entry + lazy chunks; small shared modules copied into their chunks by
// build/copy-small-modules.mjs) and dist/site-runtime.iife.js
// (one classic script), minified with source maps, the WordPress plugin's
// dist/site-runtime.zip, and prints a size table.
// `--quiet` prints nothing but errors.
import { build } from 'esbuild';
import { transform } from '@swc/core';
import { gzipSync } from 'node:zlib';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { writePluginZip } from './wordpress/plugin-zip.mjs';
import { copySmallModules } from './build/copy-small-modules.mjs';
import { hintEagerCompile } from './build/compile-hint.mjs';
/** @import { BuildOptions, Metafile } from 'esbuild' */

const quiet = process.argv.includes('--quiet');
const root = new URL('.', import.meta.url).pathname;
const outdir = join(root, 'dist');
const entry = join(root, 'plugins/site-runtime.ts');

/** @type {BuildOptions} */
const shared = {
  bundle: true,
  minify: true,
  sourcemap: true,
  // Engines, not an ES year: what they all run (class fields, ??=) ships as written, smaller and faster.
  target: ['chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/**
 * Shared chunks smaller than this (gzip bytes) are copied into their importers' chunks instead. 1,300: the
 * real store's pages fetch 4-5 files fewer than at 600 with fewer bytes on six page types of seven; from
 * 1,450 the variable product passes its byte limit (docs/bench.md).
 */
const SMALL_CHUNK = 1300;

/**
 * The core chunk: the entry plus whatever it imports statically (what every page loads first).
 * @param {Metafile} meta
 * @param {string} output
 * @param {Set<string>} [seen]
 * @returns {Set<string>}
 */
function staticClosure(meta, output, seen = new Set()) {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imported of meta.outputs[output]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticClosure(meta, imported.path, seen);
  }
  return seen;
}

/**
 * Lazy chunks have an entryPoint too (each dynamic import is one): the bundle's own entry.
 * @param {Metafile} meta
 */
function entryOf(meta) {
  const output = Object.keys(meta.outputs).find((o) => o.endsWith('/site-runtime.js'));
  if (!output) throw new Error('the build wrote no site-runtime.js');
  return output;
}

rmSync(outdir, { recursive: true, force: true });

/** @type {BuildOptions} */
const esmOptions = {
  ...shared,
  entryPoints: { 'site-runtime': entry },
  outdir,
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
};
const esm = await build({
  ...esmOptions,
  metafile: true,
  plugins: [await copySmallModules(esmOptions, { root, core: (meta) => staticClosure(meta, entryOf(meta)), maxGzip: SMALL_CHUNK })],
});

await build({
  ...shared,
  entryPoints: [entry],
  outfile: join(outdir, 'site-runtime.iife.js'),
  format: 'iife',
});

const gzipSize = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * esbuild makes the entry and most lazy chunks import its shared helper chunk
 * (the CommonJS interop React needs) even when they use nothing from it
 * (esbuild issue 1892), so every page would download it for nothing. A bare
 * `import"./…"` of a chunk holding only esbuild's runtime (or nothing) is
 * blanked with spaces of the same length, which keeps the source map true;
 * the chunks that use the helpers import them by name and still load it.
 * @param {string} output
 */
function dropBareRuntimeImports(output) {
  const meta = esm.metafile.outputs[output];
  if (!meta) return;
  const path = join(root, output);
  let code = readFileSync(path, 'utf8');
  for (const imported of meta.imports) {
    const inputs = Object.keys(esm.metafile.outputs[imported.path]?.inputs ?? {});
    // The runtime's helpers show as no input at all (or as '<runtime>').
    if (imported.kind !== 'import-statement' || inputs.some((input) => input !== '<runtime>')) continue;
    const bare = `import"./${relative(join(root, output, '..'), join(root, imported.path))}";`;
    if (!code.includes(bare)) continue;
    code = code.replace(bare, ' '.repeat(bare.length));
    meta.imports = meta.imports.filter((other) => other !== imported);
  }
  writeFileSync(path, code);
}

/**
 * A second minification by swc over esbuild's output: its compressor (two passes) takes about 3 %
 * more off the files' gzip size than esbuild's minifier alone (docs/bench.md#weight). esbuild's
 * source map goes in and comes out chained, so the map still points into our sources.
 * @param {string} output the file, relative to the repo
 * @param {boolean} isModule an ES module (top-level names may be renamed) or the classic script
 */
async function squeeze(output, isModule) {
  const path = join(root, output);
  const squeezed = await transform(readFileSync(path, 'utf8'), {
    filename: basename(path),
    isModule,
    sourceMaps: true,
    inputSourceMap: readFileSync(`${path}.map`, 'utf8'),
    minify: true,
    jsc: {
      parser: { syntax: 'ecmascript' },
      // No syntax lowering: esbuild already wrote for the engines in `shared.target`.
      target: 'es2022',
      minify: { module: isModule, ecma: 2020, compress: { passes: 2 }, mangle: { toplevel: isModule } },
    },
  });
  if (!squeezed.map) throw new Error(`swc wrote no source map for ${output}`);
  writeFileSync(path, `${squeezed.code}\n//# sourceMappingURL=${basename(path)}.map\n`);
  writeFileSync(`${path}.map`, squeezed.map);
}

const entryOutput = entryOf(esm.metafile);
for (const output of Object.keys(esm.metafile.outputs)) if (output.endsWith('.js')) dropBareRuntimeImports(output);
await Promise.all(
  Object.keys(esm.metafile.outputs)
    .filter((output) => output.endsWith('.js'))
    .map((output) => squeeze(output, true))
    .concat(squeeze(relative(root, join(outdir, 'site-runtime.iife.js')), false)),
);
// Every module chunk compiles while it streams in: each is fetched when its code is about to run (the entry
// at boot, a plugin's at its first match, the rest at first need); A/B on the real store, 5-9 ms less task
// time a page (docs/bench.md). The classic script holds every plugin, most of which a page never runs: lazy.
for (const output of Object.keys(esm.metafile.outputs)) if (output.endsWith('.js')) hintEagerCompile(join(root, output));
const core = [...staticClosure(esm.metafile, entryOutput)];

const files = Object.keys(esm.metafile.outputs)
  .filter((o) => o.endsWith('.js'))
  .concat(relative(root, join(outdir, 'site-runtime.iife.js')));
const rows = files.map((file) => {
  const path = join(root, file);
  return { file: relative(outdir, path), raw: readFileSync(path).length, gzip: gzipSize(path) };
});
const coreGzip = core.reduce((sum, file) => sum + gzipSize(join(root, file)), 0);

writePluginZip(root);

writeFileSync(
  join(outdir, 'build-report.json'),
  JSON.stringify({ core: core.map((f) => relative(outdir, join(root, f))), coreGzip, files: rows }, null, 2),
);

if (!quiet) {
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
  const width = Math.max(...rows.map((r) => r.file.length), 10);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows.sort((a, b) => a.file.localeCompare(b.file))) {
    console.log(`${row.file.padEnd(width)}  ${kb(row.raw)}  ${kb(row.gzip)}`);
  }
  console.log(`core chunk (entry + static imports): ${kb(coreGzip).trim()} gzip`);
}
