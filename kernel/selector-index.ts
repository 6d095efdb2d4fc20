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

const SIMPLE = /^(#|\.)?(-?[_a-zA-Z][\w-]*)$/;
const SINGLE_CLASS = /^[^\s]+$/;
const WHITESPACE = /\s+/;
/** An attribute selector's name, followed by its end or an operator (not a namespace bar: `[ns|a]`). */
const ATTRIBUTE_NAME = /\[\s*(-?[_a-zA-Z][\w-]*)\s*(?=\]|[~^$*|]?=)/g;

/**
 * A selector with no quote, bracket, parenthesis or escape: every comma and combinator in it is top-level,
 * so string methods split it. Most are so, and the character walk below, one call per character before
 * the engine has optimised it, was most of the index's build at each page's start.
 */
const PLAIN = /^[^"'()[\]\\]*$/;
const LAST_PLAIN_COMPOUND = /[^\s>+~]*$/;

/** Calls `visit` for each character outside quotes, brackets and parentheses. */
function forEachTopLevel(text: string, visit: (char: string, index: number) => void): void {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) visit(c, i);
  }
}

/** Splits a selector list on its top-level commas (not those inside :is(), :not() or attribute values). */
export function splitSelectorList(list: string): string[] {
  if (PLAIN.test(list)) return list.split(',').map((selector) => selector.trim()).filter(Boolean);
  const out: string[] = [];
  let start = 0;
  forEachTopLevel(list, (c, i) => {
    if (c !== ',') return;
    out.push(list.slice(start, i).trim());
    start = i + 1;
  });
  out.push(list.slice(start).trim());
  return out.filter(Boolean);
}

/** The rightmost compound of a complex selector: `form .wpcf7 > input.a` -> `input.a`. */
function lastCompound(selector: string): string {
  if (PLAIN.test(selector)) return LAST_PLAIN_COMPOUND.exec(selector)![0];
  let cut = 0;
  forEachTopLevel(selector, (c, i) => {
    if (c === '>' || c === '+' || c === '~' || !c.trim()) cut = i + 1;
  });
  return selector.slice(cut).trim();
}

/** What an element must carry, beyond its key, before `matches` is worth calling. */
function prechecks(compound: string): Pick<IndexedSelector<unknown>, 'attributes' | 'id'> {
  // Escaped names, and brackets inside :not() or :is() (which are no requirements): left to matches().
  if (compound.includes('\\') || compound.includes('(')) return {};
  // Names as written: hasAttribute folds case on HTML elements as CSS does, and not on SVG ones, as CSS does not.
  const attributes = Array.from(compound.matchAll(ATTRIBUTE_NAME), (m) => m[1]!);
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(compound.replace(/\[[^\]]*\]/g, ''))?.[1];
  return { ...(attributes.length ? { attributes } : {}), ...(id ? { id } : {}) };
}

function keyOf(compound: string): Key {
  // A class first: the rarest key that every element's lookup reads anyway. Then the tag, then an id
  // (`input#email` goes under input, its id a precheck): a bare id is looked up in the document instead.
  const outside = compound.replace(/\[[^\]]*\]|\([^)]*\)/g, '');
  const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (cls) return { kind: 'class', value: cls[1]! };
  const tag = /^([a-zA-Z][\w-]*)/.exec(outside);
  if (tag) return { kind: 'tag', value: tag[1]!.toLowerCase() };
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (id) return { kind: 'id', value: id[1]! };
  return { kind: 'any' };
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
        const compound = lastCompound(selector);
        const key = keyOf(compound);
        const exact = compound === selector && SIMPLE.test(selector);
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
