/** Builds the kernel-only contestant (bench/kernel-entry.ts) into .bench/, which git ignores. */
import { build } from 'esbuild';
import path from 'node:path';
import { BROWSER_TARGETS } from './build-target.mjs';

/** @param {string} root */
export async function bundleKernel(root) {
  const outfile = path.join(root, '.bench', 'kernel.iife.js');
  await build({
    entryPoints: [path.join(root, 'bench', 'kernel-entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: BROWSER_TARGETS,
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile,
  });
  return { file: outfile };
}
