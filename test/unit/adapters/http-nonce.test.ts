import { createHttp, wpRemoteNonceRefresher, type HttpConfig } from '../../../adapters/http';
import { json, networkError, siteEnvironment, text, type Answer } from '../../support';
import { failure } from './http-failure';

const alt = { route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX' };
const restNonceError = () => json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, 403);

/** A fake site answering these in turn, and the environment over it. */
const answers = (...replies: Answer[]) => siteEnvironment({ '*': replies });

function client({ env }: ReturnType<typeof answers>, config: Partial<HttpConfig> = {}) {
  return createHttp(env, { transport: 'rest', namespace: 'cleantalk-antispam/v1', nonce: () => 'aaaaaaaaaa', ...config });
}

describe('http: 403 nonce refresh', () => {
  it('[NET-003] REST: a stale-nonce 403 asks the refresher with the stale nonce, then retries once with the fresh one in X-WP-Nonce', async () => {
    const fake = answers(restNonceError(), json({ success: true }), json({ success: true }));
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const http = client(fake, { refreshNonce });
    await expect(http.call(alt, { cookies: '{"a":1}' })).resolves.toEqual({ success: true });
    expect(refreshNonce).toHaveBeenCalledTimes(1);
    expect(refreshNonce).toHaveBeenCalledWith('aaaaaaaaaa', { endpoint: alt, fields: { cookies: '{"a":1}' }, signal: expect.objectContaining({ aborted: false }) });
    expect(fake.site.requests[0]!.headers['x-wp-nonce']).toBe('aaaaaaaaaa');
    expect(fake.site.requests[1]!.headers['x-wp-nonce']).toBe('bbbbbbbbbb');
    expect(fake.site.requests[1]!.form?.get('cookies')).toBe('{"a":1}');
    // The fresh nonce replaces the printed one for later calls.
    await http.call(alt);
    expect(fake.site.requests[2]!.headers['x-wp-nonce']).toBe('bbbbbbbbbb');
    expect(refreshNonce).toHaveBeenCalledTimes(1);
  });

  it('[NET-004] admin-ajax: a 403 with the body -1 is refreshed and retried with the fresh _ajax_nonce', async () => {
    const fake = answers(text('-1', 403), json({ success: true }));
    const refreshNonce = jest.fn().mockResolvedValue('cccccccccc');
    await expect(client(fake, { transport: 'admin_ajax', refreshNonce }).call(alt)).resolves.toEqual({ success: true });
    expect(refreshNonce).toHaveBeenCalledWith('aaaaaaaaaa', expect.objectContaining({ endpoint: alt }));
    expect(fake.site.requests[0]!.form?.get('_ajax_nonce')).toBe('aaaaaaaaaa');
    expect(fake.site.requests[1]!.form?.get('_ajax_nonce')).toBe('cccccccccc');
    expect(fake.site.requests[1]!.form?.get('action')).toBe('apbct_alt_session__save__AJAX');
  });

  it('[NET-013] a second 403 after the retry fails with "Unexpected response code", with no third request', async () => {
    const fake = answers(restNonceError(), restNonceError());
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const error = await failure(client(fake, { refreshNonce }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(error.status).toBe(403);
    expect(fake.site.fetch).toHaveBeenCalledTimes(2);
    expect(refreshNonce).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] without a refresher the 403 fails at once, without retry', async () => {
    const fake = answers(text('-1', 403));
    const error = await failure(client(fake, { transport: 'admin_ajax' }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(fake.site.fetch).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] without a stale nonce there is nothing to refresh: no refresher call, no retry', async () => {
    const fake = answers(restNonceError());
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    const error = await failure(client(fake, { nonce: () => '', refreshNonce }).call(alt));
    expect(error.message).toBe('Unexpected response code');
    expect(refreshNonce).not.toHaveBeenCalled();
    expect(fake.site.fetch).toHaveBeenCalledTimes(1);
  });

  it('[NET-013] a refresher that returns null or throws ends the call with "Unexpected response code"', async () => {
    for (const refreshNonce of [jest.fn().mockResolvedValue(null), jest.fn().mockRejectedValue(new Error('down'))]) {
      const fake = answers(restNonceError());
      const error = await failure(client(fake, { refreshNonce }).call(alt));
      expect(error.message).toBe('Unexpected response code');
      expect(fake.site.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('a 403 that is not a nonce failure is not refreshed', async () => {
    const fake = answers(text('Forbidden', 403));
    const refreshNonce = jest.fn().mockResolvedValue('bbbbbbbbbb');
    await failure(client(fake, { refreshNonce }).call(alt));
    expect(refreshNonce).not.toHaveBeenCalled();
  });
});

describe('wpRemoteNonceRefresher', () => {
  const request = { endpoint: alt, fields: { cookies: '{}' } };

  it('posts get_fresh_wpnonce with plugin name, stale nonce and request params to the site home, and returns the nonce', async () => {
    const fake = answers(json({ wpnonce: '0123abcdef' }));
    const refresh = wpRemoteNonceRefresher(fake.env, {})!;
    await expect(refresh('aaaaaaaaaa', request)).resolves.toBe('0123abcdef');
    const posted = fake.site.requests[0]!;
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
    const fake = answers(json({ wpnonce: '0123abcdef' }));
    await wpRemoteNonceRefresher(fake.env, { url: 'https://site.test/blog/', pluginName: 'security' })!('a', request);
    expect(fake.site.requests[0]!.url).toBe('https://site.test/blog/');
    expect(fake.site.requests[0]!.form?.get('plugin_name')).toBe('security');
  });

  it.each([
    ['an error reply', () => json({ error: 'Wrong nonce provided' })],
    ['an HTML page', () => text('<!doctype html><title>Home</title>')],
    ['a server error', () => text('', 500)],
    ['an empty nonce', () => json({ wpnonce: '' })],
  ])('gives null for %s, logging no error', async (_name, reply) => {
    const { env } = answers(reply());
    await expect(wpRemoteNonceRefresher(env, {})!('a', request)).resolves.toBeNull();
    expect(env.console.error).not.toHaveBeenCalled();
  });

  it('gives null when the network fails', async () => {
    const { env } = answers(networkError('offline'));
    await expect(wpRemoteNonceRefresher(env, {})!('a', request)).resolves.toBeNull();
  });

  it('plugs into createHttp: a REST 403 is healed end to end', async () => {
    const fake = answers(restNonceError(), json({ wpnonce: '0123abcdef' }), json({ success: true }));
    const { env } = fake;
    const http = createHttp(env, { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce: wpRemoteNonceRefresher(env, {}) });
    await expect(http.call(alt)).resolves.toEqual({ success: true });
    expect(fake.site.requests[1]!.form?.get('nonce_prev')).toBe('aaaaaaaaaa');
    expect(fake.site.requests[2]!.headers['x-wp-nonce']).toBe('0123abcdef');
  });

  it("refreshNonce 'wp-remote-call' plugs it in by name: the plugin needs no environment", async () => {
    const fake = answers(restNonceError(), json({ wpnonce: '0123abcdef' }), json({ success: true }));
    const http = createHttp(fake.env, { transport: 'rest', nonce: () => 'aaaaaaaaaa', refreshNonce: 'wp-remote-call' });
    await expect(http.call(alt)).resolves.toEqual({ success: true });
    expect(fake.site.requests[1]!.url).toBe(`${window.location.origin}/`);
    expect(fake.site.requests[1]!.form?.get('spbc_remote_call_action')).toBe('get_fresh_wpnonce');
    expect(fake.site.requests[2]!.headers['x-wp-nonce']).toBe('0123abcdef');
  });
});
