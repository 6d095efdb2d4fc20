/**
 * docs/reliability.md read as data: the overview matrix (endpoint x fault -> test, n/a or pending) and,
 * per endpoint, its section's table of proofs: a test (`file` › title), a reason the fault cannot
 * happen (n/a: …), or a cell not done yet (pending: …).
 */
import { SERVER_FAULTS, type FaultName } from '../../support/faults';

export type Fault = FaultName | 'superseded / aborted';
/** The matrix's columns, in order. */
export const FAULTS: readonly Fault[] = [...SERVER_FAULTS, 'superseded / aborted'];

export type Proof =
  | { kind: 'test'; file: string; title: string }
  | { kind: 'n/a'; reason: string }
  | { kind: 'pending'; reason: string }
  | { kind: 'unreadable'; text: string };

export interface EndpointSection {
  id: string;
  proofs: Partial<Record<Fault, Proof>>;
  /** Rows whose first cell is no fault name. */
  strayRows: string[];
}

export interface Matrix {
  /** Overview row per endpoint id: the kind each fault's cell claims. */
  overview: Map<string, string[]>;
  sections: Map<string, EndpointSection>;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const isTableRow = (line: string) => line.trim().startsWith('|');
const isRule = (line: string) => /^\|[\s|:-]+\|$/.test(line.trim());

export function readProof(cell: string): Proof {
  const test = /^`([^`]+)` › (.+)$/.exec(cell);
  if (test) return { kind: 'test', file: test[1]!, title: test[2]!.trim() };
  const reason = /^(n\/a|pending): (.+)$/.exec(cell);
  if (reason) return { kind: reason[1] as 'n/a' | 'pending', reason: reason[2]!.trim() };
  return { kind: 'unreadable', text: cell };
}

/** The lines of the `## title` section (up to the next `## `). */
function section(lines: string[], title: string): string[] {
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The body rows of the tables in `lines` (header and rule left out). */
function tableRows(lines: string[]): string[][] {
  return lines.filter((line, index) => isTableRow(line) && !isRule(line) && !isRule(lines[index + 1] ?? '')).map(cellsOf);
}

export function readMatrix(markdown: string): Matrix {
  const lines = markdown.split('\n');
  const overview = new Map<string, string[]>();
  for (const [first, ...cells] of tableRows(section(lines, 'Matrix'))) {
    const id = /^\[([^\]]+)\]/.exec(first ?? '')?.[1] ?? first ?? '';
    overview.set(id, cells);
  }
  const sections = new Map<string, EndpointSection>();
  const body = section(lines, 'Endpoints');
  body.forEach((line, index) => {
    const heading = /^### (\S+)\s*$/.exec(line);
    if (!heading) return;
    const next = body.findIndex((other, at) => at > index && other.startsWith('### '));
    const entry: EndpointSection = { id: heading[1]!, proofs: {}, strayRows: [] };
    for (const [fault, proof] of tableRows(body.slice(index + 1, next < 0 ? undefined : next))) {
      if ((FAULTS as readonly string[]).includes(fault ?? '')) entry.proofs[fault as Fault] = readProof(proof ?? '');
      else entry.strayRows.push(fault ?? '');
    }
    sections.set(entry.id, entry);
  });
  return { overview, sections };
}
