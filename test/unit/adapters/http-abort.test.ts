import { getEventListeners } from 'node:events';
import { createHttp } from '../../../adapters/http';
import { json, never, siteEnvironment, type Answer } from '../../support';
import { failure } from './http-failure';

const endpoint = { route: 'apbct_decode_email', action: 'apbct_decode_email' };
/** A client over a fake site that answers every request with `answer`. */
function client(answer: Answer) {
  const { env, site } = siteEnvironment({ '*': answer });
  return { site, http: createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa' }) };
}

describe('http: cancelling', () => {
  it("aborts a running call when the caller's signal aborts: kind 'aborted', fetch's signal aborted", async () => {
    const { http, site } = client(never());
    const controller = new AbortController();
    const pending = failure(http.call(endpoint, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(site.requests[0]!.signal?.aborted).toBe(true);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('does not even send when the signal is already aborted', async () => {
    const { http, site } = client(never());
    const controller = new AbortController();
    controller.abort();
    expect((await failure(http.request('/x', { signal: controller.signal }))).kind).toBe('aborted');
    expect(site.fetch).not.toHaveBeenCalled();
  });

  it('abortAll() aborts every running call of the client, and the client still works afterwards', async () => {
    const { http } = client(never());
    const first = failure(http.call(endpoint));
    const second = failure(http.request('/y'));
    http.abortAll();
    expect((await first).kind).toBe('aborted');
    expect((await second).kind).toBe('aborted');
    const later = createHttp(siteEnvironment({ '*': [json({ ok: 1 })] }).env, { transport: 'rest' });
    later.abortAll();
    await expect(later.call(endpoint)).resolves.toEqual({ ok: 1 });
  });

  it('abortAll() leaves calls of other clients alone', async () => {
    const { env } = siteEnvironment({ '*': json({ ok: 1 }) });
    const mine = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa' });
    const theirs = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa' });
    const call = theirs.call(endpoint);
    mine.abortAll();
    await expect(call).resolves.toEqual({ ok: 1 });
  });

  it('aborting while a nonce refresh is under way ends the call at once, without a retry', async () => {
    const { env, site } = siteEnvironment({ '*': [json({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } }, 403)] });
    let refreshStarted!: () => void;
    const started = new Promise<void>((resolve) => (refreshStarted = resolve));
    const refreshNonce = jest.fn(() => {
      refreshStarted();
      return new Promise<string | null>(() => undefined);
    });
    const http = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce });
    const pending = failure(http.call(endpoint));
    await started;
    http.abortAll();
    expect((await pending).kind).toBe('aborted');
    expect(site.fetch).toHaveBeenCalledTimes(1);
  });
});
