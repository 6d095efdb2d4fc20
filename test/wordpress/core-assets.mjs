/**
 * WordPress as packaged for Playground leaves out most static files (its
 * `wordpress-remote-asset-paths` lists them: jQuery, wp-includes/js/dist,
 * CSS, images), which Playground fetches from the web at run time. This lane
 * has no web, so it puts them back from what every machine here can install:
 * the exact versions WordPress 6.7 bundles of jQuery, jQuery Migrate and
 * Underscore from npm (devDependencies); the core script packages the
 * lane's pages load (WooCommerce's block cart and checkout, and in wp-admin
 * the dashboard, the Plugins screen with WooCommerce's admin app: wp-data,
 * wp-components, wp-blocks, wp-block-editor, wp-core-data, ..., React 18.3.1
 * and its JSX runtime) built from the npm @wordpress/* packages of WordPress
 * 6.7 (core-assets/build.mjs, its output cached under node_modules/.cache);
 * the rest from Debian's `wordpress` package (6.1), whose core scripts keep
 * the same handles and globals (its Lodash 4.17.21 and Moment 2.29.4 are the
 * versions WordPress 6.7 registers; WordPress's own script loader adds their
 * inline `window.lodash = _.noConflict()` and locale). Debian's older copies
 * of script packages (wp-blocks, wp-block-editor, ...) read `window.lodash`,
 * which WordPress 6.7 does not load for them: every package a lane page
 * loads has to be built.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const DEBIAN = '/usr/share/wordpress';
const modules = path.join(root, 'node_modules');
const BUILDER = path.join(here, 'core-assets/build.mjs');

/** Files WordPress 6.7 ships at these versions, from npm. */
const FROM_NPM = {
  'wp-includes/js/jquery/jquery.min.js': 'jquery/dist/jquery.min.js',
  'wp-includes/js/jquery/jquery.js': 'jquery/dist/jquery.js',
  'wp-includes/js/jquery/jquery-migrate.min.js': 'jquery-migrate/dist/jquery-migrate.min.js',
  'wp-includes/js/jquery/jquery-migrate.js': 'jquery-migrate/dist/jquery-migrate.js',
  'wp-includes/js/underscore.min.js': 'underscore/underscore-umd-min.js',
  'wp-includes/js/underscore.js': 'underscore/underscore-umd.js',
};

/**
 * The built WordPress 6.7 scripts: from the cache when the builder and the
 * packages it builds from are unchanged, built (about 15 s) otherwise.
 * @returns {string} the folder holding `wp-includes/js/dist/...` and `manifest.json`
 */
function builtScripts() {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(BUILDER));
  const scope = path.join(modules, '@wordpress');
  for (const name of fs.existsSync(scope) ? fs.readdirSync(scope).sort() : []) hash.update(`${name}@${JSON.parse(fs.readFileSync(path.join(scope, name, 'package.json'), 'utf8')).version}\n`);
  for (const name of ['react-18-umd', 'react-dom-18-umd', 'esbuild']) hash.update(`${name}@${JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version}\n`);
  const cache = path.join(modules, '.cache/site-runtime-wp-core-assets');
  const out = path.join(cache, hash.digest('hex').slice(0, 16));
  if (fs.existsSync(path.join(out, 'manifest.json'))) return out;
  // Built aside and renamed into place: lanes running side by side never see half a build.
  const partial = `${out}.${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const build = spawnSync(process.execPath, [BUILDER, partial], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`core-assets/build.mjs failed: ${build.stderr}${build.stdout}`);
  try {
    fs.renameSync(partial, out);
  } catch {
    // Another lane got there first with the same build.
    fs.rmSync(partial, { recursive: true, force: true });
  }
  // Builds from older packages or an older builder go after an hour (a lane started before may still copy from one).
  for (const name of fs.readdirSync(cache)) {
    const old = path.join(cache, name);
    if (/^[0-9a-f]{16}$/.test(name) && old !== out && Date.now() - fs.statSync(old).mtimeMs > 3_600_000) fs.rmSync(old, { recursive: true, force: true });
  }
  return out;
}

/**
 * Lists the files under `dir`, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
const filesUnder = (dir) => /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true })).filter((file) => fs.statSync(path.join(dir, file)).isFile());

/**
 * The script packages the build imports that WordPress does not load before
 * them (its wp-includes/assets/script-loader-packages.php, whose dependencies
 * WordPress loads first, theirs before them): each would find its global
 * missing.
 * @param {string} docroot
 * @param {Record<string, string[]>} manifest
 */
function undeclaredImports(docroot, manifest) {
  const loader = path.join(docroot, 'wp-includes/assets/script-loader-packages.php');
  if (!fs.existsSync(loader)) return [];
  const declared = fs.readFileSync(loader, 'utf8');
  /** @type {Map<string, string[]>} each package's declared dependencies, by handle */
  const direct = new Map();
  for (const [, file, list] of declared.matchAll(/'([a-z0-9-]+)\.js' => array\('dependencies' => array\(([^)]*)\)/g)) {
    direct.set(`wp-${file}`, (list ?? '').split(',').map((dep) => dep.trim().replace(/'/g, '')).filter(Boolean));
  }
  /** @param {string} handle @returns {Set<string>} what WordPress loads before it */
  const before = (handle) => {
    const seen = new Set();
    const queue = [...(direct.get(handle) ?? [])];
    for (let dep = queue.pop(); dep !== undefined; dep = queue.pop()) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(...(direct.get(dep) ?? []));
    }
    return seen;
  };
  const vendor = { react: 'react', 'react-dom': 'react-dom', 'react-dom/client': 'react-dom', 'react/jsx-runtime': 'react-jsx-runtime', moment: 'moment', lodash: 'lodash', jquery: 'jquery' };
  return Object.entries(manifest).flatMap(([handle, imports]) => {
    const deps = before(handle);
    return imports.map((name) => /** @type {Record<string, string>} */ (vendor)[name] ?? name).filter((name) => !deps.has(name)).map((name) => `${handle} → ${name}`);
  });
}

/**
 * Copies the missing static files into `docroot`.
 * @param {string} docroot the unpacked WordPress
 * @returns {{ listed: number, filled: number, built: number, undeclared: string[], missing: string[] }}
 */
export function fillCoreAssets(docroot) {
  const list = path.join(docroot, 'wordpress-remote-asset-paths');
  if (!fs.existsSync(list)) return { listed: 0, filled: 0, built: 0, undeclared: [], missing: [] };
  const wanted = fs.readFileSync(list, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('wp-content/'));
  const scripts = builtScripts();
  const built = filesUnder(scripts).filter((file) => file.startsWith('wp-includes/'));
  for (const file of built) {
    fs.mkdirSync(path.dirname(path.join(docroot, file)), { recursive: true });
    fs.copyFileSync(path.join(scripts, file), path.join(docroot, file));
  }
  const undeclared = undeclaredImports(docroot, JSON.parse(fs.readFileSync(path.join(scripts, 'manifest.json'), 'utf8')));
  if (undeclared.length > 0) console.log(`site-runtime tests: WordPress lane: built core scripts import what WordPress does not load before them: ${undeclared.join(', ')}.`);
  let filled = 0;
  /** @type {string[]} */
  const missing = [];
  for (const file of wanted) {
    const target = path.join(docroot, file);
    if (fs.existsSync(target)) continue;
    const npm = /** @type {Record<string, string>} */ (FROM_NPM)[file];
    const source = [npm && path.join(modules, npm), path.join(DEBIAN, file)].find((candidate) => candidate && fs.existsSync(candidate));
    if (!source) {
      missing.push(file);
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(fs.realpathSync(source), target);
    filled += 1;
  }
  return { listed: wanted.length, filled, built: built.length, undeclared, missing };
}
