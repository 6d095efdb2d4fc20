/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, spawnMainServer, type MainServer } from './app-server';

/**
 * What `npm start` serves: the demo's switches (the drawer's and the test pages index's) always,
 * the test-only endpoints (database reset, rows, nonces) only when SITE_RUNTIME_TEST_ENDPOINTS=1.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-runtime-control-'));
let server: MainServer | undefined;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const TEST_ONLY: [string, string][] = [
  ['POST', '/__test/reset'],
  ['GET', '/__test/rows?table=requests'],
  ['GET', '/__test/nonce?action=wp_rest'],
  ['POST', '/__test/expire-nonces'],
];

describe('the demo as npm start runs it', () => {
  beforeAll(async () => {
    server = await spawnMainServer({ DB_PATH: path.join(dir, 'demo.sqlite') });
  }, 30_000);
  afterAll(() => server?.kill());

  it.each(TEST_ONLY)('has no %s %s', async (method, url) => {
    const answer = await fetch(`${server!.base}${url}`, { method });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Not found');
  });

  it('keeps the database when asked to reset it', async () => {
    const { base } = server!;
    await fetch(`${base}/__demo/switch`, { method: 'POST', body: new URLSearchParams({ name: 'cf7_feedback', value: 'spam' }) });
    await fetch(`${base}/__test/reset`, { method: 'POST' });
    expect(await (await fetch(`${base}/__demo/switches`)).json()).toMatchObject({ cf7_feedback: 'spam' });
  });

  it('lets the drawer and the test pages index read and set the switches', async () => {
    const { base } = server!;
    const set = await fetch(`${base}/__demo/switch`, { method: 'POST', body: new URLSearchParams({ name: 'shop_delay_ms', value: '2000' }) });
    expect(await set.json()).toEqual({ name: 'shop_delay_ms', value: '2000' });
    expect(await (await fetch(`${base}/__demo/switches`)).json()).toMatchObject({ shop_delay_ms: '2000' });
    expect(await (await fetch(`${base}/__demo/switch?name=shop_delay_ms`)).json()).toEqual({ name: 'shop_delay_ms', value: '2000' });
    const index = await (await fetch(`${base}/test-pages/`)).text();
    expect(index).toContain('action="/__demo/switch"');
    expect(index).not.toContain('/__test/');
  });

  it('serves a drawer that asks only for the demo switches', () => {
    const drawer = fs.readFileSync(path.join(ROOT, 'fixtures/assets/demo-ui/drawer.js'), 'utf8');
    expect(drawer).toContain("'/__demo/switches'");
    expect(drawer).not.toContain('/__test/');
  });
});

describe('the server started for the tests (SITE_RUNTIME_TEST_ENDPOINTS=1)', () => {
  afterAll(() => server?.kill());

  it('answers the test-only endpoints', async () => {
    server = await spawnMainServer({ DB_PATH: path.join(dir, 'test.sqlite'), SITE_RUNTIME_TEST_ENDPOINTS: '1' });
    const { base } = server;
    expect((await (await fetch(`${base}/__test/nonce?action=wp_rest`)).json()).nonce).toMatch(/^[0-9a-f]{10}$/);
    await fetch(`${base}/__demo/switch`, { method: 'POST', body: new URLSearchParams({ name: 'cf7_feedback', value: 'spam' }) });
    expect((await fetch(`${base}/__test/reset`, { method: 'POST' })).status).toBe(200);
    expect(await (await fetch(`${base}/__demo/switches`)).json()).toMatchObject({ cf7_feedback: 'normal' });
    expect(await (await fetch(`${base}/__test/rows?table=switches`)).json()).toEqual([]);
  }, 30_000);
});
