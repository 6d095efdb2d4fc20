/**
 * Every known XSS payload through every profile of the server-HTML path: what
 * comes out has no handler, no script (except the no-access modal's from the
 * own origin), no script/data/vbscript URL, no inline document, no SVG or
 * MathML, and stays so when serialised and parsed again (mutation XSS).
 * jsdom runs few of these vectors; the browser proof loads the same corpus.
 */
import { insertServerHtml, type ServerHtmlOptions } from '../../../adapters/server-html';
import { XSS_CORPUS, XSS_PROBE } from '../../support/xss-corpus';

const RUNS: { name: string; options: ServerHtmlOptions; scripts: boolean }[] = [
  { name: 'message', options: { profile: 'message' }, scripts: false },
  { name: 'block-message', options: { profile: 'block-message' }, scripts: false },
  { name: 'popup', options: { profile: 'popup' }, scripts: false },
  { name: 'redirect-form', options: { profile: 'redirect-form' }, scripts: false },
  { name: 'menu-cart', options: { profile: 'menu-cart' }, scripts: false },
  { name: 'no-access-modal', options: { profile: 'no-access-modal' }, scripts: false },
  { name: 'no-access-modal from the own origin', options: { profile: 'no-access-modal', sameOrigin: true }, scripts: true },
];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const NEVER = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'title', 'svg', 'math']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background', 'data', 'cite', 'longdesc', 'ping', 'lowsrc', 'dynsrc', 'codebase']);
const EVENTS = ['load', 'error', 'focus', 'click', 'mouseover', 'toggle', 'animationstart', 'begin', 'pageshow', 'start'];
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const SCRIPT_OR_DATA = /^(?:javascript|vbscript|data):/i;
const UNSAFE_STYLE = /javascript:|vbscript:|data:|expression\(|behavior|binding|@import/i;

/** What an untrusting reader would object to in `root`; empty when it is inert. */
function findings(root: ParentNode, scriptsAllowed: boolean): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE) found.push(`<${tag}> in ${element.namespaceURI}`);
    if (NEVER.has(tag)) found.push(`<${tag}>`);
    if (tag === 'script' && !scriptsAllowed) found.push('<script>');
    for (const { name, value } of Array.from(element.attributes)) {
      const compact = value.replace(/[\u0000-\u0020]/g, '');
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc' || name === 'formaction' || name.includes('xlink')) found.push(`${tag}[${name}]`);
      if (SCRIPT_OR_DATA.test(compact)) found.push(`${tag}[${name}=${value}]`);
      if (URL_ATTRIBUTES.has(name) && !SAFE_PROTOCOLS.has(new URL(value, document.baseURI).protocol)) found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && UNSAFE_STYLE.test(compact.replace(/\\|\/\*.*?\*\//g, ''))) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}

/** The same markup after one more serialise-and-parse round (what innerHTML round trips do). */
function reparsed(root: Element): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = root.innerHTML;
  return template.content;
}

function decodedParts(html: string): string {
  const base64 = html.match(/base64,([A-Za-z0-9+/=]+)/g) ?? [];
  return html + base64.map((part) => atob(part.slice('base64,'.length))).join('');
}

let probe: jest.Mock;
beforeEach(() => {
  probe = jest.fn();
  (window as unknown as Record<string, unknown>)[XSS_PROBE] = probe;
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[XSS_PROBE];
});

describe('the XSS corpus', () => {
  it('holds at least 60 distinct payloads, each reporting its own id to the probe', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(60);
    const ids = XSS_CORPUS.map((payload) => payload.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(XSS_CORPUS.map((payload) => payload.html)).size).toBe(ids.length);
    for (const { id, html } of XSS_CORPUS) expect([id, decodedParts(html).includes(`'${id}'`)]).toEqual([id, true]);
  });
});

describe.each(RUNS)('server HTML against the XSS corpus, $name', ({ options, scripts }) => {
  it.each(XSS_CORPUS.map((payload) => [payload.id, payload.html] as const))('%s comes out inert', (_id, html) => {
    // Scripts the own origin may run are judged, not run: the target stays out of the document.
    const target = document.createElement('div');
    if (!scripts) document.body.append(target);
    insertServerHtml(target, html, options);
    expect(findings(target, scripts)).toEqual([]);
    expect(findings(reparsed(target), scripts)).toEqual([]);
    // Plain events: whatever handler survived would run (a MouseEvent click would also submit forms, which jsdom lacks).
    for (const element of Array.from(target.querySelectorAll('*'))) {
      for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: true }));
    }
    expect(probe).not.toHaveBeenCalled();
    target.remove();
  });
});
