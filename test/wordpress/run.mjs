/**
 * `npm run test:wordpress`: our plugin on a real WordPress. Installs Debian's
 * packages when missing (or prints one line and skips), builds the plugin
 * zip, starts MariaDB and PHP's server on 127.0.0.1, installs WordPress and
 * the plugin, runs the specs in chromium, and stops everything. Playwright's
 * JSON report goes to reports/wordpress.json; no report means skipped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePackages } from './packages.mjs';
import { startStack } from './stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const report = path.join(root, 'reports/wordpress.json');
const started = Date.now();

fs.rmSync(report, { force: true });
const cannot = ensurePackages();
if (cannot) {
  console.log(`site-runtime tests: WordPress lane skipped: ${cannot}.`);
  process.exit(0);
}

const build = spawnSync(process.execPath, [path.join(root, 'esbuild.mjs'), '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const stack = await startStack();
// Ctrl-C or a CI timeout still stops the services and removes the site.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void stack.stop().then(() => process.exit(1)));
}
let status = 1;
try {
  const setup = spawnSync('php', [path.join(here, 'setup.php'), stack.url, path.join(root, 'dist/site-runtime.zip')], { encoding: 'utf8' });
  if (setup.status !== 0) throw new Error(`WordPress setup failed: ${setup.stderr}${setup.stdout}`);
  const contactUrl = setup.stdout.trim().split('\n').pop() ?? '';
  const playwright = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(here, 'playwright.config.mjs'), ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, SITE_RUNTIME_WP_URL: stack.url, SITE_RUNTIME_WP_CONTACT: contactUrl } },
  );
  status = playwright.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await stack.stop();
}
console.log(`site-runtime tests: WordPress lane took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
process.exit(status);
