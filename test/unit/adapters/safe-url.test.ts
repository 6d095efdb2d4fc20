import { checkUrl, isSameOrigin, safeUrl, unsafeUrlWarner } from '../../../adapters/safe-url';

const BASE = 'https://shop.example/checkout/';

describe('safeUrl, the rule for URLs a server sends', () => {
  it('keeps absolute http and https addresses, on any host', () => {
    expect(safeUrl('https://shop.example/thanks/?order=7', BASE)).toBe('https://shop.example/thanks/?order=7');
    expect(safeUrl('http://crm.example/lead', BASE)).toBe('http://crm.example/lead');
    expect(safeUrl('HTTPS://Pay.Example/go', BASE)).toBe('https://pay.example/go');
  });

  it('resolves relative addresses that stay on the page origin', () => {
    expect(safeUrl('/download/44/?ebduid=u1', BASE)).toBe('https://shop.example/download/44/?ebduid=u1');
    expect(safeUrl('thanks/', BASE)).toBe('https://shop.example/checkout/thanks/');
    expect(safeUrl('../cart/', BASE)).toBe('https://shop.example/cart/');
    expect(safeUrl('?step=2', BASE)).toBe('https://shop.example/checkout/?step=2');
    expect(safeUrl('#top', BASE)).toBe('https://shop.example/checkout/#top');
  });

  it('refuses javascript: however it is spelt', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript://%0aalert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
      '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
      'javascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
    ]) {
      expect([raw, safeUrl(raw, BASE)]).toEqual([raw, null]);
    }
  });

  it('refuses data:, vbscript: and other schemes', () => {
    for (const raw of ['data:text/html,<script>alert(1)</script>', 'DATA:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)', 'blob:https://shop.example/1', 'file:///etc/passwd', 'mailto:a@b.example', 'ftp://files.example/x']) {
      expect([raw, safeUrl(raw, BASE)]).toEqual([raw, null]);
    }
  });

  it('refuses scheme-less addresses that leave the origin (protocol-relative, backslashes)', () => {
    expect(safeUrl('//evil.example/login', BASE)).toBeNull();
    expect(safeUrl('/\\evil.example/login', BASE)).toBeNull();
    expect(safeUrl('\\\\evil.example', BASE)).toBeNull();
    expect(safeUrl('//shop.example/ok', BASE)).toBe('https://shop.example/ok');
  });

  it('names why it refused', () => {
    expect(checkUrl(' JaVaScRiPt:alert(1)', BASE)).toEqual({ ok: false, reason: 'the "javascript:" scheme' });
    expect(checkUrl('&#106;avascript:alert(1)', BASE)).toEqual({ ok: false, reason: 'the "javascript:" scheme' });
    expect(checkUrl('data:,x', BASE)).toEqual({ ok: false, reason: 'the "data:" scheme' });
    expect(checkUrl('//evil.example/', BASE)).toEqual({ ok: false, reason: 'a scheme-less address to another origin (evil.example)' });
  });

  it('takes extra schemes where a use allows them (links: mailto:, tel:)', () => {
    const link = ['http:', 'https:', 'mailto:', 'tel:'];
    expect(checkUrl('mailto:shop@shop.example', BASE, link)).toEqual({ ok: true, url: 'mailto:shop@shop.example' });
    expect(checkUrl('tel:+15550100', BASE, link)).toEqual({ ok: true, url: 'tel:+15550100' });
    expect(checkUrl('javascript:alert(1)', BASE, link).ok).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it('compares the resolved address with the base origin', () => {
    expect(isSameOrigin('/wp-admin/admin-ajax.php', BASE)).toBe(true);
    expect(isSameOrigin('https://shop.example/wp-admin/admin-ajax.php', BASE)).toBe(true);
    expect(isSameOrigin('http://shop.example/wp-admin/admin-ajax.php', BASE)).toBe(false);
    expect(isSameOrigin('https://cdn.example/x', BASE)).toBe(false);
    expect(isSameOrigin('//cdn.example/x', BASE)).toBe(false);
    expect(isSameOrigin('/x', 'about:blank')).toBe(false);
  });
});

describe('unsafeUrlWarner', () => {
  it('warns once per purpose and reason, naming the scheme, through the given logger', () => {
    const log = { warn: jest.fn() };
    const warn = unsafeUrlWarner(log);
    warn('javascript:alert(1)', BASE, 'redirect');
    warn('JAVASCRIPT:alert(2)', BASE, 'redirect');
    warn('data:text/html,x', BASE, 'redirect');
    warn('javascript:alert(1)', BASE, 'download');
    warn('https://shop.example/ok', BASE, 'redirect');
    expect(log.warn.mock.calls).toEqual([
      ['site-runtime: ignored the redirect URL the server sent: the "javascript:" scheme is not allowed (only http(s) and same-origin addresses are followed).'],
      ['site-runtime: ignored the redirect URL the server sent: the "data:" scheme is not allowed (only http(s) and same-origin addresses are followed).'],
      ['site-runtime: ignored the download URL the server sent: the "javascript:" scheme is not allowed (only http(s) and same-origin addresses are followed).'],
    ]);
  });
});
