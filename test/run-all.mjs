/**
 * `npm test`: build once, lint, typecheck (both tsconfig projects: Jest's swc
 * does not check types), run Jest and Playwright (the browser suite, then the
 * WordPress lane), then print one summary
 * line that CI reads, always last: `tests: N passed, M failed`.
 * A runner that crashes or cannot run counts as at least one failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requirementProblems } from './support/requirement-citations.mjs';
/** @import { SpawnSyncOptions } from 'node:child_process' */

/**
 * The parts of the runners' JSON reports read here.
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numRuntimeErrorTestSuites?: number }} JestReport
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number }, errors?: unknown[] }} PlaywrightReport
 * @typedef {{ filePath: string, errorCount: number, messages: { line: number, column: number, message: string }[] }[]} EslintReport
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
const CHROMIUM = '/usr/bin/chromium';
const say = (/** @type {string} */ line) => console.log(`site-runtime tests: ${line}`);

let passed = 0;
let failed = 0;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) say(`could not start ${command}: ${result.error.message}`);
  return result;
}

/**
 * The report a runner wrote, or null.
 * @template T
 * @param {string} file
 * @returns {T | null}
 */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Makes sure Debian's chromium is there; returns false when the browser suite cannot run. */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    say(`${CHROMIUM} is missing; install it with "sudo apt-get install -y chromium" to run the browser tests.`);
    return false;
  }
  say(`${CHROMIUM} is missing; installing Debian's chromium with apt-get (about 30 s)...`);
  const result = run('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0 && fs.existsSync(CHROMIUM)) return true;
  process.stderr.write(result.stderr ?? '');
  say('installing chromium failed; the browser tests count as failed.');
  return false;
}

function build() {
  if (!fs.existsSync(path.join(root, 'esbuild.mjs'))) {
    say('esbuild.mjs does not exist yet; skipping the build.');
    return;
  }
  const result = run(process.execPath, ['esbuild.mjs', '--quiet']);
  if (result.status !== 0) {
    say('the build failed (see above); counted as one failure.');
    failed += 1;
  }
}

/** The capability boundary (eslint.config.mjs): each file with errors counts as one failure. */
function lint() {
  const file = path.join(reports, 'eslint.json');
  fs.rmSync(file, { force: true });
  const bin = path.join(root, 'node_modules/eslint/bin/eslint.js');
  const result = run(process.execPath, [bin, '.', '--format', 'json', '--output-file', file]);
  /** @type {EslintReport | null} */
  const report = readJson(file);
  if (!report) {
    say('eslint produced no report; counted as one failure.');
    failed += 1;
    return;
  }
  const broken = report.filter((entry) => entry.errorCount > 0);
  for (const entry of broken) {
    for (const m of entry.messages) say(`lint: ${path.relative(root, entry.filePath)}:${m.line}:${m.column} ${m.message}`);
  }
  if (broken.length === 0 && result.status === 0) passed += 1;
  else failed += Math.max(broken.length, 1);
}

/** Each tsconfig project is one test: a project with type errors counts as one failure, named. */
function typecheck() {
  const bin = path.join(root, 'node_modules/typescript/bin/tsc');
  for (const project of ['tsconfig.json', 'tsconfig.playwright.json']) {
    const result = run(process.execPath, [bin, '--noEmit', '-p', project]);
    if (result.status === 0) passed += 1;
    else {
      say(`typecheck: ${project} has type errors (listed above); counted as one failure.`);
      failed += 1;
    }
  }
}

function jest() {
  const file = path.join(reports, 'jest.json');
  fs.rmSync(file, { force: true });
  const bin = path.join(root, 'node_modules/jest/bin/jest.js');
  const result = run(process.execPath, [bin, '--json', `--outputFile=${file}`, '--passWithNoTests']);
  /** @type {JestReport | null} */
  const report = readJson(file);
  if (!report) {
    say('jest produced no report; counted as one failure.');
    failed += 1;
    return;
  }
  // Suites that crash on import have no tests of their own: count each as one failure.
  const suiteCrashes = report.numRuntimeErrorTestSuites ?? 0;
  const jestFailed = (report.numFailedTests ?? 0) + suiteCrashes;
  passed += report.numPassedTests ?? 0;
  failed += jestFailed === 0 && result.status !== 0 ? 1 : jestFailed;
}

/**
 * @param {string} name the report's name, reports/<name>.json
 * @param {string[]} args what runs the lane
 * @param {boolean} [mayBeSkipped] a lane that exits 0 without a report was skipped (it said why)
 */
function playwright(name = 'playwright', args = [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'test/browser/playwright.config.mjs'], mayBeSkipped = false) {
  const file = path.join(reports, `${name}.json`);
  fs.rmSync(file, { force: true });
  const result = run(process.execPath, args);
  /** @type {PlaywrightReport | null} */
  const report = readJson(file);
  if (!report && mayBeSkipped && result.status === 0) return;
  if (!report) {
    say(`${name} produced no report; counted as one failure.`);
    failed += 1;
    return;
  }
  const stats = report.stats ?? {};
  // Top-level errors are files that failed to load or a server that did not start.
  const pwFailed = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += pwFailed === 0 && result.status !== 0 ? 1 : pwFailed;
}

/**
 * Every requirement in docs/requirements/ is cited by a test of this run that passed: one check.
 * @param {boolean} browserRan false leaves out a browser report an earlier run left behind
 */
function requirements(browserRan) {
  let problems;
  try {
    problems = requirementProblems(root, {
      jest: path.join(reports, 'jest.json'),
      playwright: [...(browserRan ? [path.join(reports, 'playwright.json')] : []), path.join(reports, 'wordpress.json')],
    });
  } catch (error) {
    problems = [`the requirement check could not run: ${error instanceof Error ? error.message : String(error)}`];
  }
  for (const problem of problems) say(problem);
  if (problems.length === 0) passed += 1;
  else failed += 1;
}

fs.mkdirSync(reports, { recursive: true });
const browserReady = ensureChromium();
build();
lint();
typecheck();
jest();
if (browserReady) playwright();
else failed += 1;
// Our WordPress plugin on a real store (test/wordpress/run.mjs); it says in one line when it cannot run.
playwright('wordpress', ['test/wordpress/run.mjs'], true);
requirements(browserReady);

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
