/**
 * Matches one element against every registered selector in one pass, in the
 * manner of selector-set: each selector is filed under a class, the tag or the id of
 * its rightmost compound, so an element only meets the selectors that could
 * possibly match it, and a bare `.class` / `#id` / `tag` needs no `matches` call.
 * Id-keyed selectors are matched by asking the document for the id (`matchIds`).
 *
 * Discovery looks new markup up in this index rather than running a native
 * querySelectorAll of every selector: the engine checks each visited element
 * against every entry of such a list, so its cost grows with the number of
 * plugins (the shipped bundle registers about sixty selectors), while a lookup
 * here costs the same however many there are. Which elements to look up, the
 * engine picks (`candidates`: the rightmost compounds, cheap to check), so an
 * element that could match none gets no JavaScript wrapper.
 */

export interface IndexedSelector<P> {
  owner: P;
  selector: string;
  /** True when the key alone decides the match (the selector is just `.a`, `#a` or `a`). */
  exact: boolean;
  /**
   * Attributes the rightmost compound requires (`a[href*="/download/"]` needs `href`): an element without
   * one of them is passed over with `hasAttribute`, so a tag-keyed selector does not cost a `matches`
   * call on every element of that tag (every `span` of a page, for `span[data-original-string]`).
   */
  attributes?: string[];
  /** The id the rightmost compound requires when it is filed under a class or tag (`input#email`). */
  id?: string;
}

type Key = { kind: 'id' | 'class' | 'tag'; value: string } | { kind: 'any' };

const SINGLE_CLASS = /^[^\s]+$/;
const WHITESPACE = /\s+/;

/*
 * The selectors are read by the loops below, one pass over their characters each, not by regular
 * expressions: the index is built once per page, at start, where every expression ran for the first time
 * (compiled, then recompiled on its second use) and the build took 3 ms of the start on the real store's
 * pages for sixteen selectors.
 */
const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const FORM_FEED = 12;
const RETURN = 13;
const QUOTE = 34;
const APOSTROPHE = 39;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const PLUS = 43;
const COMMA = 44;
const HYPHEN = 45;
const DOT = 46;
const EQUALS = 61;
const DOLLAR = 36;
const STAR = 42;
const CARET = 94;
const PIPE = 124;
const GREATER = 62;
const HASH = 35;
const OPEN_BRACKET = 91;
const BACKSLASH = 92;
const CLOSE_BRACKET = 93;
const UNDERSCORE = 95;
const TILDE = 126;

const isSpace = (c: number) => c === SPACE || c === TAB || c === NEWLINE || c === FORM_FEED || c === RETURN;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** What may follow a name's first letter: \w and the hyphen. */
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === UNDERSCORE || c === HYPHEN;

/** The end of the CSS name (`-?[_a-zA-Z][\w-]*`) starting at `at` in `text`, or -1 when none starts there. */
function nameEnd(text: string, at: number): number {
  let i = at;
  if (text.charCodeAt(i) === HYPHEN) i++;
  const first = text.charCodeAt(i);
  if (!isLetter(first) && first !== UNDERSCORE) return -1;
  for (i++; i < text.length && isNameChar(text.charCodeAt(i)); i++);
  return i;
}

/** The first name right behind a `marker` in `text`, or undefined. */
function nameAfter(text: string, marker: '.' | '#'): string | undefined {
  for (let i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
    const end = nameEnd(text, i + 1);
    if (end > 0) return text.slice(i + 1, end);
  }
  return undefined;
}

/** `text` without its `[...]` groups and, with `parentheses`, its `(...)` groups (unnested, as they are read). */
function withoutGroups(text: string, parentheses: boolean): string {
  if (!text.includes('[') && !(parentheses && text.includes('('))) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const close = c === OPEN_BRACKET ? CLOSE_BRACKET : parentheses && c === OPEN_PAREN ? CLOSE_PAREN : 0;
    const end = close ? text.indexOf(String.fromCharCode(close), i + 1) : -1;
    if (end < 0) out += text[i];
    else i = end;
  }
  return out;
}

/**
 * Splits a selector list on its top-level commas (not those inside :is(), :not() or attribute values),
 * or, with `lastCompound`, returns the rightmost compound of one complex selector (`form .wpcf7 >
 * input.a` -> `input.a`): the text after its last top-level combinator.
 */
function scanTopLevel(text: string, lastCompound: boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === BACKSLASH) i++;
      else if (c === quote) quote = 0;
    } else if (c === QUOTE || c === APOSTROPHE) quote = c;
    else if (c === OPEN_PAREN || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_PAREN || c === CLOSE_BRACKET) depth--;
    else if (depth !== 0) continue;
    else if (lastCompound ? c === GREATER || c === PLUS || c === TILDE || isSpace(c) : c === COMMA) {
      if (!lastCompound) parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** Splits a selector list on its top-level commas (not those inside :is(), :not() or attribute values). */
export function splitSelectorList(list: string): string[] {
  return scanTopLevel(list, false).filter(Boolean);
}

/** What an element must carry, beyond its key, before `matches` is worth calling. */
function prechecks(compound: string): Pick<IndexedSelector<unknown>, 'attributes' | 'id'> {
  // Escaped names, and brackets inside :not() or :is() (which are no requirements): left to matches().
  if (compound.includes('\\') || compound.includes('(')) return {};
  // Names as written: hasAttribute folds case on HTML elements as CSS does, and not on SVG ones, as CSS does not.
  const attributes: string[] = [];
  for (let open = compound.indexOf('['); open >= 0; open = compound.indexOf('[', open + 1)) {
    let i = open + 1;
    while (isSpace(compound.charCodeAt(i))) i++;
    const end = nameEnd(compound, i);
    if (end < 0) continue;
    let next = end;
    while (isSpace(compound.charCodeAt(next))) next++;
    const c = compound.charCodeAt(next);
    // The name, then `]` or an operator: `=`, `~=`, `^=`, `$=`, `*=`, `|=` (not a namespace bar: `[ns|a]`).
    const prefixed = c === TILDE || c === CARET || c === DOLLAR || c === STAR || c === PIPE;
    if (c === CLOSE_BRACKET || c === EQUALS || (prefixed && compound.charCodeAt(next + 1) === EQUALS)) attributes.push(compound.slice(i, end));
  }
  const id = nameAfter(withoutGroups(compound, false), '#');
  return { ...(attributes.length ? { attributes } : {}), ...(id ? { id } : {}) };
}

function keyOf(compound: string): Key {
  // A class first: the rarest key that every element's lookup reads anyway. Then the tag, then an id
  // (`input#email` goes under input, its id a precheck): a bare id is looked up in the document instead.
  const outside = withoutGroups(compound, true);
  const cls = nameAfter(outside, '.');
  if (cls) return { kind: 'class', value: cls };
  if (isLetter(outside.charCodeAt(0))) return { kind: 'tag', value: outside.slice(0, nameEnd(outside, 0)).toLowerCase() };
  const id = nameAfter(outside, '#');
  if (id) return { kind: 'id', value: id };
  return { kind: 'any' };
}

/** Whether `selector` is just `.a`, `#a` or `a`: the key alone decides its match. */
function isSimple(selector: string): boolean {
  const c = selector.charCodeAt(0);
  const at = c === DOT || c === HASH ? 1 : 0;
  return nameEnd(selector, at) === selector.length;
}

// The per-element path (passesPrechecks, match, consider) uses indexed loops: for-of allocates an iterator
// per loop until the function is optimised, and a discovery batch is often over before that happens (the
// bundle's profile at 10k rows: garbage collection 5.3 -> 2.5 ms).
function passesPrechecks(entry: IndexedSelector<unknown>, element: Element): boolean {
  if (entry.id !== undefined && element.id !== entry.id) return false;
  const { attributes } = entry;
  if (attributes) for (let i = 0; i < attributes.length; i++) if (!element.hasAttribute(attributes[i]!)) return false;
  return true;
}

/**
 * What the engine is asked for to pick the candidates of the selectors filed under one key: their rightmost
 * compounds, which every element they match must match, grouped behind the key (`a:is(a[href*="/download/"],
 * a[href*="?download="])`, `input#email`): only those links and that input get a JavaScript wrapper and a
 * lookup, not every link and input, and an element without the key costs the engine one check, however
 * many selectors share it. The key alone where a compound is the key itself or holds a functional
 * pseudo-class (`:not(.a .b)` can hide a whole complex selector).
 */
function candidateOf(key: string, compounds: readonly string[] | null): string {
  if (!compounds) return key;
  return compounds.length === 1 ? compounds[0]! : `${key}:is(${compounds.join(',')})`;
}

export class SelectorIndex<P> {
  private readonly byId = new Map<string, IndexedSelector<P>[]>();
  private readonly byClass = new Map<string, IndexedSelector<P>[]>();
  private readonly byTag = new Map<string, IndexedSelector<P>[]>();
  private readonly rest: IndexedSelector<P>[] = [];
  /** Whose selectors are filed; the index is empty while this is. */
  readonly owners = new Set<P>();
  /** The rightmost compounds filed under each class or tag key (null: the key alone picks them), for `candidateOf`. */
  private readonly compounds = new Map<string, string[] | null>();
  private query: string | null | undefined;

  add(owner: P, selectors: readonly string[]): void {
    this.owners.add(owner);
    this.query = undefined;
    for (const list of selectors) {
      for (const selector of splitSelectorList(list)) {
        const compound = scanTopLevel(selector, true)[0]!;
        const key = keyOf(compound);
        const exact = compound === selector && isSimple(selector);
        const entry: IndexedSelector<P> = { owner, selector, exact, ...(exact ? {} : prechecks(compound)) };
        if (key.kind === 'class' || key.kind === 'tag') this.fileCompound(key.kind === 'class' ? `.${key.value}` : key.value, compound);
        if (key.kind === 'any') this.rest.push(entry);
        else {
          const map = key.kind === 'id' ? this.byId : key.kind === 'class' ? this.byClass : this.byTag;
          const bucket = map.get(key.value);
          if (bucket) bucket.push(entry);
          else map.set(key.value, [entry]);
        }
      }
    }
  }

  /**
   * Calls `found` once per owner whose class- or tag-keyed selectors match `element` (one shared callback:
   * no closure per element). Selectors filed under an id are not looked at here: reading every added
   * element's id cost more than the rest of the lookup together, so `matchIds` asks the document for each
   * id instead, once per batch.
   */
  match(element: Element, found: (owner: P, element: Element) => void): void {
    let seen: P[] | undefined;
    if (this.byClass.size) {
      // The attribute string, not classList: no DOMTokenList per element on the hot path.
      const classes = element.getAttribute('class');
      if (classes) {
        if (SINGLE_CLASS.test(classes)) seen = this.consider(this.byClass.get(classes), element, found, seen);
        else {
          const names = classes.split(WHITESPACE);
          for (let i = 0; i < names.length; i++) if (names[i]) seen = this.consider(this.byClass.get(names[i]!), element, found, seen);
        }
      }
    }
    if (this.byTag.size) seen = this.consider(this.byTag.get(element.localName), element, found, seen);
    if (this.rest.length) this.consider(this.rest, element, found, seen);
  }

  /**
   * A selector list that every element `match` could find something for matches (each selector's
   * rightmost compound), or null when some selector has no key: the engine then picks the few
   * candidates of a subtree without a JS wrapper for each of its elements.
   */
  candidates(): string | null {
    if (this.query === undefined) {
      this.query = this.rest.length || !this.compounds.size ? null : Array.from(this.compounds, ([key, compounds]) => candidateOf(key, compounds)).join(',');
    }
    return this.query;
  }

  private fileCompound(key: string, compound: string): void {
    const filed = this.compounds.get(key);
    if (filed === null) return;
    if (compound === key || compound.includes('(')) this.compounds.set(key, null);
    else if (!filed) this.compounds.set(key, [compound]);
    else if (!filed.includes(compound)) filed.push(compound);
  }

  /**
   * Calls `found` for the selectors filed under an id, with the element of that id in `root`'s document,
   * wherever it is: ids are unique, so one lookup per id replaces reading the id of every added element.
   */
  matchIds(root: NonElementParentNode, found: (owner: P, element: Element) => void): void {
    for (const [id, bucket] of this.byId) {
      const element = root.getElementById(id);
      if (element) this.consider(bucket, element, found, undefined);
    }
  }

  /** Checks one bucket; returns the owners found so far (allocated on the first hit only). */
  private consider(
    bucket: IndexedSelector<P>[] | undefined,
    element: Element,
    found: (owner: P, element: Element) => void,
    seen: P[] | undefined,
  ): P[] | undefined {
    if (!bucket) return seen;
    for (let i = 0; i < bucket.length; i++) {
      const entry = bucket[i]!;
      if (seen && seen.includes(entry.owner)) continue;
      if (!entry.exact && !passesPrechecks(entry, element)) continue;
      if (entry.exact || element.matches(entry.selector)) {
        (seen ??= []).push(entry.owner);
        found(entry.owner, element);
      }
    }
    return seen;
  }

  /** Whether any selector of `owner` matches `element` (attribute re-checks). */
  matchesOwner(element: Element, owner: P): boolean {
    let hit = false;
    const note = (o: P) => {
      if (o === owner) hit = true;
    };
    this.match(element, note);
    if (element.id) this.consider(this.byId.get(element.id), element, note, undefined);
    return hit;
  }
}
