/**
 * Matches one element against every registered selector in one pass, in the
 * manner of selector-set: each selector is filed under a class, the tag or the id of
 * its rightmost compound, so an element only meets the selectors that could
 * possibly match it, and a bare `.class` / `#id` / `tag` needs no `matches` call.
 */

export interface IndexedSelector<P> {
  owner: P;
  selector: string;
  /** True when the key alone decides the match (the selector is just `.a`, `#a` or `a`). */
  exact: boolean;
}

type Key = { kind: 'id' | 'class' | 'tag'; value: string } | { kind: 'any' };

const SIMPLE = /^(#|\.)?(-?[_a-zA-Z][\w-]*)$/;
const SINGLE_CLASS = /^[^\s]+$/;
const WHITESPACE = /\s+/;
/** A compound that starts with a type selector: `a.x`, `input[name="email"]`, `span`. */
const TAGGED_COMPOUND = /^([a-zA-Z][\w-]*)(.*)$/;

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
  let cut = 0;
  forEachTopLevel(selector, (c, i) => {
    if (c === ' ' || c === '>' || c === '+' || c === '~') cut = i + 1;
  });
  return selector.slice(cut).trim();
}

function keyOf(compound: string): Key {
  // A class first: the rarest key that every element's lookup reads anyway. Then the tag, then an id
  // (`input#email` goes under input): an id bucket would mean reading the id of every added element.
  const outside = compound.replace(/\[[^\]]*\]|\([^)]*\)/g, '');
  const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (cls) return { kind: 'class', value: cls[1]! };
  const tag = /^([a-zA-Z][\w-]*)/.exec(outside);
  if (tag) return { kind: 'tag', value: tag[1]!.toLowerCase() };
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (id) return { kind: 'id', value: id[1]! };
  return { kind: 'any' };
}

export class SelectorIndex<P> {
  private readonly byId = new Map<string, IndexedSelector<P>[]>();
  private readonly byClass = new Map<string, IndexedSelector<P>[]>();
  private readonly byTag = new Map<string, IndexedSelector<P>[]>();
  private readonly rest: IndexedSelector<P>[] = [];
  /** Selectors joined as they are (complex ones, bare classes and ids). */
  private loose: string[] = [];
  /** Single compounds by their tag (`a.download-link`, `a[href*="x"]`): grouped as `a:is(...)`. */
  private byTagCompound = new Map<string, string[]>();
  private count = 0;
  /**
   * Every selector in one `:is()`: one native matches / querySelectorAll finds
   * all candidates. A selector list makes the engine set up a match per entry
   * for every element it visits; one `:is()` does that once, which costs about
   * a third less with thirty entries. Same-tag compounds are grouped, so an
   * element of another tag is ruled out by one check instead of one per selector.
   */
  combined = '';

  add(owner: P, selectors: readonly string[]): void {
    for (const list of selectors) {
      for (const selector of splitSelectorList(list)) {
        const compound = lastCompound(selector);
        const key = keyOf(compound);
        const exact = compound === selector && SIMPLE.test(selector);
        const entry: IndexedSelector<P> = { owner, selector, exact };
        if (key.kind === 'any') this.rest.push(entry);
        else {
          const map = key.kind === 'id' ? this.byId : key.kind === 'class' ? this.byClass : this.byTag;
          const bucket = map.get(key.value);
          if (bucket) bucket.push(entry);
          else map.set(key.value, [entry]);
        }
        this.count++;
        const tagged = compound === selector && !selector.includes('::') ? TAGGED_COMPOUND.exec(selector) : null;
        if (tagged) {
          const [, tag, rest] = tagged;
          const group = this.byTagCompound.get(tag!.toLowerCase()) ?? [];
          group.push(rest!);
          this.byTagCompound.set(tag!.toLowerCase(), group);
        } else this.loose.push(selector);
      }
    }
    const grouped = [...this.byTagCompound].map(([tag, rests]) =>
      rests.includes('') ? tag : rests.length === 1 ? tag + rests[0] : `${tag}:is(${rests.join(',')})`,
    );
    const parts = [...this.loose, ...grouped];
    // A lone selector keeps the engine's own fast paths (a bare class or tag).
    this.combined = parts.length > 1 ? `:is(${parts.join(',')})` : parts.join(',');
  }

  get size(): number {
    return this.count;
  }

  /** Calls `found` once per owner whose selectors match `element` (one shared callback: no closure per element). */
  match(element: Element, found: (owner: P, element: Element) => void): void {
    let seen: P[] | undefined;
    // Every added element comes through here: no DOM read for a kind of key no selector uses.
    if (this.byId.size) {
      const id = element.id;
      if (id) seen = this.consider(this.byId.get(id), element, found, seen);
    }
    if (this.byClass.size) {
      // The attribute string, not classList: no DOMTokenList per element on the hot path.
      const classes = element.getAttribute('class');
      if (classes) {
        if (SINGLE_CLASS.test(classes)) seen = this.consider(this.byClass.get(classes), element, found, seen);
        else for (const name of classes.split(WHITESPACE)) if (name) seen = this.consider(this.byClass.get(name), element, found, seen);
      }
    }
    if (this.byTag.size) seen = this.consider(this.byTag.get(element.localName), element, found, seen);
    if (this.rest.length) this.consider(this.rest, element, found, seen);
  }

  /** Checks one bucket; returns the owners found so far (allocated on the first hit only). */
  private consider(
    bucket: IndexedSelector<P>[] | undefined,
    element: Element,
    found: (owner: P, element: Element) => void,
    seen: P[] | undefined,
  ): P[] | undefined {
    if (!bucket) return seen;
    for (const entry of bucket) {
      if (seen && seen.includes(entry.owner)) continue;
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
    this.match(element, (o) => {
      if (o === owner) hit = true;
    });
    return hit;
  }
}
