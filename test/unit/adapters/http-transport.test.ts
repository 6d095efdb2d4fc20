import { createHttp, type HttpConfig } from '../../../adapters/http';
import { testEnvironment } from './environment';
import { answers, json, sent, text } from './http-support';

const decode = { route: 'apbct_decode_email', action: 'apbct_decode_email' };

function client(fetch: jest.Mock, config: Partial<HttpConfig> = {}) {
  const env = testEnvironment({ fetch, random: () => 0.25 });
  return createHttp(env, {
    transport: 'rest',
    restUrl: 'https://site.test/wp-json/',
    namespace: 'cleantalk-antispam/v1',
    ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php',
    nonce: () => 'abcdef0123',
    ...config,
  });
}

describe('http: transports', () => {
  it('[NET-001] over REST a call is a multipart POST to the REST base + namespace + route', async () => {
    const fetch = answers(json({ success: true, data: [] }));
    const result = await client(fetch).call(decode, { post_url: 'https://site.test/contact/', encodedEmails: { a: 'x' }, n: 2 });
    expect(result).toEqual({ success: true, data: [] });
    const request = sent(fetch);
    expect(request.url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(request.method).toBe('POST');
    expect(request.form?.get('post_url')).toBe('https://site.test/contact/');
    // Objects travel JSON-stringified in their field, as the original sent them.
    expect(request.form?.get('encodedEmails')).toBe('{"a":"x"}');
    expect(request.form?.get('n')).toBe('2');
    expect(request.form?.has('action')).toBe(false);
  });

  it('[NET-001] joins a plain-permalink REST root (?rest_route=/) by concatenation', async () => {
    const fetch = answers(json({}));
    await client(fetch, { restUrl: 'https://site.test/?rest_route=/' }).call(decode);
    expect(sent(fetch).url).toBe('https://site.test/?rest_route=/cleantalk-antispam/v1/apbct_decode_email');
  });

  it('[NET-002] over admin-ajax a call is a multipart POST to the AJAX URL with action and no_cache', async () => {
    const fetch = answers(json({ success: true }));
    await client(fetch, { transport: 'admin_ajax' }).call(decode, { email: 'a@b.test' });
    const request = sent(fetch);
    expect(request.url).toBe('https://site.test/wp-admin/admin-ajax.php');
    expect(request.method).toBe('POST');
    expect(request.form?.get('action')).toBe('apbct_decode_email');
    expect(request.form?.get('email')).toBe('a@b.test');
    expect(request.form?.get('no_cache')).toBe('0.25');
  });

  it('[NET-001] [NET-002] a transport given as a function is re-read on every call', async () => {
    let transport: 'rest' | 'admin_ajax' = 'rest';
    const fetch = answers(json({}), json({}));
    const http = client(fetch, { transport: () => transport });
    await http.call(decode);
    transport = 'admin_ajax';
    await http.call(decode);
    expect(sent(fetch, 0).url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(sent(fetch, 1).url).toBe('https://site.test/wp-admin/admin-ajax.php');
  });

  it('[NET-003] REST calls send the nonce in the X-WP-Nonce header, not as a field', async () => {
    const fetch = answers(json({}));
    await client(fetch).call(decode, {}, { headers: { 'X-Extra': '1' } });
    const request = sent(fetch);
    expect(request.headers.get('X-WP-Nonce')).toBe('abcdef0123');
    expect(request.headers.get('X-Extra')).toBe('1');
    expect(request.form?.has('_ajax_nonce')).toBe(false);
  });

  it('[NET-004] admin-ajax calls send the nonce as the _ajax_nonce field, not as a header', async () => {
    const fetch = answers(json({}));
    await client(fetch, { transport: 'admin_ajax' }).call(decode);
    const request = sent(fetch);
    expect(request.form?.get('_ajax_nonce')).toBe('abcdef0123');
    expect(request.headers.has('X-WP-Nonce')).toBe(false);
  });

  it('leaves an empty nonce out instead of sending it blank', async () => {
    const fetch = answers(json({}), json({}));
    await client(fetch, { nonce: () => '' }).call(decode);
    await client(fetch, { nonce: () => '', transport: 'admin_ajax' }).call(decode);
    expect(sent(fetch, 0).headers.has('X-WP-Nonce')).toBe(false);
    expect(sent(fetch, 1).form?.has('_ajax_nonce')).toBe(false);
  });

  it('copies a FormData given as fields and never changes it', async () => {
    const fetch = answers(json({}));
    const fields = new FormData();
    fields.append('email', 'a@b.test');
    await client(fetch, { transport: 'admin_ajax' }).call(decode, fields);
    expect(sent(fetch).form?.get('email')).toBe('a@b.test');
    expect(sent(fetch).form?.get('action')).toBe('apbct_decode_email');
    expect(fields.has('action')).toBe(false);
  });

  it('GET calls carry the fields in the query string', async () => {
    const fetch = answers(json({}));
    await client(fetch).call({ route: 'js_keys__get', action: 'apbct_js_keys__get' }, { a: '1' }, { method: 'GET' });
    expect(sent(fetch).url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/js_keys__get?a=1');
    expect(sent(fetch).method).toBe('GET');
  });

  it('returns the raw text when responseType is text (the pixel URL)', async () => {
    const fetch = answers(text('https://pixel.test/p.gif'));
    await expect(client(fetch).call({ route: 'apbct_get_pixel_url', action: 'apbct_get_pixel_url' }, {}, { responseType: 'text' })).resolves.toBe(
      'https://pixel.test/p.gif',
    );
  });

  it('request(): JSON body for a plain object, query merged, no nonce', async () => {
    const fetch = answers(json({ status: 'mail_sent' }));
    const result = await client(fetch).request('https://site.test/wp-json/contact-form-7/v1/contact-forms/5/feedback', {
      body: { a: 1 },
      query: { lang: 'en' },
    });
    expect(result).toEqual({ status: 'mail_sent' });
    const [, init] = fetch.mock.calls[0]!;
    expect(sent(fetch).url).toBe('https://site.test/wp-json/contact-form-7/v1/contact-forms/5/feedback?lang=en');
    expect(sent(fetch).method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sent(fetch).headers.get('content-type')).toBe('application/json');
    expect(sent(fetch).headers.has('X-WP-Nonce')).toBe(false);
  });
});
