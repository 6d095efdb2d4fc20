/**
 * @jest-environment node
 *
 * The fault matrix of docs/reliability.md against the code: every request the runtime's code makes
 * is found by type (call-sites.ts) and names its endpoint; every endpoint has a row, every row a cell
 * per fault, and every cell a test that exists or a reason. Cells still pending are listed as todos.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCallSites, type CallSite } from './call-sites';
import { FAULTS, readMatrix, type Proof } from './matrix';

const root = join(__dirname, '../../..');
const DOC = 'docs/reliability.md';
const matrix = readMatrix(readFileSync(join(root, DOC), 'utf8'));
const sections = [...matrix.sections.values()];

/** What an overview cell says for a proof. */
const claimOf = (proof: Proof | undefined) => (proof?.kind === 'test' ? 'test' : proof?.kind === 'n/a' || proof?.kind === 'pending' ? proof.kind : 'missing');

/** Whether the file holds the title as written (a test's literal title, or a row of a table-driven test); quotes escaped in the literal count as quotes. */
function holdsTitle(file: string, title: string): boolean {
  const path = join(root, file);
  return existsSync(path) && readFileSync(path, 'utf8').replace(/\\(['"`])/g, '$1').includes(title);
}

describe(`the fault matrix (${DOC})`, () => {
  let sites: CallSite[] = [];
  // Type checking the page code is the slow part (about 15 s of CPU); a busy machine may take minutes.
  beforeAll(() => {
    sites = findCallSites(root);
  }, 600_000);

  it('finds the requests of the code (the scan itself works)', () => {
    expect(sites.some((site) => site.where.startsWith('plugins/contact-form/'))).toBe(true);
    expect(sites.some((site) => site.where.startsWith('plugins/downloads/log.ts'))).toBe(true);
  });

  it('every request in the code names its endpoint (a comment "endpoint: <id>" on it or its statement)', () => {
    expect(sites.filter((site) => site.endpoints.length === 0).map((site) => site.where)).toEqual([]);
  });

  it('every endpoint named in the code has its section, and every section an endpoint in the code', () => {
    const inCode = new Set(sites.flatMap((site) => site.endpoints));
    expect([...inCode].filter((id) => !matrix.sections.has(id)).sort()).toEqual([]);
    expect([...matrix.sections.keys()].filter((id) => !inCode.has(id)).sort()).toEqual([]);
  });

  it('every section has one readable cell per fault: a test, a reason it cannot happen, or pending', () => {
    const problems = sections.flatMap(({ id, proofs, strayRows }) => [
      ...FAULTS.filter((fault) => !proofs[fault]).map((fault) => `${id} × ${fault}: no cell`),
      ...FAULTS.flatMap((fault) => (proofs[fault]?.kind === 'unreadable' ? [`${id} × ${fault}: unreadable "${(proofs[fault] as { text: string }).text}"`] : [])),
      ...strayRows.map((row) => `${id}: "${row}" is no fault`),
    ]);
    expect(problems).toEqual([]);
  });

  it('every test a cell names is in its file, under that title', () => {
    const missing = sections.flatMap(({ id, proofs }) =>
      FAULTS.flatMap((fault) => {
        const proof = proofs[fault];
        return proof?.kind === 'test' && !holdsTitle(proof.file, proof.title) ? [`${id} × ${fault}: "${proof.title}" not in ${proof.file}`] : [];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('the overview matrix says what the sections say', () => {
    const overview = Object.fromEntries([...matrix.overview].map(([id, cells]) => [id, cells]));
    const sectionsSay = Object.fromEntries(sections.map(({ id, proofs }) => [id, FAULTS.map((fault) => claimOf(proofs[fault]))]));
    expect(overview).toEqual(sectionsSay);
  });

  for (const { id, proofs } of sections) {
    for (const fault of FAULTS) {
      const proof = proofs[fault];
      if (proof?.kind === 'pending') it.todo(`${id} × ${fault}: ${proof.reason}`);
    }
  }
});
