/**
 * The WordPress lane's specs, run by test/wordpress/run.mjs against the site
 * it started (SITE_RUNTIME_WP_URL), in Debian's chromium.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export default defineConfig({
  testDir: here,
  testMatch: /\.spec\.mjs$/,
  outputDir: path.join(root, 'test-results/wordpress'),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'reports/wordpress.json') }]],
  use: {
    baseURL: process.env.SITE_RUNTIME_WP_URL,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
});
