import { getEventListeners } from 'node:events';
import { createHttp, isHttpError, TIMEOUT_MS, type HttpConfig, type HttpError } from '../../../adapters/http';
import { json, networkError, never, siteEnvironment, text, type Answer, type TestEnvironment } from '../../support';
import { failure } from './http-failure';

const endpoint = { route: 'check_email_before_post', action: 'apbct_email_check_before_post' };

/** A client over a fake site answering `answer` (a list: in turn), with the site and the environment. */
function setup(answer: Answer, config: Partial<HttpConfig> = {}) {
  const { env, site } = siteEnvironment({ '*': answer });
  return { env, site, http: createHttp(env, { transport: 'rest', namespace: 'cleantalk-antispam/v1', nonce: () => 'abcdef0123', ...config }) };
}

/** Moves the fake clock, then lets the promise callbacks it started run. */
const advance = async (env: TestEnvironment, ms: number) => {
  env.timers.advance(ms);
  await flush();
};

/** Lets promise callbacks run without moving fake time. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function track(promise: Promise<unknown>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('http: time-out', () => {
  it.each(['rest', 'admin_ajax'] as const)('[NET-009] a %s call is still pending at 14999 ms and fails at 15000 ms', async (transport) => {
    expect(TIMEOUT_MS).toBe(15000);
    const { env, http } = setup(never(), { transport });
    const state = track(http.call(endpoint, { email: 'a@b.test' }));
    await flush();
    await advance(env, 14999);
    expect(state.settled).toBe(false);
    await advance(env, 1);
    expect(state.settled).toBe(true);
    expect(isHttpError(state.error)).toBe(true);
    expect((state.error as HttpError).kind).toBe('timeout');
  });

  it('[NET-010] a call with no answer after 15000 ms fails with "Server response timeout" and aborts the fetch', async () => {
    const { env, site, http } = setup(never());
    const pending = failure(http.call(endpoint));
    await flush();
    await advance(env, 15000);
    const error = await pending;
    expect(error.message).toBe('Server response timeout');
    expect(error.kind).toBe('timeout');
    expect(site.requests[0]!.signal?.aborted).toBe(true);
  });

  it('[NET-010] the time-out holds even when fetch ignores its abort signal', async () => {
    const { env, http } = setup({ delay: Infinity, ignoreAbort: true });
    const pending = failure(http.request('/anything'));
    await flush();
    await advance(env, 15000);
    expect((await pending).message).toBe('Server response timeout');
  });

  it('[NET-009] request() has the same 15000 ms time-out, and timeoutMs overrides it', async () => {
    const { env, http } = setup(never());
    const state = track(http.request('/wp-admin/admin-ajax.php', { body: new URLSearchParams({ action: 'x' }) }));
    await flush();
    await advance(env, 14999);
    expect(state.settled).toBe(false);
    await advance(env, 1);
    expect((state.error as HttpError).kind).toBe('timeout');

    const shortly = setup(never(), { timeoutMs: 100 });
    const short = track(shortly.http.call(endpoint));
    await flush();
    await advance(shortly.env, 100);
    expect((short.error as HttpError).message).toBe('Server response timeout');
  });

  it('leaves no timer and no abort listener behind once a call settles', async () => {
    const { env, http } = setup([json({ result: 'ok' }), text('nope', 404)]);
    const controller = new AbortController();
    await expect(http.call(endpoint, {}, { signal: controller.signal })).resolves.toEqual({ result: 'ok' });
    await failure(http.call(endpoint, {}, { signal: controller.signal }));
    expect(env.timers.pending()).toBe(0);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('http: the error catalogue', () => {
  it('[NET-011] status 200 with a body that is not JSON fails with "Unexpected response from server. See console for details." and logs the body', async () => {
    const { env, http } = setup([text('<html>Fatal error</html>')]);
    const error = await failure(http.call(endpoint));
    expect(error.message).toBe('Unexpected response from server. See console for details.');
    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
    expect(env.console.error).toHaveBeenCalledWith(expect.any(String), '<html>Fatal error</html>');
  });

  it('[NET-011] an empty 200 answer to a JSON call is a parse error too', async () => {
    const error = await failure(setup([text('')]).http.call(endpoint));
    expect(error.message).toBe('Unexpected response from server. See console for details.');
  });

  it('[NET-012] status 500 fails with "Internal server error."', async () => {
    const error = await failure(setup([text('oops', 500)]).http.call(endpoint));
    expect(error.message).toBe('Internal server error.');
    expect(error.kind).toBe('status');
    expect(error.status).toBe(500);
    expect(error.body).toBe('oops');
  });

  it.each([400, 403, 404, 502, 503])('[NET-013] status %i fails with "Unexpected response code"', async (status) => {
    const error = await failure(setup([json({ code: 'x', message: 'y' }, status)]).http.call(endpoint));
    expect(error.message).toBe('Unexpected response code');
    expect(error.kind).toBe('status');
    expect(error.status).toBe(status);
    expect(error.body).toEqual({ code: 'x', message: 'y' });
  });

  it('[NET-012] [NET-013] request() maps statuses the same way', async () => {
    const { http } = setup([text('', 500), text('', 404)]);
    expect((await failure(http.request('/a'))).message).toBe('Internal server error.');
    expect((await failure(http.request('/b'))).message).toBe('Unexpected response code');
  });

  it('a 2xx JSON answer with an "error" key fails with kind "server" and the server text', async () => {
    const error = await failure(setup([json({ success: false, error: 'AltSessions: no data' })]).http.call(endpoint));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('AltSessions: no data');
    expect(error.body).toEqual({ success: false, error: 'AltSessions: no data' });
  });

  it('request() does not apply the "error" key rule (it is CleanTalk\'s, not HTTP\'s)', async () => {
    await expect(setup([json({ error: 'x' })]).http.request('/a')).resolves.toEqual({ error: 'x' });
  });

  it('a fetch that rejects (offline) fails with kind "network"', async () => {
    const error = await failure(setup(networkError('Failed to fetch')).http.call(endpoint));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/network/i);
  });
});
