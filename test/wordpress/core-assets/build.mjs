/**
 * Builds WordPress 6.7's core script packages that the lane's pages need and
 * Debian's WordPress (6.1) has too old or not at all, from the npm
 * @wordpress/* packages at the versions WordPress 6.7 bundles
 * (devDependencies), the way WordPress builds them: one classic script per
 * package exposing `window.wp.<camelName>`, every other script package taken
 * from `wp.*`, React, ReactDOM and the JSX runtime from their globals. Also
 * React and ReactDOM 18.3.1 (their UMD builds) and the `react-jsx-runtime`
 * script. Run by core-assets.mjs in a child process (esbuild's plugins need
 * its async API) as `node build.mjs <out dir>`; writes the files under
 * `<out dir>/wp-includes/js/dist/` and `<out dir>/manifest.json` (each
 * package's imports of other script packages that its output still reads, to
 * check against the dependencies WordPress declares for it). The bundled
 * @wordpress packages and the script packages' own @wordpress dependencies
 * are pinned to their WordPress 6.7 lines too (devDependencies): newer ones
 * satisfy the `^` ranges but not the code.
 */
import esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const modules = path.join(root, 'node_modules');

/**
 * The script packages the lane's pages load (their script tags), with what they load: WooCommerce's block cart
 * and checkout; in wp-admin the dashboard's widgets, and on the Plugins screen WooCommerce's admin app (wp-blocks,
 * wp-block-editor, wp-block-library, wp-core-data, wp-commands, wp-router, ...).
 */
const PACKAGES = [
  'a11y', 'api-fetch', 'autop', 'blob', 'block-editor', 'block-library', 'block-serialization-default-parser', 'blocks',
  'commands', 'components', 'compose', 'core-data', 'data', 'data-controls', 'date', 'deprecated', 'dom', 'dom-ready',
  'element', 'escape-html', 'hooks', 'html-entities', 'i18n', 'is-shallow-equal', 'keyboard-shortcuts', 'keycodes',
  'media-utils', 'notices', 'patterns', 'plugins', 'preferences', 'preferences-persistence', 'primitives',
  'priority-queue', 'private-apis', 'redux-routine', 'rich-text', 'router', 'server-side-render', 'shortcode',
  'style-engine', 'token-list', 'url', 'viewport', 'warning', 'wordcount',
];
/** Packages whose global is their default export, not their namespace (Gutenberg's webpack config says the same). */
const EXPORT_DEFAULT = new Set(['api-fetch', 'deprecated', 'dom-ready', 'redux-routine', 'token-list', 'server-side-render', 'shortcode', 'warning']);
/** @wordpress packages that are no script of their own: each script bundles its copy (as WordPress's build does). */
const BUNDLED = new Set(['icons', 'interface', 'sync', 'undo-manager', 'dataviews', 'fields']);
/** Vendor modules every script takes from a global. */
const VENDOR = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOM', 'react/jsx-runtime': 'ReactJSXRuntime', lodash: 'lodash', moment: 'moment', jquery: 'jQuery' };

const camel = (/** @type {string} */ name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The esbuild plugin that turns imports of other scripts into reads of their globals.
 * Each is free of side effects, so that an import left unused once dead code is dropped (a `warning()` call
 * behind `SCRIPT_DEBUG`) reads no global and counts for no dependency, as in WordPress's own build.
 * @param {string} self the package being built (bundled, not external)
 * @returns {import('esbuild').Plugin}
 */
function globals(self) {
  return {
    name: 'wp-globals',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|react-dom\/client|react\/jsx-runtime|lodash|moment|jquery|@wordpress\/[^/]+)$/ }, (args) => {
        const name = args.path.startsWith('@wordpress/') ? args.path.slice('@wordpress/'.length) : null;
        if (name === self || (name && BUNDLED.has(name))) return undefined;
        return { path: args.path, namespace: 'wp-global', sideEffects: false };
      });
      build.onLoad({ filter: /.*/, namespace: 'wp-global' }, (args) => {
        const name = args.path.startsWith('@wordpress/') ? args.path.slice('@wordpress/'.length) : null;
        const global = name ? `window.wp.${camel(name)}` : `window.${/** @type {Record<string, string>} */ (VENDOR)[args.path]}`;
        return { contents: `module.exports = ${global};`, loader: 'js' };
      });
    },
  };
}

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
  metafile: true,
  define: {
    'process.env.NODE_ENV': '"production"',
    'globalThis.SCRIPT_DEBUG': 'false',
    'globalThis.IS_GUTENBERG_PLUGIN': 'false',
    'globalThis.IS_WORDPRESS_CORE': 'true',
  },
};

/**
 * The one file a build wrote (in memory).
 * @param {import('esbuild').BuildResult} result
 */
function output(result) {
  const file = result.outputFiles?.[0];
  if (!file) throw new Error('esbuild wrote nothing');
  return file.text;
}

/**
 * The script packages and vendor modules a build's output still reads (its `wp-global` inputs that kept bytes).
 * @param {import('esbuild').BuildResult} result
 * @returns {string[]}
 */
function globalsRead(result) {
  const [outputFile] = Object.values(result.metafile?.outputs ?? {});
  return Object.entries(outputFile?.inputs ?? {})
    .filter(([input, { bytesInOutput }]) => input.startsWith('wp-global:') && bytesInOutput > 0)
    .map(([input]) => input.slice('wp-global:'.length).replace(/^@wordpress\//, 'wp-'))
    .sort();
}

/**
 * @param {string} out
 */
async function main(out) {
  const dist = path.join(out, 'wp-includes/js/dist');
  fs.mkdirSync(path.join(dist, 'vendor'), { recursive: true });
  /** @type {Record<string, string[]>} */
  const manifest = {};
  /** @param {string} file @param {string} code */
  const emit = (file, code) => {
    // WordPress serves the unminified copy only with SCRIPT_DEBUG, which the lane leaves off: both get the same build.
    fs.writeFileSync(path.join(dist, `${file}.min.js`), code);
    fs.writeFileSync(path.join(dist, `${file}.js`), code);
  };
  await Promise.all(
    PACKAGES.map(async (name) => {
      const target = `(window.wp = window.wp || {}).${camel(name)}`;
      const contents = EXPORT_DEFAULT.has(name)
        ? `import value from '@wordpress/${name}';\n${target} = value;\n`
        : // A namespace as webpack makes it (ES module marked), so that default imports of it read its `default`.
          `import * as ns from '@wordpress/${name}';\nconst out = {};\nfor (const key of Object.keys(ns)) Object.defineProperty(out, key, { enumerable: true, get: () => ns[key] });\nObject.defineProperty(out, '__esModule', { value: true });\nObject.defineProperty(out, Symbol.toStringTag, { value: 'Module' });\n${target} = out;\n`;
      const result = await esbuild.build({ ...common, stdin: { contents, resolveDir: root, loader: 'js', sourcefile: `wp-${name}.js` }, plugins: [globals(name)] });
      emit(name, output(result));
      manifest[`wp-${name}`] = globalsRead(result);
    }),
  );
  const jsx = await esbuild.build({
    ...common,
    stdin: { contents: `window.ReactJSXRuntime = require('react-18-umd/jsx-runtime');\n`, resolveDir: root, loader: 'js', sourcefile: 'react-jsx-runtime.js' },
    plugins: [globals('')],
  });
  emit('vendor/react-jsx-runtime', output(jsx));
  for (const [file, source] of [
    ['react', 'react-18-umd/umd/react'],
    ['react-dom', 'react-dom-18-umd/umd/react-dom'],
  ]) {
    fs.copyFileSync(path.join(modules, `${source}.production.min.js`), path.join(dist, `vendor/${file}.min.js`));
    fs.copyFileSync(path.join(modules, `${source}.development.js`), path.join(dist, `vendor/${file}.js`));
  }
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
}

const out = process.argv[2];
if (!out) throw new Error('usage: node build.mjs <out dir>');
await main(path.resolve(out));
