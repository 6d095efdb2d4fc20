/**
 * WordPress as packaged for Playground leaves out most static files (its
 * `wordpress-remote-asset-paths` lists them: jQuery, wp-includes/js/dist,
 * CSS, images), which Playground fetches from the web at run time. This lane
 * has no web, so it puts them back from what every machine here can install:
 * the exact versions WordPress 6.7 bundles of jQuery, jQuery Migrate and
 * Underscore from npm (devDependencies), the rest from Debian's `wordpress`
 * package (6.1), whose core scripts keep the same handles and globals.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEBIAN = '/usr/share/wordpress';
const modules = path.join(root, 'node_modules');

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
 * Copies the missing static files into `docroot`.
 * @param {string} docroot the unpacked WordPress
 * @returns {{ listed: number, filled: number, missing: string[] }}
 */
export function fillCoreAssets(docroot) {
  const list = path.join(docroot, 'wordpress-remote-asset-paths');
  if (!fs.existsSync(list)) return { listed: 0, filled: 0, missing: [] };
  const wanted = fs.readFileSync(list, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('wp-content/'));
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
  return { listed: wanted.length, filled, missing };
}
