/**
 * @jest-environment node
 *
 * The build's compile hint (build/compile-hint.mjs): the file opens with the comment Chromium reads, its
 * code follows unchanged, and its source map still points every generated line where it pointed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, hintEagerCompile } from '../../../build/compile-hint.mjs';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('opens the file with the hint and shifts its source map by that one line', () => {
  const file = path.join(root, 'chunk.js');
  const code = 'export const a=1;\nexport const b=2;\n//# sourceMappingURL=chunk.js.map\n';
  // Line 1 maps to source line 0, line 2 to source line 1 (VLQ: AAAA, then AACA).
  const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
  writeFileSync(file, code);
  writeFileSync(`${file}.map`, JSON.stringify(map));

  hintEagerCompile(file);

  const lines = readFileSync(file, 'utf8').split('\n');
  expect(lines[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(COMPILE_HINT).toBe(lines[0]);
  expect(lines.slice(1).join('\n')).toBe(code);
  const shifted = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as typeof map;
  // The hint's line maps nowhere; the code's lines keep their segments, one line down.
  expect(shifted.mappings.split(';')).toEqual(['', 'AAAA', 'AACA']);
  expect(shifted.sources).toEqual(map.sources);
});
