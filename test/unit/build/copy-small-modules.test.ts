/**
 * @jest-environment node
 *
 * The build's copying of small shared modules (build/copy-small-modules.mjs): a small module two lazy
 * chunks share is copied into each instead of making a file of its own; a class, and what the core
 * imports, stay shared.
 */
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySmallModules } from '../../../build/copy-small-modules.mjs';

const sources = {
  'entry.ts': `import { note } from './noted';
export const open = (which: string) => (note(which), which === 'a' ? import('./a') : import('./b'));`,
  'a.ts': `import { shout } from './shout'; import { Box } from './box'; import { note } from './noted';
export const a = () => [shout('a'), new Box(), note('a')];`,
  'b.ts': `import { shout } from './shout'; import { Box } from './box';
export const b = () => [shout('b'), new Box()];`,
  'shout.ts': `import { mark } from './mark'; export const shout = (text: string) => text.toUpperCase() + mark;`,
  'mark.ts': `export const mark = '!';`,
  'box.ts': `export class Box { size = 1; }`,
  'noted.ts': `export const note = (text: string) => text.length;`,
};

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'copy-small-modules-'));
  for (const [name, text] of Object.entries(sources)) writeFileSync(path.join(root, name), text);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function bundle(maxGzip: number): Promise<Metafile> {
  const options: BuildOptions = {
    entryPoints: { entry: path.join(root, 'entry.ts') },
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: path.join(root, 'out'),
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
  };
  const core = (meta: Metafile) => new Set(Object.keys(meta.outputs).filter((output) => output.endsWith('out/entry.js')));
  const plugin = await copySmallModules(options, { root, core, maxGzip });
  return (await build({ ...options, metafile: true, plugins: [plugin] })).metafile;
}

/** The outputs each input went into, by input name without its copy's suffix. */
function placed(meta: Metafile): Record<string, string[]> {
  const places: Record<string, string[]> = {};
  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    for (const input of Object.keys(inputs)) (places[input.replace(/\?.*/, '')] ??= []).push(output);
  }
  return places;
}

describe('copying small shared modules into their chunks', () => {
  it('puts a copy of a small shared module, and of what it imports, in each lazy chunk that uses it', async () => {
    const places = placed(await bundle(1_000));
    const lazy = [...(places['a.ts'] ?? []), ...(places['b.ts'] ?? [])].sort();
    expect(lazy).toHaveLength(2);
    expect(places['shout.ts']?.sort()).toEqual(lazy);
    expect(places['mark.ts']?.sort()).toEqual(lazy);
  });

  it('leaves a class shared (a copy would fail instanceof against another) and what the core imports in the core', async () => {
    const places = placed(await bundle(1_000));
    expect(places['box.ts']).toHaveLength(1);
    expect(places['box.ts']).not.toEqual(places['a.ts']);
    expect(places['noted.ts']).toHaveLength(1);
  });

  it('leaves shared chunks at or over the size limit as they are', async () => {
    const places = placed(await bundle(1));
    expect(places['shout.ts']).toHaveLength(1);
    expect(places['shout.ts']).toEqual(places['mark.ts']);
    expect(places['shout.ts']).not.toEqual(places['a.ts']);
  });
});
