import { insertServerHtml } from '../../../adapters/server-html';

type Probe = { ran?: number; order?: string[] };
const probe = window as unknown as Probe;

function sanitized(html: string, options: Parameters<typeof insertServerHtml>[2]): HTMLDivElement {
  const target = document.createElement('div');
  insertServerHtml(target, html, options);
  return target;
}

describe('insertServerHtml, the one audited path for server HTML', () => {
  it('replaces the target content and drops scripts unless the protocol asks to run them', () => {
    const target = document.createElement('div');
    target.innerHTML = '<p>old</p>';
    probe.ran = 0;
    insertServerHtml(target, '<p class="msg">Check your inbox</p><script>window.ran++</script>', { profile: 'message' });
    expect(target.innerHTML).toBe('<p class="msg">Check your inbox</p>');
    expect(probe.ran).toBe(0);
  });

  it('[DL-026] runs the no-access modal scripts from the own origin once, in order, after the markup is in place, and can append', () => {
    const target = document.createElement('div');
    document.body.append(target);
    target.innerHTML = '<p>kept</p>';
    probe.order = [];
    insertServerHtml(
      target,
      '<script>window.order.push(document.getElementById("m") ? "a" : "no modal yet")</script><div id="m">modal</div><script>if (1 < 2) window.order.push("<b>")</script>',
      { profile: 'no-access-modal', sameOrigin: true, mode: 'append' },
    );
    expect(target.querySelector('p')?.textContent).toBe('kept');
    expect(target.querySelector('#m')?.textContent).toBe('modal');
    expect(probe.order).toEqual(['a', '<b>']);
    target.remove();
  });

  it('drops the no-access modal scripts when the answer did not come from the own origin', () => {
    const target = document.createElement('div');
    document.body.append(target);
    probe.ran = 0;
    insertServerHtml(target, '<div id="m2">modal</div><script>window.ran++</script>', { profile: 'no-access-modal', mode: 'append' });
    insertServerHtml(target, '<script>window.ran++</script>', { profile: 'no-access-modal', sameOrigin: false, mode: 'append' });
    expect(target.querySelector('script')).toBeNull();
    expect(target.querySelector('#m2')).not.toBeNull();
    expect(probe.ran).toBe(0);
    target.remove();
  });

  it('keeps neither handlers nor unsafe script sources from the own origin, and a refused src does not turn into inline code', () => {
    const target = document.createElement('div');
    document.body.append(target);
    probe.ran = 0;
    insertServerHtml(
      target,
      '<button type="button" onclick="window.ran++">x</button><script src="data:text/javascript,window.ran++">window.ran++</script><script src="/wp-content/plugins/dlm/modal.js" id="dlm-js"></script>',
      { profile: 'no-access-modal', sameOrigin: true },
    );
    expect(target.querySelector('button')).not.toHaveAttribute('onclick');
    const scripts = Array.from(target.querySelectorAll('script'));
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/wp-content/plugins/dlm/modal.js']);
    expect(scripts[0]).toHaveAttribute('id', 'dlm-js');
    expect(probe.ran).toBe(0);
    target.remove();
  });

  it('returns the inserted top-level elements, in the document of the target', () => {
    const target = document.createElement('div');
    const inserted = insertServerHtml(target, 'text <p>one</p><span>two</span>', { profile: 'message' });
    expect(inserted.map((e) => e.tagName)).toEqual(['P', 'SPAN']);
    expect(inserted[0]!.ownerDocument).toBe(document);
    expect(target.textContent).toBe('text onetwo');
  });

  it('sanitizes with the window of the target, and refuses a document without one', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const frameDoc = frame.contentDocument!;
    const [p] = insertServerHtml(frameDoc.body, '<p onclick="x()">framed</p>', { profile: 'message' });
    expect(p!.ownerDocument).toBe(frameDoc);
    expect(frameDoc.body.innerHTML).toBe('<p>framed</p>');
    frame.remove();
    const windowless = document.implementation.createHTMLDocument('');
    expect(() => insertServerHtml(windowless.body, '<p>x</p>', { profile: 'message' })).toThrow('has a window');
  });
});

describe("profile 'message': formatting and links only", () => {
  it('keeps formatting, lists, links and classes; drops other tags but keeps their text', () => {
    const out = sanitized(
      '<div class="ebd_results"><h2>Files</h2><p>Your <strong>links</strong>, <em>now</em> <b>b</b> <i>i</i>:<br></p><ul><li><a class="ebd_link" href="/dl/42">Report</a></li></ul><ol><li>two</li></ol><img src="/t.png"><table><tr><td>cell</td></tr></table></div>',
      { profile: 'message' },
    );
    expect(out.innerHTML).toBe(
      '<div class="ebd_results">Files<p>Your <strong>links</strong>, <em>now</em> <b>b</b> <i>i</i>:<br></p><ul><li><a class="ebd_link" href="/dl/42">Report</a></li></ul><ol><li>two</li></ol>cell</div>',
    );
  });

  it('drops style, id and every other attribute not listed', () => {
    const out = sanitized('<a class="x" id="y" title="t" style="color:red" href="/ok" download>a</a><span data-x="1" aria-label="z">s</span>', { profile: 'message' });
    expect(out.innerHTML).toBe('<a class="x" href="/ok">a</a><span>s</span>');
  });

  it('keeps http(s), mailto:, tel: and same-origin relative links; removes the others', () => {
    const hrefs = [
      'https://example.org/a',
      'http://example.org/b',
      'mailto:shop@example.org',
      'tel:+15550100',
      '/relative',
      '#anchor',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example/',
      'ftp://files.example/',
    ];
    const out = sanitized(hrefs.map((href) => `<a href="${href}">x</a>`).join(''), { profile: 'message' });
    expect(Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([
      'https://example.org/a',
      'http://example.org/b',
      'mailto:shop@example.org',
      'tel:+15550100',
      '/relative',
      '#anchor',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives links that open another window rel=noopener, keeping their own rel', () => {
    const out = sanitized('<a href="/a" target="_blank">a</a><a href="/b" target="_BLANK" rel="nofollow">b</a><a href="/c" target="_self">c</a>', { profile: 'message' });
    expect(Array.from(out.querySelectorAll('a')).map((a) => a.getAttribute('rel'))).toEqual(['noopener', 'nofollow noopener', null]);
  });
});

describe("profile 'block-message': text with safe links", () => {
  it('keeps only links (auto-linked ones open a new tab without the opener) and the text of everything else', () => {
    const out = sanitized(
      '<p class="ct">Forbidden. <b>Sender</b> blacklisted. See <a href="https://cleantalk.org/blacklists" target="_blank" class="x">https://cleantalk.org/blacklists</a><a href="javascript:alert(1)">bad</a></p>',
      { profile: 'block-message' },
    );
    expect(out.innerHTML).toBe(
      'Forbidden. Sender blacklisted. See <a href="https://cleantalk.org/blacklists" target="_blank" rel="noopener">https://cleantalk.org/blacklists</a><a>bad</a>',
    );
  });
});

describe("profile 'popup': a message with headings, a close button and dialog semantics", () => {
  it('keeps what the popup protocol relies on and nothing that runs', () => {
    const out = sanitized(
      '<div class="wpcf7r-modal popup-template modal" role="dialog" tabindex="-1" aria-labelledby="t" onmouseover="x()"><h2 id="t">Thank you!</h2><p>Soon.</p><button type="button" class="close-button" onclick="x()">Close</button><form><input name="q"></form></div>',
      { profile: 'popup' },
    );
    expect(out.innerHTML).toBe(
      '<div class="wpcf7r-modal popup-template modal" role="dialog" tabindex="-1" aria-labelledby="t"><h2 id="t">Thank you!</h2><p>Soon.</p><button type="button" class="close-button">Close</button></div>',
    );
  });
});

describe("profile 'redirect-form': a form of fields the runtime posts", () => {
  it('keeps the form, its target address and its fields', () => {
    const out = sanitized(
      '<form id="cf7r-result-form" action="https://crm.example/lead" method="post"><input type="hidden" name="your-name" value="Ada"><input type="submit" formaction="javascript:alert(1)"><button>go</button></form>',
      { profile: 'redirect-form' },
    );
    expect(out.innerHTML).toBe(
      '<form id="cf7r-result-form" action="https://crm.example/lead" method="post"><input type="hidden" name="your-name" value="Ada"><input type="submit">go</form>',
    );
  });

  it('removes a script address from the action', () => {
    const out = sanitized('<form id="f" action="javascript:alert(1)"><input type="hidden" name="a" value="1"></form>', { profile: 'redirect-form' });
    expect(out.querySelector('form')).not.toHaveAttribute('action');
  });
});

describe("profile 'no-access-modal': rich content", () => {
  it('keeps the modal structure, forms, data-* and aria-* attributes and safe styles; drops SVG icons', () => {
    const out = sanitized(
      '<div id="dlm-no-access-modal" class="dlm-no-access-modal"><div role="dialog" aria-modal="true" aria-labelledby="modal-title"><div class="icon"><svg viewBox="0 0 24 24"><path d="M0"/></svg></div><h3 id="modal-title">No access!</h3><div class="dlm-modal-content" data-download="7" style="color: red"><p>Members only.</p><form action="/wp-login.php" method="post"><label for="u">User</label><input id="u" name="log" required><select name="s"><option value="1" selected>one</option></select><textarea name="t" rows="2"></textarea><button type="submit">Log in</button></form><img src="/lock.png" alt="lock"><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table></div><button type="button" class="dlm-no-access-modal-close">Close</button></div></div>',
      { profile: 'no-access-modal' },
    );
    expect(out.innerHTML).toBe(
      '<div id="dlm-no-access-modal" class="dlm-no-access-modal"><div role="dialog" aria-modal="true" aria-labelledby="modal-title"><div class="icon"></div><h3 id="modal-title">No access!</h3><div class="dlm-modal-content" data-download="7" style="color: red"><p>Members only.</p><form action="/wp-login.php" method="post"><label for="u">User</label><input id="u" name="log" required=""><select name="s"><option value="1" selected="">one</option></select><textarea name="t" rows="2"></textarea><button type="submit">Log in</button></form><img src="/lock.png" alt="lock"><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table></div><button type="button" class="dlm-no-access-modal-close">Close</button></div></div>',
    );
  });

  it('drops styles that name script, data or behaviour URLs, and data-* values that are script URLs', () => {
    const out = sanitized(
      '<div style="background:url(javascript:alert(1))">a</div><div style="background:url(j\\61vascript:alert(1))">b</div><div style="width:expression(alert(1))">c</div><div style="background:url(/ok.png)">d</div><div data-href="javascript:alert(1)" data-ok="https://example.org">e</div>',
      { profile: 'no-access-modal', sameOrigin: true },
    );
    expect(Array.from(out.querySelectorAll('div')).map((d) => d.getAttribute('style'))).toEqual([null, null, null, 'background:url(/ok.png)', null]);
    expect(out.lastElementChild).not.toHaveAttribute('data-href');
    expect(out.lastElementChild).toHaveAttribute('data-ok', 'https://example.org');
  });

  it('drops iframes, objects, embeds, base, meta, link, style and template elements', () => {
    const out = sanitized(
      '<iframe src="https://example.org"></iframe><object data="/x"></object><embed src="/x"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="/x.css"><style>p{}</style><template><p>t</p></template><p>kept</p>',
      { profile: 'no-access-modal', sameOrigin: true },
    );
    expect(out.innerHTML).toBe('<p>kept</p>');
  });
});

describe('DOM clobbering: form fields keep their names, elements the document exposes do not clobber it', () => {
  const FIELDS = '<input type="hidden" name="action" value="lead"><input type="hidden" name="charset" value="utf-8"><input type="hidden" name="name" value="Ada"><select name="title"><option value="ms">Ms</option></select><textarea name="location"></textarea><button type="submit" name="submit" value="1">Send</button>';
  const fieldNames = (out: Element) => Array.from(out.querySelectorAll('input, select, textarea, button')).map((field) => field.getAttribute('name'));

  it.each([
    ['redirect-form', `<form id="cf7r-result-form" action="https://pay.example/" method="post">${FIELDS.replace(/<select.*<\/button>/, '')}</form>`, ['action', 'charset', 'name']],
    ['shop-fragment', `<form class="woocommerce-shipping-calculator" action="/cart/" method="post">${FIELDS}</form>`, ['action', 'charset', 'name', 'title', 'location', 'submit']],
    ['no-access-modal', `<form action="/wp-login.php" method="post">${FIELDS}</form>`, ['action', 'charset', 'name', 'title', 'location', 'submit']],
  ] as const)("profile '%s' keeps fields named like document or form properties (a site's own form posts them)", (profile, html, names) => {
    expect(fieldNames(sanitized(html, { profile }))).toEqual(names);
  });

  it('still drops ids and form names that would shadow a property of the document or of a form', () => {
    const out = sanitized('<form name="cookie" id="forms" action="/cart/"><input name="qty" id="images"></form><div id="location">x</div><div id="cart-totals">y</div>', { profile: 'shop-fragment' });
    expect(out.querySelector('form')).not.toHaveAttribute('name');
    expect(out.querySelector('form')).not.toHaveAttribute('id');
    expect(out.querySelector('input')).not.toHaveAttribute('id');
    expect(out.querySelector('input')).toHaveAttribute('name', 'qty');
    expect(Array.from(out.querySelectorAll('div')).map((div) => div.id)).toEqual(['', 'cart-totals']);
  });
});
