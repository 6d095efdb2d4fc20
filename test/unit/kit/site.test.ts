import { createFakeClock, createSite, json, networkError, never, text, type Routes } from '../../support';

const siteWith = (routes: Routes) => {
  const clock = createFakeClock();
  return { clock, site: createSite({ clock, routes }) };
};
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('fake site: routes', () => {
  it('finds an admin-ajax action (body or query), a wc-ajax name and a REST route under either permalink form', async () => {
    const { site } = siteWith({
      'ajax:decode': text('by action'),
      'wc-ajax:get_refreshed_fragments': text('by wc-ajax'),
      'rest:contact-form-7/v1/contact-forms/5/refill': text('by REST route'),
    });
    const form = new FormData();
    form.append('action', 'decode');
    const answers = await Promise.all([
      site.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: form }),
      site.fetch('/wp-admin/admin-ajax.php?action=decode'),
      site.fetch('/?wc-ajax=get_refreshed_fragments', { method: 'POST' }),
      site.fetch('http://localhost/wp-json/contact-form-7/v1/contact-forms/5/refill'),
      site.fetch('/?rest_route=/contact-form-7/v1/contact-forms/5/refill'),
    ]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['by action', 'by action', 'by wc-ajax', 'by REST route', 'by REST route']);
  });

  it('tries the most specific name first (with its method, then without), and * last', async () => {
    const { site } = siteWith({
      'POST /wp-admin/admin-ajax.php': text('by method and path'),
      'ajax:x': text('by action'),
      '/download/1/': text('by path'),
      'https://files.test/download/1/': text('by origin and path'),
      '*': text('anything'),
    });
    const read = async (input: string, init?: RequestInit) => (await site.fetch(input, init)).text();
    expect(await read('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'x' }) })).toBe('by action');
    expect(await read('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'y' }) })).toBe('by method and path');
    expect(await read('/download/1/?tmstv=1')).toBe('by path');
    expect(await read('https://files.test/download/1/')).toBe('by origin and path');
    expect(await read('/elsewhere')).toBe('anything');
  });

  it('answers unrouted requests as WordPress does', async () => {
    const { site } = siteWith({});
    const ajax = await site.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'unknown' }) });
    const rest = await site.fetch('/wp-json/none/v1/thing');
    const page = await site.fetch('/missing/');
    expect([ajax.status, await ajax.text()]).toEqual([400, '0']);
    expect([rest.status, (await rest.json()).code]).toEqual([404, 'rest_no_route']);
    expect(page.status).toBe(404);
  });

  it('reads the live table: a route replaced between requests answers the next one', async () => {
    const { site } = siteWith({ '/a': text('first') });
    expect(await (await site.fetch('/a')).text()).toBe('first');
    site.routes['/a'] = text('second');
    expect(await (await site.fetch('/a')).text()).toBe('second');
  });
});

describe('fake site: answers', () => {
  it('gives JSON, text and statuses with their content types, a table Response as often as asked, and lists in turn', async () => {
    const { site } = siteWith({
      '/json': json({ ok: true }, 201),
      '/text': text('plain', 500),
      '/response': new Response('kept', { status: 202 }),
      '/turns': [text('one'), text('two')],
    });
    const answer = await site.fetch('/json');
    expect([answer.status, answer.headers.get('content-type'), await answer.json()]).toEqual([201, 'application/json', { ok: true }]);
    const plain = await site.fetch('/text');
    expect([plain.status, plain.headers.get('content-type'), await plain.text()]).toEqual([500, 'text/plain;charset=UTF-8', 'plain']);
    for (let i = 0; i < 2; i++) expect(await (await site.fetch('/response')).text()).toBe('kept');
    expect(await (await site.fetch('/turns')).text()).toBe('one');
    expect(await (await site.fetch('/turns')).text()).toBe('two');
    await expect(site.fetch('/turns')).rejects.toThrow(/no answer left/);
  });

  it('runs a function of the request, which may wait for the test', async () => {
    let release!: () => void;
    const { site } = siteWith({ '*': async (request) => {
      await new Promise<void>((resolve) => (release = resolve));
      return text(`you sent ${request.fields.name}`);
    } });
    const answer = site.fetch('/', { method: 'POST', body: new URLSearchParams({ name: 'Ada' }) });
    await flush();
    release();
    expect(await (await answer).text()).toBe('you sent Ada');
  });

  it('delays an answer on the fake clock, and a network error comes as a TypeError', async () => {
    const { clock, site } = siteWith({ '/slow': { ...text('late'), delay: 500 }, '/offline': networkError() });
    let done = false;
    const answer = site.fetch('/slow').then((response) => ((done = true), response));
    await flush();
    clock.advance(499);
    await flush();
    expect(done).toBe(false);
    clock.advance(1);
    expect(await (await answer).text()).toBe('late');
    await expect(site.fetch('/offline')).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('ends a waiting request when its signal aborts, as fetch does, and leaves no timer behind', async () => {
    const { clock, site } = siteWith({ '/never': never(), '/slow': { ...text('late'), delay: 500 } });
    const controller = new AbortController();
    const waiting = [site.fetch('/never', { signal: controller.signal }), site.fetch('/slow', { signal: controller.signal })];
    await flush();
    controller.abort();
    for (const request of waiting) await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(clock.pending()).toBe(0);
  });
});

describe('fake site: the request log', () => {
  it('parses FormData, urlencoded text, URLSearchParams and JSON bodies, headers and the query', async () => {
    const { site } = siteWith({ '*': json({}) });
    const form = new FormData();
    form.append('tag', 'a');
    form.append('tag', 'b');
    await site.fetch('/form?lang=en', { method: 'POST', body: form, headers: { 'X-WP-Nonce': 'n0nce' } });
    await site.fetch('/text', { method: 'POST', body: 'a=1&b=two', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await site.fetch('/params', { method: 'POST', body: new URLSearchParams({ c: '3' }) });
    await site.fetch('/json', { method: 'POST', body: '{"id":65}', headers: { 'content-type': 'application/json' } });
    const [formRequest, textRequest, paramsRequest, jsonRequest] = site.requests;
    expect(formRequest).toMatchObject({ via: 'fetch', method: 'POST', url: '/form?lang=en', href: 'http://localhost/form?lang=en', path: '/form', query: { lang: 'en' } });
    expect(formRequest!.headers).toEqual({ 'x-wp-nonce': 'n0nce' });
    expect(formRequest!.fields).toEqual({ tag: 'b' });
    expect(formRequest!.form!.getAll('tag')).toEqual(['a', 'b']);
    expect(textRequest!.fields).toEqual({ a: '1', b: 'two' });
    expect(paramsRequest!.fields).toEqual({ c: '3' });
    expect(jsonRequest!.json).toEqual({ id: 65 });
    expect(site.requestsTo('POST /json')).toEqual([jsonRequest]);
  });

  it('logs beacons with their Blob bodies read, and refuses them when told', async () => {
    const { site } = siteWith({});
    const body = new Blob(['action=log_dlm_xhr_download&status=completed'], { type: 'application/x-www-form-urlencoded' });
    expect(site.sendBeacon('/wp-admin/admin-ajax.php', body)).toBe(true);
    await site.idle();
    expect(site.requests[0]).toMatchObject({ via: 'beacon', method: 'POST', action: 'log_dlm_xhr_download', fields: { status: 'completed' } });
    site.refuseBeacons();
    expect(site.sendBeacon('/wp-admin/admin-ajax.php', body)).toBe(false);
    expect(site.requests).toHaveLength(1);
  });
});
