import { getEventListeners } from 'node:events';
import { createHttp } from '../../../adapters/http';
import { testEnvironment } from './environment';
import { answers, failure, json, silentFetch } from './http-support';

const endpoint = { route: 'apbct_decode_email', action: 'apbct_decode_email' };
const client = (fetch: jest.Mock) => createHttp(testEnvironment({ fetch }), { transport: 'rest', nonce: () => 'aaaaaaaaaa' });

describe('http: cancelling', () => {
  it("aborts a running call when the caller's signal aborts: kind 'aborted', fetch's signal aborted", async () => {
    const fetch = silentFetch();
    const controller = new AbortController();
    const pending = failure(client(fetch).call(endpoint, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect((fetch.mock.calls[0]![1] as RequestInit).signal?.aborted).toBe(true);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('does not even send when the signal is already aborted', async () => {
    const fetch = silentFetch();
    const controller = new AbortController();
    controller.abort();
    expect((await failure(client(fetch).request('/x', { signal: controller.signal }))).kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('abortAll() aborts every running call of the client, and the client still works afterwards', async () => {
    const fetch = silentFetch();
    const http = client(fetch);
    const first = failure(http.call(endpoint));
    const second = failure(http.request('/y'));
    http.abortAll();
    expect((await first).kind).toBe('aborted');
    expect((await second).kind).toBe('aborted');
    const later = createHttp(testEnvironment({ fetch: answers(json({ ok: 1 })) }), { transport: 'rest' });
    later.abortAll();
    await expect(later.call(endpoint)).resolves.toEqual({ ok: 1 });
  });

  it('abortAll() leaves calls of other clients alone', async () => {
    const fetch = jest.fn(async () => json({ ok: 1 }));
    const mine = client(fetch);
    const theirs = client(fetch);
    const call = theirs.call(endpoint);
    mine.abortAll();
    await expect(call).resolves.toEqual({ ok: 1 });
  });

  it('aborting while a nonce refresh is under way ends the call at once, without a retry', async () => {
    const fetch = answers(json({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } }, 403));
    let refreshStarted!: () => void;
    const started = new Promise<void>((resolve) => (refreshStarted = resolve));
    const refreshNonce = jest.fn(() => {
      refreshStarted();
      return new Promise<string | null>(() => undefined);
    });
    const http = createHttp(testEnvironment({ fetch }), { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce });
    const pending = failure(http.call(endpoint));
    await started;
    http.abortAll();
    expect((await pending).kind).toBe('aborted');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
