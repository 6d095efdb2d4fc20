/** @jest-environment node */
import { LOGGED_BODY_BYTES } from '../../../fixtures/server/request-log.mjs';
import type { HandlerRequest } from '../../../fixtures/server/request.mjs';
import { text } from '../../../fixtures/server/respond.mjs';
import { startAppServer, type AppServer } from './app-server';

const MB = 1024 * 1024;

// What the handler itself got, to show the cap is the log's alone.
let received = { rawBytes: 0, field: 0 };
const upload = (req: HandlerRequest) => {
  received = { rawBytes: req.rawBody.length, field: String(req.fields.note ?? '').length };
  return text('stored');
};

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer({
    module: {
      ajax: { demo_note: { methods: 'POST', nonce: null, handler: upload } },
      http: [{ method: 'POST', path: '/upload', handler: upload }],
    },
  });
});
afterAll(() => app.close());

const lastLogged = () => app.db.get('SELECT body, body_length, body_truncated FROM requests ORDER BY id DESC LIMIT 1');

describe('the request log', () => {
  it('keeps a body under the cap whole, as its fields', async () => {
    const sent = new URLSearchParams({ action: 'demo_note', note: 'short' });
    expect((await fetch(`${app.base}/wp-admin/admin-ajax.php`, { method: 'POST', body: sent })).status).toBe(200);
    const row = lastLogged();
    expect(JSON.parse(String(row?.body))).toEqual({ action: 'demo_note', note: 'short' });
    expect(row).toMatchObject({ body_length: sent.toString().length, body_truncated: 0 });
  });

  it('keeps only the first 64 KB of a 10 MB upload, with its length and the truncated flag; the handler gets it all', async () => {
    const body = Buffer.alloc(10 * MB, 'x');
    body.write('first bytes:');
    const answer = await fetch(`${app.base}/upload`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body });
    expect(answer.status).toBe(200);
    expect(received.rawBytes).toBe(10 * MB);

    const row = lastLogged();
    expect(row).toMatchObject({ body_length: 10 * MB, body_truncated: 1 });
    const kept = JSON.parse(String(row?.body));
    expect(kept._raw).toHaveLength(LOGGED_BODY_BYTES);
    expect(kept._raw.startsWith('first bytes:xxx')).toBe(true);
    expect(String(row?.body).length).toBeLessThan(LOGGED_BODY_BYTES + 100);
  }, 30_000);

  it('caps a large form field the same way, while the handler reads the whole field', async () => {
    const note = 'y'.repeat(MB);
    const sent = new URLSearchParams({ action: 'demo_note', note });
    expect((await fetch(`${app.base}/wp-admin/admin-ajax.php`, { method: 'POST', body: sent })).status).toBe(200);
    expect(received.field).toBe(MB);

    const row = lastLogged();
    expect(row).toMatchObject({ body_length: sent.toString().length, body_truncated: 1 });
    expect(JSON.parse(String(row?.body))._raw).toBe(sent.toString().slice(0, LOGGED_BODY_BYTES));
  }, 30_000);
});

describe('the request log is a ring of the newest requests', () => {
  it('past its size drops the oldest rows, keeping the newest in order', async () => {
    const ring = await startAppServer({ module: { ajax: { demo_note: { methods: 'POST', nonce: null, handler: upload } } }, requestLogRows: 3 });
    try {
      for (let i = 1; i <= 5; i += 1) {
        await fetch(`${ring.base}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams({ action: 'demo_note', note: String(i) }) });
      }
      const notes = ring.db.all('SELECT body FROM requests ORDER BY id').map((row) => JSON.parse(String(row.body)).note);
      expect(notes).toEqual(['3', '4', '5']);
    } finally {
      await ring.close();
    }
  });
});
