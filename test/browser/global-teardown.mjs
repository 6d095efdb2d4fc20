// Removes the throw-away database folder the config made for this run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalTeardown() {
  const file = process.env.SITE_RUNTIME_TEST_DB;
  if (!file) return;
  const dir = path.dirname(file);
  if (dir.startsWith(path.join(os.tmpdir(), 'site-runtime-test-'))) fs.rmSync(dir, { recursive: true, force: true });
}
