import { createHttp, wpRemoteNonceRefresher, type HttpConfig } from '../../../adapters/http';
import { testEnvironment } from './environment';
import { answers, failure, json, sent, text } from './http-support';

const alt = { route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX' };
const restNonceError = () => json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);

function client(fetch: jest.Mock, config: Partial<HttpConfig> = {}) {
  return createHttp(testEnvironment({ fetch }), { transport: 'rest', namespace: 'cleantalk-antispam/v1', nonce: () => 'aaaaaaaaaa', ...config });
}

describe('http: 403 nonce refresh', () => {
  it('[NET-003] REST: a stale-nonce 403 asks the refresher with the stale nonce, then retries once with the fresh one in X-WP-Nonce', async () => {
    const fetch = answers(restNonceError(), json({ success: true }), json({ success: true }));
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const http = client(fetch, { refreshNonce });
    await expect(http.call(alt, { cookies: '{"a":1}' })).resolves.toEqual({ success: true });
    expect(refreshNonce).toHaveBeenCalledTimes(1);
    expect(refreshNonce).toHaveBeenCalledWith('aaaaaaaaaa', { endpoint: alt, fields: { cookies: '{"a":1}' } });
    expect(sent(fetch, 0).headers.get('X-WP-Nonce')).toBe('aaaaaaaaaa');
    expect(sent(fetch, 1).headers.get('X-WP-Nonce')).toBe('bbbbbbbbbb');
    expect(sent(fetch, 1).form?.get('cookies')).toBe('{"a":1}');
    // The fresh nonce replaces the printed one for later calls.
    await http.call(alt);
    expect(sent(fetch, 2).headers.get('X-WP-Nonce')).toBe('bbbbbbbbbb');
    expect(refreshNonce).toHaveBeenCalledTimes(1);
  });

  it('[NET-004] admin-ajax: a 403 with the body -1 is refreshed and retried with the fresh _ajax_nonce', async () => {
    const fetch = answers(text('-1', 403), json({ success: true }));
    const refreshNonce = jest.fn().mockResolvedValue('cccccccccc');
    await expect(client(fetch, { transport: 'admin_ajax', refreshNonce }).call(alt)).resolves.toEqual({ success: true });
    expect(refreshNonce).toHaveBeenCalledWith('aaaaaaaaaa', expect.objectContaining({ endpoint: alt }));
    expect(sent(fetch, 0).form?.get('_ajax_nonce')).toBe('aaaaaaaaaa');
    expect(sent(fetch, 1).form?.get('_ajax_nonce')).toBe('cccccccccc');
    expect(sent(fetch, 1).form?.get('action')).toBe('apbct_alt_session__save__AJAX');
  });

  it('[NET-013] a second 403 after the retry fails with "Unexpected response code", with no third request', async () => {
    const fetch = answers(restNonceError(), restNonceError());
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const error = await failure(client(fetch, { refreshNonce }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(error.status).toBe(403);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refreshNonce).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] without a refresher the 403 fails at once, without retry', async () => {
    const fetch = answers(text('-1', 403));
    const error = await failure(client(fetch, { transport: 'admin_ajax' }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] without a stale nonce there is nothing to refresh: no refresher call, no retry', async () => {
    const fetch = answers(restNonceError());
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const error = await failure(client(fetch, { nonce: () => '', refreshNonce }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(refreshNonce).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] a refresher that returns null or throws ends the call with "Unexpected response code"', async () => {
    for (const refreshNonce of [jest.fn().mockResolvedValue(null), jest.fn().mockRejectedValue(new Error('down'))]) {
      const fetch = answers(restNonceError());
      const error = await failure(client(fetch, { refreshNonce }).call(alt));
      expect(error.message).toBe('Unexpected response code');
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('a 403 that is not a nonce failure is not refreshed', async () => {
    const fetch = answers(text('Forbidden', 403));
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    await failure(client(fetch, { refreshNonce }).call(alt));
    expect(refreshNonce).not.toHaveBeenCalled();
  });
});

describe('wpRemoteNonceRefresher', () => {
  const request = { endpoint: alt, fields: { cookies: '{}' } };

  it('posts get_fresh_wpnonce with plugin name, stale nonce and request params to the site home, and returns the nonce', async () => {
    const fetch = answers(json({ wpnonce: '0123abcdef' }));
    const refresh = wpRemoteNonceRefresher(testEnvironment({ fetch }), {})!;
    await expect(refresh('aaaaaaaaaa', request)).resolves.toBe('0123abcdef');
    const posted = sent(fetch);
    expect(posted.url).toBe(`${window.location.origin}/`);
    expect(posted.method).toBe('POST');
    expect(posted.form?.get('spbc_remote_call_action')).toBe('get_fresh_wpnonce');
    expect(posted.form?.get('plugin_name')).toBe('antispam');
    expect(posted.form?.get('nonce_prev')).toBe('aaaaaaaaaa');
    expect(JSON.parse(String(posted.form?.get('initial_request_params')))).toEqual({
      route: 'alt_sessions',
      action: 'apbct_alt_session__save__AJAX',
      data: { cookies: '{}' },
    });
  });

  it('uses the given url and plugin name', async () => {
    const fetch = answers(json({ wpnonce: '0123abcdef' }));
    await wpRemoteNonceRefresher(testEnvironment({ fetch }), { url: 'https://site.test/blog/', pluginName: 'security' })!('a', request);
    expect(sent(fetch).url).toBe('https://site.test/blog/');
    expect(sent(fetch).form?.get('plugin_name')).toBe('security');
  });

  it.each([
    ['an error reply', () => json({ error: 'Wrong nonce provided' })],
    ['an HTML page', () => text('<!doctype html><title>Home</title>')],
    ['a server error', () => text('', 500)],
    ['an empty nonce', () => json({ wpnonce: '' })],
  ])('gives null for %s, logging no error', async (_name, reply) => {
    const env = testEnvironment({ fetch: answers(reply()) });
    await expect(wpRemoteNonceRefresher(env, {})!('a', request)).resolves.toBeNull();
    expect(env.console.error).not.toHaveBeenCalled();
  });

  it('gives null when the network fails', async () => {
    const env = testEnvironment({ fetch: jest.fn().mockRejectedValue(new TypeError('offline')) });
    await expect(wpRemoteNonceRefresher(env, {})!('a', request)).resolves.toBeNull();
  });

  it('plugs into createHttp: a REST 403 is healed end to end', async () => {
    const fetch = answers(restNonceError(), json({ wpnonce: '0123abcdef' }), json({ success: true }));
    const env = testEnvironment({ fetch });
    const http = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce: wpRemoteNonceRefresher(env, {}) });
    await expect(http.call(alt)).resolves.toEqual({ success: true });
    expect(sent(fetch, 1).form?.get('nonce_prev')).toBe('aaaaaaaaaa');
    expect(sent(fetch, 2).headers.get('X-WP-Nonce')).toBe('0123abcdef');
  });

  it("refreshNonce 'wp-remote-call' plugs it in by name: the plugin needs no environment", async () => {
    const fetch = answers(restNonceError(), json({ wpnonce: '0123abcdef' }), json({ success: true }));
    const http = createHttp(testEnvironment({ fetch }), { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce: 'wp-remote-call' });
    await expect(http.call(alt)).resolves.toEqual({ success: true });
    expect(sent(fetch, 1).url).toBe(`${window.location.origin}/`);
    expect(sent(fetch, 1).form?.get('spbc_remote_call_action')).toBe('get_fresh_wpnonce');
    expect(sent(fetch, 2).headers.get('X-WP-Nonce')).toBe('0123abcdef');
  });
});
