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
import { ARCHIVES, findArchives } from './archives.mjs';
import { ensurePackages } from './packages.mjs';
import { startSite } from './site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const report = path.join(root, 'reports/wordpress.json');
const started = Date.now();
const serve = process.argv.includes('--serve');
const say = (/** @type {string} */ line) => console.log(`site-runtime tests: ${line}`);

fs.rmSync(report, { force: true });
const archives = findArchives();
if (!archives.wordpress) {
  say(`WordPress lane skipped: no WordPress archive in ${ARCHIVES} (set SITE_RUNTIME_WP_ARCHIVES); none of its specs ran.`);
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

const site = await startSite(archives);
// Ctrl-C or a CI timeout still stops the services and removes the site.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void site.stop().then(() => process.exit(serve ? 0 : 1)));
}

let status = 1;
try {
  const missingAssets = site.assets.missing.filter((file) => file.endsWith('.js'));
  if (missingAssets.length > 0) say(`WordPress lane: ${missingAssets.length} core scripts have no offline copy (${missingAssets.slice(0, 4).join(', ')}, ...).`);
  if (serve) {
    say(`WordPress lane serving ${site.url} (Ctrl-C stops it); wp-admin: admin / admin-password`);
    console.log(JSON.stringify(site.pages, null, 2));
    const port = new URL(site.url).port;
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(root, `reports/wordpress-serve-${port}.json`), JSON.stringify({ env: site.env, url: site.url }));
    say(`run the specs against it with: node test/wordpress/against.mjs ${port} [--refresh] [playwright arguments]`);
    await new Promise(() => {});
  }
  const playwright = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(here, 'playwright.config.mjs'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: site.env },
  );
  status = playwright.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  if (!serve) await site.stop();
}
say(`WordPress lane took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(status);
