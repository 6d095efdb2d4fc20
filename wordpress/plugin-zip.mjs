/**
 * Writes dist/site-runtime.zip, the installable WordPress plugin: the PHP in
 * wordpress/site-runtime/ and the built runtime under site-runtime/dist/
 * (scripts only: the source maps would take it past the 2 MB upload limit
 * many hosts keep).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zip } from './zip-writer.mjs';

/**
 * Files under `dir` (recursively), sorted, as paths relative to `dir` with `/`.
 * @param {string} dir
 * @param {(path: string) => boolean} keep
 * @returns {string[]}
 */
function filesUnder(dir, keep) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(keep)
    .sort();
}

/** @param {string} root the repository */
export function writePluginZip(root) {
  const plugin = join(root, 'wordpress/site-runtime');
  const dist = join(root, 'dist');
  const files = [
    // A dist/ inside the plugin folder is a local test copy: the archive takes the fresh build.
    ...filesUnder(plugin, (path) => !path.startsWith('dist/')).map((path) => ({ name: `site-runtime/${path}`, from: join(plugin, path) })),
    ...filesUnder(dist, (path) => path.endsWith('.js')).map((path) => ({ name: `site-runtime/dist/${path}`, from: join(dist, path) })),
  ];
  const file = join(dist, 'site-runtime.zip');
  writeFileSync(file, zip(files.map(({ name, from }) => ({ name, data: readFileSync(from) }))));
  return file;
}
