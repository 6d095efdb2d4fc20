/**
 * A real store, set up from the archives: the services (stack.mjs), then
 * WordPress and the real plugins installed, ours from dist/site-runtime.zip,
 * each plugin activated in an admin request of its own, and the store's
 * content (site/store.php). The lane's specs and `npm run bench:wordpress`
 * both start from here. The caller builds dist/ first and stops the site.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
/** @import { LanePages } from './lane.mjs' */

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * @param {ReturnType<typeof import('./archives.mjs').findArchives>} archives with a WordPress archive
 */
export async function startSite(archives) {
  const stack = await startStack(/** @type {string} */ (archives.wordpress));
  const env = { ...process.env, SITE_RUNTIME_WP_ROOT: stack.docroot };
  /**
   * Runs one of site/*.php against the site; throws with its output when it fails.
   * @param {string} script
   * @param {string[]} args
   */
  const sitePhp = (script, args = []) => {
    const result = spawnSync('php', [path.join(here, 'site', script), stack.url, ...args], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`site/${script} failed: ${result.stderr}${result.stdout}`);
    return result.stdout;
  };
  try {
    const plugins = archives.plugins.filter((plugin) => plugin.zip);
    sitePhp('install.php', [...plugins.map((plugin) => /** @type {string} */ (plugin.zip)), path.join(root, 'dist/site-runtime.zip')]);
    for (const plugin of [...plugins.map((p) => p.file), 'site-runtime/site-runtime.php']) sitePhp('activate.php', [plugin]);
    const pagesJson = sitePhp('store.php').trim().split('\n').pop() ?? '{}';
    /** @type {LanePages} */
    const pages = JSON.parse(pagesJson);
    return {
      ...stack,
      pages,
      /** What the lane's specs read (lane.mjs). */
      env: {
        ...env,
        SITE_RUNTIME_WP_URL: stack.url,
        SITE_RUNTIME_WP_PAGES: pagesJson,
        SITE_RUNTIME_WP_SOCKET: stack.socket,
        SITE_RUNTIME_WP_MISSING: archives.missing.join(','),
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
