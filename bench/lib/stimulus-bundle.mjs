/**
 * Bundles @hotwired/stimulus for the browser (minified IIFE exposing
 * `window.Stimulus`) into .bench/, which git ignores: generated, never committed.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROWSER_TARGETS } from './build-target.mjs';

/** @param {string} root */
export async function bundleStimulus(root) {
  const outfile = path.join(root, '.bench', 'stimulus.iife.js');
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: { contents: "export { Application, Controller } from '@hotwired/stimulus';", resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'Stimulus',
    target: BROWSER_TARGETS,
    legalComments: 'none',
    logLevel: 'error',
    outfile,
  });
  const source = fs.readFileSync(outfile);
  return { file: outfile, gzip: gzipSync(source, { level: 9 }).length };
}
