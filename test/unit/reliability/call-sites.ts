/**
 * Where the runtime's code asks a server for something, found by type, not by name: every use of a
 * method of the request capabilities (HttpClient, Transfer, Beacon) and of the Environment's raw
 * fetch outside the adapters that implement them. Each use must carry an endpoint marker, a comment
 * `endpoint: <id>` (or `endpoints: <id>, <id>` for a helper several endpoints share) on the use or
 * on an enclosing node up to its statement, naming its rows in docs/reliability.md.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface CallSite {
  /** file:line, relative to the repository. */
  where: string;
  /** The endpoint ids of its marker; empty when it has none. */
  endpoints: string[];
}

/** The interfaces whose methods send requests, by the adapter that declares them. */
const CAPABILITIES: Record<string, string[]> = {
  'adapters/http.ts': ['HttpClient'],
  'adapters/transfer.ts': ['Transfer'],
  'adapters/beacon.ts': ['Beacon'],
};
/** Members of those interfaces that send nothing. */
const NOT_REQUESTS = new Set(['abortAll']);
/** The adapters that may touch the Environment's fetch: they are the capabilities. */
const RAW_FETCH_ALLOWED = new Set(['adapters/http.ts', 'adapters/transfer.ts', 'adapters/beacon.ts', 'adapters/environment.ts']);
/** Adapters that pass their callers' calls on to a capability (their callers carry the markers). */
const FORWARDERS = new Set(['adapters/http-on-demand.ts']);
/** Code the page runs; tests and their helpers are not scanned. */
const SCANNED = ['adapters', 'kernel', 'plugins'];

const MARKER = /\bendpoints?:\s*([^\n*]+)/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'tests') sourceFiles(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The endpoint ids of the nearest marker on the node or an enclosing node up to its statement. */
function markerOf(node: ts.Node, text: string): string[] {
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
    for (const range of ts.getLeadingCommentRanges(text, at.pos) ?? []) {
      const found = MARKER.exec(text.slice(range.pos, range.end));
      if (found) return found[1]!.split(',').map((id) => id.trim()).filter(Boolean);
    }
    if (ts.isStatement(at)) break;
  }
  return [];
}

/** Scans the repository's page code (about 15 s of type checking). */
export function findCallSites(root: string): CallSite[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)));
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const repoPath = (file: string) => relative(root, file).split('\\').join('/');

  const isRequest = (symbol: ts.Symbol | undefined, from: string): boolean => {
    const declaration = symbol?.declarations?.[0];
    if (!declaration || !symbol) return false;
    const declaredIn = repoPath(declaration.getSourceFile().fileName);
    const owner = declaration.parent;
    const ownerName = owner && ts.isInterfaceDeclaration(owner) ? owner.name.text : '';
    if (CAPABILITIES[declaredIn]?.includes(ownerName)) return !NOT_REQUESTS.has(symbol.name) && !FORWARDERS.has(from);
    return declaredIn === 'adapters/environment.ts' && ownerName === 'Environment' && symbol.name === 'fetch' && !RAW_FETCH_ALLOWED.has(from);
  };

  const sites: CallSite[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const from = repoPath(file);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isRequest(checker.getSymbolAtLocation(node.name), from)) {
        const line = source.getLineAndCharacterOfPosition(node.name.getStart(source)).line + 1;
        sites.push({ where: `${from}:${line}`, endpoints: markerOf(node, source.text) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sites;
}
