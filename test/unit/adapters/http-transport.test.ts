import { createHttp, type HttpConfig } from '../../../adapters/http';
import { json, siteEnvironment, text, type Answer, type FakeSite, type TestEnvironment } from '../../support';

const decode = { route: 'apbct_decode_email', action: 'apbct_decode_email' };

/** A fake site answering `answers` in turn, and the environment over it. */
function site(...answers: Answer[]): { env: TestEnvironment; site: FakeSite } {
  return siteEnvironment({ '*': answers }, { random: () => 0.25 });
}

function client(env: TestEnvironment, config: Partial<HttpConfig> = {}) {
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
    const fake = site(json({ success: true, data: [] }));
    const result = await client(fake.env).call(decode, { post_url: 'https://site.test/contact/', encodedEmails: { a: 'x' }, n: 2 });
    expect(result).toEqual({ success: true, data: [] });
    const request = fake.site.requests[0]!;
    expect(request.url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(request.method).toBe('POST');
    expect(request.form?.get('post_url')).toBe('https://site.test/contact/');
    // Objects travel JSON-stringified in their field, as the original sent them.
    expect(request.form?.get('encodedEmails')).toBe('{"a":"x"}');
    expect(request.form?.get('n')).toBe('2');
    expect(request.form?.has('action')).toBe(false);
  });

  it('[NET-001] joins a plain-permalink REST root (?rest_route=/) by concatenation', async () => {
    const fake = site(json({}));
    await client(fake.env, { restUrl: 'https://site.test/?rest_route=/' }).call(decode);
    expect(fake.site.requests[0]!.url).toBe('https://site.test/?rest_route=/cleantalk-antispam/v1/apbct_decode_email');
  });

  it('[NET-002] over admin-ajax a call is a multipart POST to the AJAX URL with action and no_cache', async () => {
    const fake = site(json({ success: true }));
    await client(fake.env, { transport: 'admin_ajax' }).call(decode, { email: 'a@b.test' });
    const request = fake.site.requests[0]!;
    expect(request.url).toBe('https://site.test/wp-admin/admin-ajax.php');
    expect(request.method).toBe('POST');
    expect(request.form?.get('action')).toBe('apbct_decode_email');
    expect(request.form?.get('email')).toBe('a@b.test');
    expect(request.form?.get('no_cache')).toBe('0.25');
  });

  it('[NET-001] [NET-002] a transport given as a function is re-read on every call', async () => {
    let transport: 'rest' | 'admin_ajax' = 'rest';
    const fake = site(json({}), json({}));
    const http = client(fake.env, { transport: () => transport });
    await http.call(decode);
    transport = 'admin_ajax';
    await http.call(decode);
    expect(fake.site.requests[0]!.url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/apbct_decode_email');
    expect(fake.site.requests[1]!.url).toBe('https://site.test/wp-admin/admin-ajax.php');
  });

  it('[NET-003] REST calls send the nonce in the X-WP-Nonce header, not as a field', async () => {
    const fake = site(json({}));
    await client(fake.env).call(decode, {}, { headers: { 'X-Extra': '1' } });
    const request = fake.site.requests[0]!;
    expect(request.headers['x-wp-nonce']).toBe('abcdef0123');
    expect(request.headers['x-extra']).toBe('1');
    expect(request.form?.has('_ajax_nonce')).toBe(false);
  });

  it('[NET-004] admin-ajax calls send the nonce as the _ajax_nonce field, not as a header', async () => {
    const fake = site(json({}));
    await client(fake.env, { transport: 'admin_ajax' }).call(decode);
    const request = fake.site.requests[0]!;
    expect(request.form?.get('_ajax_nonce')).toBe('abcdef0123');
    expect(request.headers).not.toHaveProperty('x-wp-nonce');
  });

  it('leaves an empty nonce out instead of sending it blank', async () => {
    const fake = site(json({}), json({}));
    await client(fake.env, { nonce: () => '' }).call(decode);
    await client(fake.env, { nonce: () => '', transport: 'admin_ajax' }).call(decode);
    expect(fake.site.requests[0]!.headers).not.toHaveProperty('x-wp-nonce');
    expect(fake.site.requests[1]!.form?.has('_ajax_nonce')).toBe(false);
  });

  it('copies a FormData given as fields and never changes it', async () => {
    const fake = site(json({}));
    const fields = new FormData();
    fields.append('email', 'a@b.test');
    await client(fake.env, { transport: 'admin_ajax' }).call(decode, fields);
    expect(fake.site.requests[0]!.form?.get('email')).toBe('a@b.test');
    expect(fake.site.requests[0]!.form?.get('action')).toBe('apbct_decode_email');
    expect(fields.has('action')).toBe(false);
  });

  it('GET calls carry the fields in the query string', async () => {
    const fake = site(json({}));
    await client(fake.env).call({ route: 'js_keys__get', action: 'apbct_js_keys__get' }, { a: '1' }, { method: 'GET' });
    expect(fake.site.requests[0]!.url).toBe('https://site.test/wp-json/cleantalk-antispam/v1/js_keys__get?a=1');
    expect(fake.site.requests[0]!.method).toBe('GET');
  });

  it('returns the raw text when responseType is text (the pixel URL)', async () => {
    const fake = site(text('https://pixel.test/p.gif'));
    await expect(client(fake.env).call({ route: 'apbct_get_pixel_url', action: 'apbct_get_pixel_url' }, {}, { responseType: 'text' })).resolves.toBe(
      'https://pixel.test/p.gif',
    );
  });

  it('request(): JSON body for a plain object, query merged, no nonce', async () => {
    const fake = site(json({ status: 'mail_sent' }));
    const result = await client(fake.env).request('https://site.test/wp-json/contact-form-7/v1/contact-forms/5/feedback', {
      body: { a: 1 },
      query: { lang: 'en' },
    });
    expect(result).toEqual({ status: 'mail_sent' });
    const request = fake.site.requests[0]!;
    expect(request.url).toBe('https://site.test/wp-json/contact-form-7/v1/contact-forms/5/feedback?lang=en');
    expect(request.method).toBe('POST');
    expect(request.body).toBe('{"a":1}');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers).not.toHaveProperty('x-wp-nonce');
  });
});
