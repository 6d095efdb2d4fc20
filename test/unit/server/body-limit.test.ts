/** @jest-environment node */
import http from 'node:http';
import type { HandlerRequest } from '../../../fixtures/server/request.mjs';
import { text } from '../../../fixtures/server/respond.mjs';
import { startAppServer, type AppServer } from './app-server';

const LIMIT = 1024 * 1024;

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer({
    maxBodyBytes: LIMIT,
    module: { http: [{ method: 'POST', path: '/upload', handler: (req: HandlerRequest) => text(String(req.rawBody.length)) }] },
  });
});
afterAll(() => app.close());

/** Uploads `bytes` with Node's client; the answer, or the error that came instead. */
function upload(bytes: number): Promise<{ status?: number; headers?: http.IncomingHttpHeaders; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port: app.port,
      method: 'POST',
      path: '/upload',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes) },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(Buffer.alloc(bytes, 'z'));
  });
}

describe('the body size limit', () => {
  it('answers 413 to a client uploading twice the limit, and the client receives it', async () => {
    const answer = await upload(2 * LIMIT);
    expect(answer).toMatchObject({ status: 413, body: 'Request body too large' });
    expect(answer.headers?.connection).toBe('close');
  }, 30_000);

  it('still takes a body of exactly the limit, and the next requests', async () => {
    expect(await upload(LIMIT)).toMatchObject({ status: 200, body: String(LIMIT) });
    await upload(2 * LIMIT);
    expect(await upload(10)).toMatchObject({ status: 200, body: '10' });
  }, 30_000);
});
