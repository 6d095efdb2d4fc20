/**
 * Browser tests: Playwright against the reference site, with Debian's
 * chromium (never a downloaded browser). The server gets its own port and a
 * throw-away database; both are chosen once and passed to the workers
 * through the environment, since each worker loads this file again.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** @param {number} preferred */
async function pickPort(preferred) {
  for (let port = preferred; port < preferred + 50; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${preferred} to ${preferred + 49}; set TEST_PORT`);
}

process.env.SITE_RUNTIME_TEST_PORT ??= String(process.env.TEST_PORT ?? (await pickPort(8181)));
process.env.SITE_RUNTIME_TEST_DB ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-runtime-test-')), 'site-runtime.sqlite');

const port = Number(process.env.SITE_RUNTIME_TEST_PORT);
const baseURL = `http://127.0.0.1:${port}/`;

export default defineConfig({
  // The kernel's browser tests, and each plugin's beside its code (plugins/<area>/tests/*.spec.mjs).
  testDir: root,
  testMatch: [/\/test\/browser\/.*\.spec\.mjs$/, /\/plugins\/.+\/tests\/.*\.spec\.mjs$/],
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  // Its own folder: Playwright empties it at the start, and the WordPress lane keeps its results beside it.
  outputDir: path.join(root, 'test-results', 'browser'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry on CI: a few animation-timed specs are sensitive to a loaded machine; a retried pass is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // A bound on a hung test, not a speed check: on a busy 2-core machine (CI beside other jobs, `npm run
  // hog`) starting chromium, opening a context and loading a page took 6-12 s each with no defect.
  timeout: 60_000,
  globalTeardown: path.join(root, 'test/browser/global-teardown.mjs'),
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/playwright.json') }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node fixtures/server/main.mjs',
    cwd: root,
    url: baseURL,
    // The /__test/ endpoints (database rows, reset, nonces) are the suite's; npm start has none.
    env: { PORT: String(port), HOST: '127.0.0.1', DB_PATH: process.env.SITE_RUNTIME_TEST_DB, SITE_RUNTIME_TEST_ENDPOINTS: '1' },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
