/**
 * Requirement IDs in step with docs/requirements/: every ID a doc or a test
 * title names is defined there, and every defined ID is named by a test title.
 * This reads the sources; `npm test` also checks that a passing test cites each
 * ID (test/support/requirement-citations.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { definedRequirements, idsIn } from '../../support/requirement-citations.mjs';

const root = path.join(__dirname, '../../..');
/** What the build, the runners and the lanes write: no sources there (.gitignore). */
const GENERATED = new Set(['node_modules', 'dist', 'var', 'reports', 'test-results', 'playwright-report']);
const TEST_FILE = /\.(test\.tsx?|spec\.mjs)$/;

function sourceFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || GENERATED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(file) : [file];
  });
}

/** A title taking its ID from a table: `[%s]`, `[$id]` or `[${...}]`. */
const INTERPOLATED_CITATION = /\[(%s|\$\w|\$\{)/;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/**
 * The IDs a test file's titles cite: `[CF-012]` in a title, or a quoted `'CF-012'`
 * in a file whose titles take their ID from a table. Comment lines cite nothing.
 */
function titleCitations(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !COMMENT_LINE.test(line))
    .join('\n');
  const bracketed = [...code.matchAll(/\[([A-Z]{2,6}-\d{3})\]/g)].map((m) => m[1]!);
  const tabled = INTERPOLATED_CITATION.test(code) ? [...code.matchAll(/['"]([A-Z]{2,6}-\d{3})['"]/g)].map((m) => m[1]!) : [];
  return [...new Set([...bracketed, ...tabled])];
}

const relative = (file: string) => path.relative(root, file);
const files = sourceFiles();
const defined = definedRequirements(root);
// This file's own samples cite nothing.
const testFiles = files.filter((file) => TEST_FILE.test(file) && file !== __filename);
const citedBy = new Map<string, string[]>();
for (const file of testFiles) {
  for (const id of titleCitations(fs.readFileSync(file, 'utf8'))) citedBy.set(id, [...(citedBy.get(id) ?? []), relative(file)]);
}

describe('requirement IDs', () => {
  it('finds the area pages and the tests', () => {
    expect(defined.size).toBeGreaterThan(400);
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it('every ID a doc names is defined in docs/requirements/', () => {
    const unknown = files
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => idsIn(fs.readFileSync(file, 'utf8')).filter((id) => !defined.has(id)).map((id) => `${relative(file)}: ${id}`));
    expect(unknown).toEqual([]);
  });

  it('every ID a test title cites is defined in docs/requirements/', () => {
    const unknown = [...citedBy].filter(([id]) => !defined.has(id)).map(([id, where]) => `${id} (${where.join(', ')})`);
    expect(unknown).toEqual([]);
  });

  it('every defined ID is cited by a test title', () => {
    const uncited = [...defined].filter(([id]) => !citedBy.has(id)).map(([id, page]) => `${id} (${page})`);
    expect(uncited).toEqual([]);
  });

  it('each area page defines one prefix, numbered from 001 without gaps, and the README lists it', () => {
    const readme = fs.readFileSync(path.join(root, 'docs/requirements/README.md'), 'utf8');
    const byPage = new Map<string, string[]>();
    for (const [id, page] of defined) byPage.set(page, [...(byPage.get(page) ?? []), id]);
    for (const [page, ids] of byPage) {
      const prefix = ids[0]!.split('-')[0]!;
      const expected = ids.map((_, i) => `${prefix}-${String(i + 1).padStart(3, '0')}`);
      expect({ page, ids: [...ids].sort() }).toEqual({ page, ids: expected });
      expect(readme).toContain(`| ${prefix} |`);
      expect(readme).toContain(`](${page})`);
    }
  });
});

describe('titleCitations', () => {
  it('reads bracketed IDs and table IDs behind an interpolated title, not comments', () => {
    expect(titleCitations("it('[CF-001][CF-002] sends', () => {});\n// [CF-003] not a title")).toEqual(['CF-001', 'CF-002']);
    expect(titleCitations("it.each([['CF-040', 'x']])('[%s] logs %s', () => {});")).toEqual(['CF-040']);
    expect(titleCitations("expect(search('SHF-500')).toEqual([]);")).toEqual([]);
  });
});
