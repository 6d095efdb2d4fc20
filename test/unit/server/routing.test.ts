/** @jest-environment node */
import type { Database } from '../../../fixtures/server/db.mjs';
import { buildRouteTable } from '../../../fixtures/server/modules.mjs';
import { NONCE_PATTERN, newNonceValue } from '../../../fixtures/server/nonces.mjs';
import type { HandlerRequest } from '../../../fixtures/server/request.mjs';
import { json, text } from '../../../fixtures/server/respond.mjs';
import { startAppServer, type AppServer } from './app-server';

// One module shaped like a plugin's, to prove the route-module contract end to end.
const pluginModule = {
  rest: {
    'demo/v1/items/:id': { methods: 'GET', nonce: null, handler: (req: HandlerRequest) => json({ id: req.params.id }) },
    'demo/v1/secure': { methods: 'POST', nonce: 'wp_rest', handler: () => json({ ok: true }) },
  },
  ajax: {
    demo_echo: { nonce: null, handler: (req: HandlerRequest) => json(req.fields) },
    demo_guarded: { nonce: { action: 'demo-nonce', field: 'security' }, handler: () => text('yes') },
  },
  http: [{ method: 'GET', path: '/files/:name', handler: (req: HandlerRequest) => text(`file ${req.params.name}`) }],
  migrations: [{ id: 'demo-001', sql: 'CREATE TABLE demo (id INTEGER PRIMARY KEY)' }],
};

let app: AppServer;
let base: string;
let db: Database;

beforeAll(async () => {
  app = await startAppServer({ module: pluginModule });
  ({ base, db } = app);
});

afterAll(() => app.close());

const issue = async (action: string) => (await (await fetch(`${base}/__test/nonce?action=${action}`)).json()).nonce as string;

describe('nonces', () => {
  it('look like WordPress nonces: 10 lowercase hex characters', () => {
    for (let i = 0; i < 50; i += 1) expect(newNonceValue()).toMatch(NONCE_PATTERN);
  });
});

describe('REST routing', () => {
  it('routes /wp-json/ and ?rest_route= to the same handler, with path params', async () => {
    expect(await (await fetch(`${base}/wp-json/demo/v1/items/42`)).json()).toEqual({ id: '42' });
    expect(await (await fetch(`${base}/?rest_route=/demo/v1/items/7`)).json()).toEqual({ id: '7' });
  });

  it('answers rest_no_route for an unknown route or method', async () => {
    const asked: [string, string][] = [[`${base}/wp-json/demo/v1/nothing`, 'GET'], [`${base}/wp-json/demo/v1/secure`, 'GET']];
    for (const [url, method] of asked) {
      const response = await fetch(url, { method });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('rest_no_route');
    }
  });

  it('checks X-WP-Nonce against wp_rest', async () => {
    const nonce = await issue('wp_rest');
    expect((await fetch(`${base}/wp-json/demo/v1/secure`, { method: 'POST', headers: { 'X-WP-Nonce': nonce } })).status).toBe(200);
    const refused = await fetch(`${base}/wp-json/demo/v1/secure`, { method: 'POST', headers: { 'X-WP-Nonce': await issue('other') } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
  });
});

describe('admin-ajax routing', () => {
  const ajax = (body: URLSearchParams) => fetch(`${base}/wp-admin/admin-ajax.php`, { method: 'POST', body });

  it('finds the action in the body, urlencoded', async () => {
    expect(await (await ajax(new URLSearchParams({ action: 'demo_echo', 'a[]': '1' }))).json()).toEqual({ action: 'demo_echo', a: ['1'] });
  });

  it('answers 400 "0" for an unknown action and 403 "-1" for a bad nonce in a custom field', async () => {
    const unknown = await ajax(new URLSearchParams({ action: 'nope' }));
    expect([unknown.status, await unknown.text()]).toEqual([400, '0']);
    const bad = await ajax(new URLSearchParams({ action: 'demo_guarded', security: 'aaaaaaaaaa' }));
    expect([bad.status, await bad.text()]).toEqual([403, '-1']);
    const good = await ajax(new URLSearchParams({ action: 'demo_guarded', security: await issue('demo-nonce') }));
    expect([good.status, await good.text()]).toEqual([200, 'yes']);
  });

  it('logs every call in the requests table', () => {
    const rows = db.all("SELECT action, status FROM requests WHERE route = 'admin-ajax' ORDER BY id");
    expect(rows.map((r) => `${r.action} ${r.status}`)).toEqual([
      'demo_echo 200',
      'nope 400',
      'demo_guarded 403',
      'demo_guarded 200',
    ]);
  });
});

describe('module http routes and migrations', () => {
  it('serves a declared path with params and applied the module migration', async () => {
    expect(await (await fetch(`${base}/files/report.pdf`)).text()).toBe('file report.pdf');
    expect(db.tables()).toContain('demo');
  });

  it('refuses two modules declaring the same ajax action', () => {
    expect(() =>
      buildRouteTable([
        { file: 'a.mjs', exports: { ajax: { x: { nonce: null, handler: () => text('') } } } },
        { file: 'b.mjs', exports: { ajax: { x: { nonce: null, handler: () => text('') } } } },
      ]),
    ).toThrow(/already declared by a\.mjs/);
  });
});
