// An esbuild plugin that gives each lazy chunk its own copy of the small modules it shares with other
// chunks, instead of a shared chunk of its own for each (docs/bench.md, "Files fewer by copying small shared modules").
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
/** @import { BuildOptions, Metafile, Plugin } from 'esbuild' */

const DECLARES_CLASS = /^\s*(?:export\s+(?:default\s+)?)?(?:abstract\s+)?class\s/m;

/**
 * Every file a page fetches costs Chromium about 1.1 ms and ten tasks of loading work before its code
 * runs; esbuild splits out one chunk for each set of lazy entries that share a module, so a contact page
 * fetched 16 chunks under 500 bytes gzip. A module whose shared chunk is smaller than `maxGzip` is
 * copied into each chunk that imports it. Left shared: a module that declares a class (a copy would fail
 * `instanceof` against the other copies) and one the core imports (the core is judged on its own size).
 * The copies carry an `?in=<chunk>` suffix, so one chunk's importers share one copy, and a copy's own
 * imports follow it into the same chunk.
 * @param {BuildOptions} options the build the plugin will join (run once without it to see the chunks)
 * @param {{ root: string, core: (meta: Metafile) => Set<string>, maxGzip: number }} settings
 * @returns {Promise<Plugin>}
 */
export async function copySmallModules(options, { root, core, maxGzip }) {
  const probe = await build({ ...options, write: false, metafile: true, sourcemap: false, logLevel: 'silent' });
  const meta = probe.metafile;
  const coreOutputs = core(meta);
  /** @type {Map<string, string>} input (relative to root) -> the output it went into */
  const outputOf = new Map();
  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    for (const input of Object.keys(inputs)) outputOf.set(input, output);
  }
  const text = new Map(probe.outputFiles.map((file) => [relative(root, file.path), file.contents]));
  const importedByCore = new Set(
    [...coreOutputs].flatMap((output) => meta.outputs[output]?.imports.map((imported) => imported.path) ?? []),
  );
  /** @type {Set<string>} absolute paths of the modules to copy */
  const copied = new Set();
  for (const [output, { inputs, entryPoint }] of Object.entries(meta.outputs)) {
    if (entryPoint || !output.endsWith('.js') || importedByCore.has(output)) continue;
    const contents = text.get(output);
    if (!contents || gzipSync(contents, { level: 9 }).length >= maxGzip) continue;
    for (const input of Object.keys(inputs)) {
      if (input.startsWith('<') || DECLARES_CLASS.test(readFileSync(join(root, input), 'utf8'))) continue;
      copied.add(join(root, input));
    }
  }

  return {
    name: 'copy-small-modules',
    setup(plugin) {
      plugin.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.resolving || args.kind !== 'import-statement') return undefined;
        const resolved = await plugin.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length || !copied.has(resolved.path)) return undefined;
        // The chunk the importer went into, or the one its own copy belongs to.
        const chunk = args.pluginData?.chunk ?? outputOf.get(relative(root, args.importer));
        if (!chunk) return undefined;
        return { path: resolved.path, suffix: `?in=${chunk}`, pluginData: { chunk } };
      });
      // A copy is loaded as its file is; the chunk it belongs to is passed on to its imports.
      plugin.onLoad({ filter: /.*/ }, (args) => {
        if (!args.suffix.startsWith('?in=')) return undefined;
        const extension = extname(args.path).slice(1);
        const loader = extension === 'ts' || extension === 'tsx' ? extension : 'js';
        return { contents: readFileSync(args.path, 'utf8'), loader, pluginData: args.pluginData };
      });
    },
  };
}
