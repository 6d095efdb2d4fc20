/**
 * What each use of server HTML may keep. Allow-lists only: a tag or attribute
 * not named here is dropped (a dropped tag keeps its text unless it is a
 * script-like container). URL attributes also pass the safe-url rule, event
 * handlers, SVG and MathML never survive (see adapters/server-html.ts).
 */

export type ServerHtmlProfile =
  /** Download Monitor's no-access modal: rich content; its scripts run only from the site's own origin. */
  | 'no-access-modal'
  /** Email-before-download messages, checkout notices: formatting and links. */
  | 'message'
  /** Redirection for CF7's popup templates: a message with headings, a close button and dialog semantics. */
  | 'popup'
  /** Redirection for CF7's POST redirect: a form of hidden fields the runtime submits. */
  | 'redirect-form'
  /** CleanTalk's block messages: text with links (auto-linked ones open a new tab). */
  | 'block-message'
  /** WooCommerce's cart fragments and Avada's cart answers: cart totals, mini cart, prices, the shipping calculator form. */
  | 'shop-fragment'
  /** WooCommerce's cart fragment for Avada's menu cart: the item, its count, product thumbnails, prices and links. */
  | 'menu-cart';

export interface HtmlPolicy {
  tags: readonly string[];
  /** Attributes kept per tag; '*' applies to every kept tag. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Keep aria-* attributes. */
  aria?: boolean;
  /** Keep data-* attributes. */
  data?: boolean;
  /** Keep style attributes whose CSS names no script, data or behaviour URL. */
  style?: boolean;
  /** Keep (and run) scripts, but only when the caller says the answer came from the site's own origin. */
  scripts?: boolean;
  /**
   * Form fields keep their names whatever they are (`action`, `charset`, `name`...): the profile carries
   * the site's own forms, which post those names (docs/architecture.md#dom-clobbering). Ids, and the names of
   * elements the document exposes by name, stay under the DOM-clobbering guard in every profile.
   */
  fieldNames?: boolean;
}

const FORMATTING = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span', 'div'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const LINK = ['href', 'target', 'rel'];

const RICH_TAGS = [
  ...FORMATTING,
  ...HEADINGS,
  'abbr', 'article', 'aside', 'blockquote', 'button', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'details',
  'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hr', 'img', 'input', 'ins', 'kbd',
  'label', 'legend', 'main', 'mark', 'nav', 'optgroup', 'option', 'pre', 'q', 's', 'section', 'select', 'small',
  'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'textarea', 'tfoot', 'th', 'thead', 'time', 'tr', 'u',
];

const FIELD = ['name', 'disabled', 'required', 'autocomplete'];

export const PROFILES: Readonly<Record<ServerHtmlProfile, HtmlPolicy>> = {
  'no-access-modal': {
    tags: RICH_TAGS,
    attributes: {
      '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'tabindex', 'hidden'],
      a: LINK,
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      form: ['action', 'method', 'target', 'rel', 'enctype', 'novalidate', 'accept-charset', 'autocomplete'],
      input: [...FIELD, 'type', 'value', 'placeholder', 'checked', 'readonly', 'min', 'max', 'step', 'minlength', 'maxlength', 'pattern', 'size', 'multiple', 'accept'],
      button: ['type', 'name', 'value', 'disabled'],
      select: [...FIELD, 'multiple', 'size'],
      option: ['value', 'selected', 'disabled', 'label'],
      optgroup: ['label', 'disabled'],
      textarea: [...FIELD, 'rows', 'cols', 'placeholder', 'readonly', 'maxlength'],
      label: ['for'],
      td: ['colspan', 'rowspan', 'headers'],
      th: ['colspan', 'rowspan', 'headers', 'scope'],
      col: ['span'],
      colgroup: ['span'],
      ol: ['start', 'reversed', 'type'],
      li: ['value'],
      details: ['open'],
      time: ['datetime'],
      del: ['datetime'],
      ins: ['datetime'],
      script: ['src', 'type', 'id', 'async', 'defer', 'nomodule', 'crossorigin', 'integrity'],
    },
    aria: true,
    data: true,
    style: true,
    scripts: true,
    fieldNames: true,
  },
  message: {
    tags: FORMATTING,
    attributes: { '*': ['class'], a: LINK },
  },
  popup: {
    tags: [...FORMATTING, ...HEADINGS, 'button'],
    attributes: { '*': ['class', 'id', 'role', 'tabindex'], a: LINK, button: ['type'] },
    aria: true,
  },
  'redirect-form': {
    tags: ['form', 'input'],
    attributes: { form: ['id', 'action', 'method', 'enctype', 'accept-charset'], input: ['type', 'name', 'value'] },
    fieldNames: true,
  },
  'block-message': {
    tags: ['a'],
    attributes: { a: LINK },
  },
  'shop-fragment': {
    tags: [...RICH_TAGS, 'bdi'],
    attributes: {
      '*': ['class', 'id', 'title', 'role', 'tabindex', 'hidden'],
      a: LINK,
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      form: ['action', 'method', 'enctype'],
      input: [...FIELD, 'type', 'value', 'placeholder', 'checked', 'readonly', 'min', 'max', 'step', 'size', 'inputmode'],
      button: ['type', 'name', 'value', 'disabled'],
      select: [...FIELD, 'rel'],
      option: ['value', 'selected', 'disabled'],
      textarea: [...FIELD, 'rows', 'cols', 'placeholder'],
      label: ['for'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      table: ['cellspacing'],
      time: ['datetime'],
    },
    aria: true,
    data: true,
    style: true,
    fieldNames: true,
  },
  'menu-cart': {
    tags: ['li', 'ul', 'a', 'span', 'div', 'img', 'bdi', 'p', 'strong', 'small'],
    attributes: { '*': ['class', 'id', 'title'], a: LINK, img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'] },
    aria: true,
  },
};

/** Absolute schemes a link may use besides http(s); other URL attributes take http(s) only. */
export const LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** Attributes holding a URL (or URLs), whatever the tag: each is checked, most are never allowed at all. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background', 'data', 'cite', 'longdesc',
  'ping', 'lowsrc', 'dynsrc', 'codebase', 'manifest', 'usemap', 'archive', 'classid', 'profile', 'itemtype',
]);

/** Elements whose `name` only shadows properties of their own form (never of the document). */
export const FIELD_TAGS: ReadonlySet<string> = new Set(['input', 'select', 'textarea', 'button', 'fieldset', 'output']);

/** Never kept, whatever a profile says (inline documents, submit-time URL overrides, SVG links). */
export const FORBIDDEN_ATTRIBUTES: readonly string[] = ['srcdoc', 'formaction', 'xlink:href', 'xmlns:xlink'];

export function allowsAttribute(policy: HtmlPolicy, tag: string, name: string): boolean {
  if (name === 'style') return policy.style === true;
  if (policy.aria && name.startsWith('aria-')) return true;
  if (policy.data && /^data-[a-z0-9_.-]+$/.test(name)) return true;
  return (policy.attributes['*']?.includes(name) ?? false) || (policy.attributes[tag]?.includes(name) ?? false);
}

/** Every attribute name a policy may keep on some tag (DOMPurify's own first filter). */
export function attributeNames(policy: HtmlPolicy): string[] {
  const names = new Set(Object.values(policy.attributes).flat());
  if (policy.style) names.add('style');
  return [...names];
}

// CSS escapes ("\61" or "\a") and comments can spell what the check looks for.
const CSS_ESCAPE = /\\([0-9a-f]{1,6})\s?|\\(.)/gis;
const CSS_COMMENT = /\/\*[\s\S]*?(\*\/|$)/g;
const UNSAFE_CSS = /javascript:|vbscript:|data:|expression\(|behavior:|-moz-binding|@import/i;

/** True when a style value could load a script, a data: document or an IE behaviour. */
export function isUnsafeCss(css: string): boolean {
  const decoded = css
    .replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? '')))
    .replace(CSS_COMMENT, '')
    .replace(/[\s\u0000]+/g, '');
  return UNSAFE_CSS.test(decoded);
}
