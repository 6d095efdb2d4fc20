/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../fixtures/server/db.mjs';
import { spawnMainServer, startAppServer } from './app-server';

const NOTES = { id: 'notes-001', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)' };

let dir: string;
/** Databases, servers and timers a test leaves open when it fails half-way. */
let cleanups: (() => unknown)[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-runtime-db-file-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens a database that the test's end closes if the test did not. */
async function open(options: Parameters<typeof openDatabase>[0]) {
  const db = await openDatabase(options);
  const closeDb = db.close;
  let closed = false;
  const close = () => {
    if (!closed) closeDb();
    closed = true;
  };
  cleanups.push(close);
  return Object.assign(db, { close });
}

/** Resolves once `done()` holds; fails the test after 4 s. */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => done() && (clearInterval(poll), resolve()), 5);
    const give = setTimeout(() => (clearInterval(poll), reject(new Error('the condition never held'))), 4000);
    cleanups.push(() => (clearInterval(poll), clearTimeout(give)));
  });
}

/** Rows of a table as the file on disk has them. */
async function rowsOnDisk(file: string, table: string): Promise<number> {
  const copy = await openDatabase({ file, migrations: [] });
  const count = Number(copy.get(`SELECT count(*) AS n FROM "${table}"`)?.n);
  copy.close();
  return count;
}

describe('the database file', () => {
  it('takes 200 writes in one export, at the flush, instead of one export each', async () => {
    const file = path.join(dir, 'notes.sqlite');
    let exports = 0;
    // A delay no test run reaches: only flush() writes here.
    const db = await open({ file, migrations: [NOTES], flushDelayMs: 60_000, onExport: () => (exports += 1) });
    expect(exports).toBe(1); // the new file, migrated

    for (let i = 0; i < 200; i += 1) db.run('INSERT INTO notes (text) VALUES (?)', [`note ${i}`]);
    expect(exports).toBe(1);
    db.flush();
    expect(exports).toBe(2);
    db.flush(); // nothing new: no export
    expect(exports).toBe(2);
    expect(await rowsOnDisk(file, 'notes')).toBe(200);
    db.close();
  });

  it('writes a change by itself once the delay has passed', async () => {
    const file = path.join(dir, 'notes.sqlite');
    let exports = 0;
    const db = await open({ file, migrations: [NOTES], flushDelayMs: 10, onExport: () => (exports += 1) });
    db.run('INSERT INTO notes (text) VALUES (?)', ['one']);
    db.run('INSERT INTO notes (text) VALUES (?)', ['two']);
    await until(() => exports >= 2);
    expect(exports).toBe(2); // the new file, then both changes in one write
    expect(await rowsOnDisk(file, 'notes')).toBe(2);
    db.close();
    expect(exports).toBe(2); // close had nothing left to write
  });

  it('exports once for 200 concurrent submissions, when a test-control endpoint reads', async () => {
    const file = path.join(dir, 'site.sqlite');
    let exports = 0;
    const app = await startAppServer({
      database: { file, flushDelayMs: 60_000, onExport: () => (exports += 1) },
      module: { ajax: { demo_submit: { methods: 'POST', nonce: null, handler: () => ({ status: 200, body: 'ok' }) } } },
    });
    cleanups.push(() => app.close());
    exports = 0;
    const submit = (i: number) => fetch(`${app.base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'demo_submit', n: String(i) }) });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => submit(i)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(exports).toBe(0);

    const logged = await (await fetch(`${app.base}/__test/rows?table=requests&action=demo_submit&limit=1000`)).json();
    expect(logged).toHaveLength(200);
    expect(exports).toBe(1);
    expect(await rowsOnDisk(file, 'requests')).toBe(200);
  }, 30_000);

  it('writes every stored request on SIGTERM, though the delay has not passed', async () => {
    const file = path.join(dir, 'site.sqlite');
    // A delay no test run reaches: only the shutdown can write the requests.
    const server = await spawnMainServer({ DB_PATH: file, DB_FLUSH_MS: '60000', SITE_RUNTIME_TEST_ENDPOINTS: '1' });
    cleanups.push(() => server.kill());
    const { base } = server;
    const nonce = async () => (await (await fetch(`${base}/__test/nonce?action=wp_rest`)).json()).nonce;
    const issued: string[] = [];
    for (let i = 0; i < 5; i += 1) issued.push(await nonce());
    // Stored after the last test-control call (which writes the file): in memory only until the shutdown.
    for (let i = 0; i < 20; i += 1) await fetch(`${base}/wp-json/cleantalk-antispam/v1/apbct_rest_check`, { method: 'POST', headers: { 'X-WP-Nonce': issued[i % 5] ?? '' } });
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await rowsOnDisk(file, 'requests')).toBe(20);
  }, 30_000);
});
