/**
 * Requirement IDs (docs/requirements/) against the tests that cite them. The
 * Jest check (test/unit/docs/requirement-ids.test.ts) reads the sources; `npm
 * test` (test/run-all.mjs) reads the Jest and Playwright reports of its run,
 * since only a test that ran and passed proves the behaviour it names.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Anything shaped like an ID: an area prefix of 2 to 6 capitals and three digits. */
export const ID_PATTERN = /\b[A-Z]{2,6}-\d{3}\b/g;

/** A definition line on an area page: `- **CF-012** what it requires`. */
const DEFINITION = /^- \*\*([A-Z]{2,6}-\d{3})\*\* \S/;

/** @param {string} text */
export const idsIn = (text) => [...new Set(text.match(ID_PATTERN) ?? [])];

/**
 * Every ID the area pages define, with the page that defines it.
 * @param {string} root the repository
 * @returns {Map<string, string>} ID → page file name
 */
export function definedRequirements(root) {
  const folder = path.join(root, 'docs/requirements');
  /** @type {Map<string, string>} */
  const defined = new Map();
  for (const page of fs.readdirSync(folder).filter((name) => name.endsWith('.md') && name !== 'README.md').sort()) {
    for (const line of fs.readFileSync(path.join(folder, page), 'utf8').split('\n')) {
      const id = DEFINITION.exec(line)?.[1];
      if (id) defined.set(id, page);
    }
  }
  return defined;
}

/**
 * The parts of the runners' JSON reports read here.
 * @typedef {{ testResults?: { assertionResults?: { fullName: string, status: string }[] }[] }} JestReport
 * @typedef {{ title: string, tests?: { status?: string, expectedStatus?: string }[] }} PlaywrightSpec
 * @typedef {{ title?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ suites?: PlaywrightSuite[] }} PlaywrightReport
 * @typedef {{ title: string, passed: boolean }} RanTest
 */

/**
 * Jest's tests with their full titles (describe blocks included).
 * @param {JestReport} report
 * @returns {RanTest[]}
 */
export function jestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({ title: test.fullName, passed: test.status === 'passed' })),
  );
}

/**
 * Playwright's tests with their titles joined to their describe blocks'. A test
 * counts as passed when it was meant to pass and did, a retry included.
 * @param {PlaywrightReport} report
 * @returns {RanTest[]}
 */
export function playwrightTests(report) {
  /** @type {RanTest[]} */
  const tests = [];
  /** @param {PlaywrightSuite} suite @param {string} outer */
  const walk = (suite, outer) => {
    const prefix = `${outer} ${suite.title ?? ''}`;
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        const passed = run.expectedStatus === 'passed' && (run.status === 'expected' || run.status === 'flaky');
        tests.push({ title: `${prefix} ${spec.title}`, passed });
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, prefix);
  };
  for (const suite of report.suites ?? []) walk(suite, '');
  return tests;
}

/**
 * What a run's tests say about the requirements: IDs their titles cite that no
 * page defines, and defined IDs that no passing test cites (cited only by
 * failed or skipped tests, or by none that ran).
 * @param {Map<string, string>} defined
 * @param {RanTest[]} tests
 */
export function checkCitations(defined, tests) {
  /** @type {Set<string>} */
  const proven = new Set();
  /** @type {Set<string>} */
  const undefinedIds = new Set();
  for (const test of tests) {
    for (const id of idsIn(test.title)) {
      if (!defined.has(id)) undefinedIds.add(id);
      else if (test.passed) proven.add(id);
    }
  }
  return {
    undefinedIds: [...undefinedIds].sort(),
    unproven: [...defined.keys()].filter((id) => !proven.has(id)).sort(),
  };
}

/**
 * `npm test`'s last check, over the reports its runners wrote: one line per
 * problem, none when every defined ID is proven by a passing test.
 * @param {string} root the repository
 * @param {{ jest: string, playwright: string[] }} reports report files; a missing one had no tests run
 * @returns {string[]}
 */
export function requirementProblems(root, reports) {
  /** @param {string} file */
  const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
  const jest = read(reports.jest);
  const playwright = reports.playwright.map(read).filter(Boolean);
  const tests = [...(jest ? jestTests(jest) : []), ...playwright.flatMap(playwrightTests)];
  const { undefinedIds, unproven } = checkCitations(definedRequirements(root), tests);
  const problems = [];
  if (undefinedIds.length > 0) problems.push(`test titles cite IDs that docs/requirements/ does not define: ${undefinedIds.join(', ')}`);
  if (unproven.length > 0) problems.push(`requirements no passing test cites (their tests failed, were skipped or did not run): ${unproven.join(', ')}`);
  return problems;
}
