/**
 * `npm run test:wordpress`: our plugin on a real store. Installs Debian's
 * packages when missing, builds the plugin zip, starts MariaDB and PHP's
 * server on 127.0.0.1, installs WordPress 6.7 and the real plugins from their
 * archives (archives.mjs) and ours from dist/site-runtime.zip, gives the site
 * a store's content (site/store.php), runs the specs in chromium, and stops
 * everything. Playwright's JSON report goes to reports/wordpress.json; no
 * report means skipped, said in one line.
 *
 * `npm run test:wordpress -- --serve` sets the site up and keeps it running
 * (its URLs printed) until Ctrl-C, to try it by hand or run specs against it
 * (against.mjs); other arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findArchives } from './archives.mjs';
import { ensurePackages } from './packages.mjs';
import { startStack } from './stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const report = path.join(root, 'reports/wordpress.json');
const started = Date.now();
const serve = process.argv.includes('--serve');
const say = (/** @type {string} */ line) => console.log(`site-runtime tests: ${line}`);

fs.rmSync(report, { force: true });
const archives = findArchives();
if (!archives.wordpress) {
  say(`WordPress lane skipped: no WordPress archive in ${path.dirname(archives.plugins[0].zip ?? '') || 'the archives folder'} (set SITE_RUNTIME_WP_ARCHIVES); nothing of the lane ran.`);
  process.exit(0);
}
const cannot = ensurePackages();
if (cannot) {
  say(`WordPress lane skipped: ${cannot}.`);
  process.exit(0);
}
if (archives.missing.length > 0) say(`WordPress lane: archives missing (${archives.missing.join(', ')}); their journeys are skipped.`);

const build = spawnSync(process.execPath, [path.join(root, 'esbuild.mjs'), '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const stack = await startStack(archives.wordpress);
// Ctrl-C or a CI timeout still stops the services and removes the site.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void stack.stop().then(() => process.exit(serve ? 0 : 1)));
}
const env = { ...process.env, SITE_RUNTIME_WP_ROOT: stack.docroot };

/**
 * Runs one of site/*.php against the site; throws with its output when it fails.
 * @param {string} script
 * @param {string[]} args
 */
function sitePhp(script, args = []) {
  const result = spawnSync('php', [path.join(here, 'site', script), stack.url, ...args], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`site/${script} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

let status = 1;
try {
  const plugins = archives.plugins.filter((plugin) => plugin.zip);
  sitePhp('install.php', [...plugins.map((plugin) => /** @type {string} */ (plugin.zip)), path.join(root, 'dist/site-runtime.zip')]);
  for (const plugin of [...plugins.map((p) => p.file), 'site-runtime/site-runtime.php']) sitePhp('activate.php', [plugin]);
  const pages = sitePhp('store.php').trim().split('\n').pop() ?? '{}';
  const missingAssets = stack.assets.missing.filter((file) => file.endsWith('.js'));
  if (missingAssets.length > 0) say(`WordPress lane: ${missingAssets.length} core scripts have no offline copy (${missingAssets.slice(0, 4).join(', ')}, ...).`);
  const laneEnv = {
    ...env,
    SITE_RUNTIME_WP_URL: stack.url,
    SITE_RUNTIME_WP_PAGES: pages,
    SITE_RUNTIME_WP_SOCKET: stack.socket,
    SITE_RUNTIME_WP_MISSING: archives.missing.join(','),
  };
  if (serve) {
    say(`WordPress lane serving ${stack.url} (Ctrl-C stops it); wp-admin: admin / admin-password`);
    console.log(JSON.stringify(JSON.parse(pages), null, 2));
    const port = new URL(stack.url).port;
    fs.writeFileSync(path.join(root, `reports/wordpress-serve-${port}.json`), JSON.stringify({ env: laneEnv, url: stack.url }));
    say(`run the specs against it with: node test/wordpress/against.mjs ${port} [--refresh] [playwright arguments]`);
    await new Promise(() => {});
  }
  const playwright = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(here, 'playwright.config.mjs'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: laneEnv },
  );
  status = playwright.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  if (!serve) await stack.stop();
}
say(`WordPress lane took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(status);
