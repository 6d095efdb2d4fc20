import { createHttp } from '../../../adapters/http-on-demand';
import { json, never, siteEnvironment } from '../../support';
import { failure } from './http-failure';

const endpoint = { route: 'apbct_decode_email', action: 'apbct_decode_email' };

afterEach(() => jest.dontMock('../../../adapters/http'));

describe('http on demand: the client whose code loads at its first call', () => {
  it('sends the calls made while its code loads, in the order they were made', async () => {
    const { env, site } = siteEnvironment({ '*': json({ ok: 1 }) });
    const http = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa' });
    const first = http.call(endpoint, { n: '1' });
    const second = http.request('/second', { method: 'POST', body: { n: 2 } });
    expect(site.requests).toHaveLength(0);
    await expect(first).resolves.toEqual({ ok: 1 });
    await expect(second).resolves.toEqual({ ok: 1 });
    expect(site.requests.map((r) => r.path)).toEqual(['/wp-json/apbct_decode_email', '/second']);
  });

  it("abortAll() and a caller's signal end calls still waiting for the code: kind 'aborted', nothing sent", async () => {
    const { env, site } = siteEnvironment({ '*': never() });
    const http = createHttp(env, { transport: 'rest' });
    const controller = new AbortController();
    const bySignal = failure(http.request('/a', { signal: controller.signal }));
    const byAbortAll = failure(http.call(endpoint));
    controller.abort();
    http.abortAll();
    expect((await bySignal).kind).toBe('aborted');
    expect((await byAbortAll).kind).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(site.requests).toHaveLength(0);
  });

  it('a call whose signal is already aborted is not sent', async () => {
    const { env, site } = siteEnvironment({ '*': json({ ok: 1 }) });
    const controller = new AbortController();
    controller.abort();
    expect((await failure(createHttp(env, { transport: 'rest' }).request('/x', { signal: controller.signal }))).kind).toBe('aborted');
    expect(site.requests).toHaveLength(0);
  });

  it('code that fails to load is a network error to its callers, and the next call loads it again and is sent', async () => {
    const { env, site } = siteEnvironment({ '*': json({ ok: 1 }) });
    jest.doMock('../../../adapters/http', () => {
      throw new Error('chunk failed to load');
    });
    const http = createHttp(env, { transport: 'rest' });
    const error = await failure(http.call(endpoint));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network error: the server could not be reached.');
    jest.dontMock('../../../adapters/http');
    await expect(http.call(endpoint)).resolves.toEqual({ ok: 1 });
    expect(site.requests).toHaveLength(1);
  });
});
