/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Unit and DOM tests: the kernel's and adapters' under test/, each plugin's in plugins/<area>/tests/.
// Browser tests (*.spec.mjs) run under Playwright.
const config: Config = {
  roots: ['<rootDir>/test', '<rootDir>/plugins'],
  testMatch: ['**/test/{unit,dom}/**/*.test.{ts,tsx}', '**/plugins/**/tests/**/*.test.{ts,tsx}'],
  testEnvironment: '<rootDir>/test/support/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  // ESM-only packages that Jest must transform.
  transformIgnorePatterns: ['/node_modules/(?!(ofetch|destr|ufo|node-fetch-native|@statelyai/inspect)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/test/browser/'],
  // Tests run on simulated clocks, so no test measures wall time; Jest's 5 s default only bounds how
  // long the machine takes. On a busy 2-core machine (CI beside other jobs, `npm run hog`) a DOM test
  // that opens a fixture page took over 5 s with no defect. A hung test still fails, after 30 s.
  testTimeout: 30_000,
};

export default config;
