/**
 * THE one path by which HTML from the server enters the page. Only protocols
 * whose server answers with markup use it (Download Monitor's no-access modal,
 * Email Before Download's message, Redirection for CF7's popups and POST
 * redirects, CleanTalk's block message); every other server string is
 * inserted as text. Audit notes:
 * - DOMPurify parses the markup in an inert document and keeps only what the
 *   caller's profile allows (adapters/server-html-profiles.ts); event
 *   handlers, SVG, MathML, srcdoc and formaction never survive, and every URL
 *   attribute passes the safe-url rule (http(s), or relative on this origin);
 * - an id, or a name the document exposes, that would shadow a property of the
 *   document or of a form is dropped (DOMPurify's DOM-clobbering guard, applied
 *   here so that form fields can keep names such as `action` or `charset` in
 *   the profiles that carry a site's forms: a field's name only shadows its
 *   own form, whose methods the runtime calls through the prototype);
 * - scripts survive only in a profile that allows them and only when the caller
 *   says the answer came from the site's own origin (the no-access modal's, as
 *   the protocol requires); they are re-created so the browser runs them, in
 *   document order, each once, after the whole markup is in place;
 * - nothing is evaluated with eval or Function.
 * DOMPurify is imported here and nowhere else, so it only reaches the chunks of
 * plugins that insert server HTML, never the core; plugins that receive such
 * answers load this module with the request (server-html-loader.ts), so a page
 * fetches DOMPurify only once an answer may need it.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier, type UponSanitizeAttributeHookEvent } from 'dompurify';
import { checkSrcset, checkUrl, WEB_SCHEMES } from './safe-url';
import {
  allowsAttribute,
  attributeNames,
  FIELD_TAGS,
  FORBIDDEN_ATTRIBUTES,
  isUnsafeCss,
  LINK_SCHEMES,
  PROFILES,
  URL_ATTRIBUTES,
  type HtmlPolicy,
  type ServerHtmlProfile,
} from './server-html-profiles';

export type { ServerHtmlProfile } from './server-html-profiles';

export interface ServerHtmlOptions {
  /** What the markup may keep: one profile per use. */
  profile: ServerHtmlProfile;
  /** Where to put it: replace the target's children (default) or append after them. */
  mode?: 'replace' | 'append';
  /** The answer came from the site's own origin: only then may a profile that allows scripts run them. */
  sameOrigin?: boolean;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
// DOMPurify's own scheme filter, narrowed to ours (the hook below applies the full rule).
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
// Values that become a script or an inline document wherever a URL is read (data-*, unknown attributes).
const SCRIPT_OR_DATA_VALUE = /^(?:javascript|vbscript|data):/i;
const BROWSER_IGNORED = /[\u0000-\u0020]/g;
const LINK_TAGS = new Set(['a', 'area']);
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_parent', '_top']);

/** One sanitizing call: its policy, the page's base URL, the scripts' text when scripts are kept, and the page. */
interface Pass {
  policy: HtmlPolicy;
  base: string;
  scripts: Map<Node, string> | null;
  /** The page's document and a form of it: what an id or a name must not shadow. */
  doc: Document;
  form: HTMLFormElement;
}

/** DOMPurify's SANITIZE_DOM test: the value names a property of the document or of a form. */
const clobbers = (pass: Pass, value: string): boolean => value in pass.doc || value in pass.form;

/** Names and ids under the clobbering guard: every id, and names other than a field's where the profile keeps those. */
function guarded(pass: Pass, tag: string, name: string): boolean {
  if (name === 'id') return true;
  return name === 'name' && !(pass.policy.fieldNames === true && FIELD_TAGS.has(tag));
}

function keepsAttribute(pass: Pass, element: Element, event: UponSanitizeAttributeHookEvent): boolean {
  const tag = element.localName;
  const name = event.attrName;
  if (name.startsWith('on') || !allowsAttribute(pass.policy, tag, name)) return false;
  const value = event.attrValue;
  if (guarded(pass, tag, name) && clobbers(pass, value)) return false;
  if (name === 'srcset') return checkSrcset(value, pass.base).ok;
  if (URL_ATTRIBUTES.has(name)) return checkUrl(value, pass.base, LINK_TAGS.has(tag) && name === 'href' ? LINK_SCHEMES : WEB_SCHEMES).ok;
  if (name === 'style') return !isUnsafeCss(value);
  return !SCRIPT_OR_DATA_VALUE.test(value.replace(BROWSER_IGNORED, ''));
}

/** A link or form that opens another browsing context must not hand it our window. */
function addNoOpener(element: Element): void {
  const target = element.getAttribute('target');
  if (target === null || SAME_WINDOW_TARGETS.has(target.trim().toLowerCase())) return;
  const rel = new Set((element.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  rel.add('noopener');
  element.setAttribute('rel', [...rel].join(' '));
}

function configOf(pass: Pass): Config & { RETURN_DOM_FRAGMENT: true } {
  return {
    ALLOWED_TAGS: pass.scripts ? [...pass.policy.tags, 'script'] : [...pass.policy.tags],
    ALLOWED_ATTR: attributeNames(pass.policy),
    ALLOW_ARIA_ATTR: pass.policy.aria === true,
    ALLOW_DATA_ATTR: pass.policy.data === true,
    ALLOWED_NAMESPACES: [HTML_NAMESPACE],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
    // The guard on ids and names is keepsAttribute's (above), which spares form fields in profiles that keep them.
    SANITIZE_DOM: false,
    // Parse everything as body content, so a leading <script> or <style> is judged here rather than lost to <head>.
    FORCE_BODY: true,
    RETURN_DOM_FRAGMENT: true,
  };
}

/** One DOMPurify per window (jsdom tests have their own), with the hooks that apply the current pass. */
class Sanitizer {
  private readonly purifier: Purifier;
  private pass: Pass | null = null;

  constructor(win: Window) {
    this.purifier = DOMPurify(win as Window & typeof globalThis);
    this.purifier.addHook('uponSanitizeElement', (node, event) => {
      // A kept script's text is set aside (DOMPurify drops raw text that looks like markup) and restored live.
      // With a src the browser ignores the text, so it is not kept: if the src is refused, nothing may run.
      if (this.pass?.scripts && event.tagName === 'script' && (node as Element).namespaceURI === HTML_NAMESPACE) {
        this.pass.scripts.set(node, (node as Element).hasAttribute('src') ? '' : (node.textContent ?? ''));
        node.textContent = '';
      }
    });
    this.purifier.addHook('uponSanitizeAttribute', (element, event) => {
      if (this.pass && !keepsAttribute(this.pass, element, event)) event.keepAttr = false;
    });
    this.purifier.addHook('afterSanitizeAttributes', (element) => addNoOpener(element));
  }

  sanitize(doc: Document, html: string, pass: Pass): DocumentFragment {
    this.pass = pass;
    try {
      // DOMPurify answers null when the markup has no body to sanitize (a <frameset> replaces it): nothing is kept.
      const clean = this.purifier.sanitize(html, configOf(pass)) as DocumentFragment | null;
      return clean ? doc.adoptNode(clean) : doc.createDocumentFragment();
    } finally {
      this.pass = null;
    }
  }
}

const sanitizers = new WeakMap<Window, Sanitizer>();

function sanitizerFor(doc: Document): Sanitizer {
  const win = doc.defaultView;
  if (!win) throw new Error('site-runtime: server HTML can only enter a document that has a window');
  let sanitizer = sanitizers.get(win);
  if (!sanitizer) {
    sanitizer = new Sanitizer(win);
    sanitizers.set(win, sanitizer);
  }
  return sanitizer;
}

/**
 * Swaps each kept (inert) script for an empty placeholder and prepares a live
 * twin with the same attributes and text; drops any other script, and empty ones.
 */
function setScriptsAside(doc: Document, fragment: DocumentFragment, scripts: Map<Node, string> | null): Map<Node, HTMLScriptElement> {
  const pending = new Map<Node, HTMLScriptElement>();
  for (const inert of Array.from(fragment.querySelectorAll('script'))) {
    const text = scripts?.get(inert);
    if (text === undefined || (text === '' && !inert.hasAttribute('src'))) {
      inert.remove();
      continue;
    }
    const live = doc.createElement('script');
    for (const { name, value } of Array.from(inert.attributes)) live.setAttribute(name, value);
    live.text = text;
    const placeholder = doc.createTextNode('');
    inert.replaceWith(placeholder);
    pending.set(placeholder, live);
  }
  return pending;
}

/** Sanitizes `html` for `options.profile` and puts it into `target`; returns the inserted top-level elements. */
export function insertServerHtml(target: Element, html: string, options: ServerHtmlOptions): Element[] {
  const doc = target.ownerDocument;
  const policy = PROFILES[options.profile];
  const pass: Pass = { policy, base: doc.baseURI, scripts: policy.scripts && options.sameOrigin === true ? new Map() : null, doc, form: doc.createElement('form') };
  const fragment = sanitizerFor(doc).sanitize(doc, html, pass);
  const scripts = setScriptsAside(doc, fragment, pass.scripts);
  const nodes = Array.from(fragment.childNodes);
  if (options.mode === 'append') target.append(fragment);
  else target.replaceChildren(fragment);
  // Scripts go in once all the markup is in place, in document order (a script removed by an earlier one stays inert).
  for (const [placeholder, script] of scripts) placeholder.parentNode?.replaceChild(script, placeholder);
  return nodes.map((node) => scripts.get(node) ?? node).filter((node): node is Element => node.nodeType === node.ELEMENT_NODE);
}
