/**
 * The WordPress lane's specs, run by test/wordpress/run.mjs against the site
 * it started (SITE_RUNTIME_WP_URL), in Debian's chromium. Every spec runs in
 * two projects: `runtime` (our runtime alone) and `original` (every area on
 * its original scripts: the identity run, lane.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const port = new URL(process.env.SITE_RUNTIME_WP_URL ?? 'http://127.0.0.1').port;

export default defineConfig({
  testDir: here,
  testMatch: /\.spec\.mjs$/,
  // One folder per site: runs against several served sites (against.mjs) must not clear each other's.
  outputDir: path.join(root, 'test-results', `wordpress-${port}`),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.SITE_RUNTIME_WP_REPORT ?? path.join(root, 'reports/wordpress.json') }]],
  use: {
    baseURL: process.env.SITE_RUNTIME_WP_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'runtime', use: { mode: 'runtime' } },
    { name: 'original', use: { mode: 'original' } },
  ],
});
