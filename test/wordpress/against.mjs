/**
 * Runs the lane's specs against a site `run.mjs --serve` keeps up, for
 * working on a spec without setting the store up each time:
 * `node test/wordpress/against.mjs <port> [--refresh] [playwright arguments]`.
 * `--refresh` first copies the current build (dist/*.js) and the plugin's PHP
 * into the served site's copy of our plugin.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const [port, ...rest] = process.argv.slice(2);
const served = JSON.parse(fs.readFileSync(path.join(root, `reports/wordpress-serve-${port}.json`), 'utf8'));
const args = rest.filter((arg) => arg !== '--refresh');
if (rest.includes('--refresh')) {
  const plugin = path.join(served.env.SITE_RUNTIME_WP_ROOT, 'wp-content/plugins/site-runtime');
  fs.cpSync(path.join(root, 'wordpress/site-runtime'), plugin, { recursive: true });
  for (const file of fs.readdirSync(path.join(root, 'dist'), { recursive: true })) {
    if (String(file).endsWith('.js')) fs.cpSync(path.join(root, 'dist', String(file)), path.join(plugin, 'dist', String(file)));
  }
}
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(here, 'playwright.config.mjs'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...served.env, SITE_RUNTIME_WP_REPORT: path.join(root, `reports/wordpress-${port}.json`) },
});
process.exit(result.status ?? 1);
