/**
 * Matches elements against every registered selector, in the manner of
 * selector-set: each selector is filed under the id, class or tag of its
 * rightmost compound, so an element only meets the selectors that could
 * possibly match it, and a bare `.class` / `#id` / `tag` needs no `matches` call.
 *
 * A new subtree is matched by walking it here rather than by a native
 * querySelectorAll of all selectors: the engine checks every element against
 * every selector of such a list, so its cost grows with the number of plugins,
 * while a walk costs a few lookups per element however many there are (with
 * 20 to 30 selectors it takes about half the time). Only selectors with no
 * class, tag or id to file them under are queried natively.
 */

export interface IndexedSelector<P> {
  owner: P;
  selector: string;
  /** True when the key alone decides the match (the selector is just `.a`, `#a` or `a`). */
  exact: boolean;
  /** Attributes the element must carry (`a[href*="x"]`: href): a cheap check before `matches`. */
  attributes: readonly string[];
}

type Key = { kind: 'id' | 'class' | 'tag'; value: string } | { kind: 'any' };

const SIMPLE = /^(#|\.)?(-?[_a-zA-Z][\w-]*)$/;
const SINGLE_CLASS = /^[^\s]+$/;
const WHITESPACE = /\s+/;
/** An attribute selector's name, up to its operator or bracket (`ns|name` is left out: no cheap check for it). */
const ATTRIBUTE_NAME = /^\s*([^\s=~|^$*\]]+)\s*(?:[~^$*]?=|\]|\|=)/;

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
  // A class first: every element's class is read anyway, and classes are what plugins mostly bind. Then the
  // tag, read for every element once any selector is filed under one; an id last (`input#email` goes under
  // input): reading every element's id for a few such selectors would cost more than the matches() they save.
  const outside = compound.replace(/\[[^\]]*\]|\([^)]*\)/g, '');
  const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (cls) return { kind: 'class', value: cls[1]! };
  const tag = /^([a-zA-Z][\w-]*)/.exec(outside);
  if (tag) return { kind: 'tag', value: tag[1]!.toLowerCase() };
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(outside);
  if (id) return { kind: 'id', value: id[1]! };
  return { kind: 'any' };
}

/** The attributes a compound requires at its top level (not those inside :not() or :is()). */
function requiredAttributes(compound: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < compound.length; i++) {
    const c = compound[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '[' && depth === 0) {
      const name = ATTRIBUTE_NAME.exec(compound.slice(i + 1))?.[1];
      if (name) names.push(name);
    }
  }
  return names;
}

export class SelectorIndex<P> {
  private readonly byId = new Map<string, IndexedSelector<P>[]>();
  private readonly byClass = new Map<string, IndexedSelector<P>[]>();
  private readonly byTag = new Map<string, IndexedSelector<P>[]>();
  private readonly rest: IndexedSelector<P>[] = [];
  /** The selectors with no key, in one `:is()`: queried natively over a new subtree. */
  private restSelector = '';
  private count = 0;

  add(owner: P, selectors: readonly string[]): void {
    for (const list of selectors) {
      for (const selector of splitSelectorList(list)) {
        const compound = lastCompound(selector);
        const key = keyOf(compound);
        const exact = compound === selector && SIMPLE.test(selector);
        const entry: IndexedSelector<P> = { owner, selector, exact, attributes: exact ? [] : requiredAttributes(compound) };
        if (key.kind === 'any') this.rest.push(entry);
        else {
          const map = key.kind === 'id' ? this.byId : key.kind === 'class' ? this.byClass : this.byTag;
          const bucket = map.get(key.value);
          if (bucket) bucket.push(entry);
          else map.set(key.value, [entry]);
        }
        this.count++;
      }
    }
    this.restSelector = this.rest.length ? `:is(${this.rest.map((entry) => entry.selector).join(',')})` : '';
  }

  get size(): number {
    return this.count;
  }

  /** Calls `found` once per owner whose selectors match `element` (one shared callback: no closure per element). */
  match(element: Element, found: (owner: P, element: Element) => void): void {
    const seen = this.matchKeyed(element, found);
    if (this.rest.length) this.consider(this.rest, element, found, seen);
  }

  /**
   * Calls `found` for every match in `root`'s subtree, in document order,
   * `root` itself included unless `withRoot` is false. The subtree must not
   * change meanwhile: callers collect the matches and act on them after.
   */
  matchTree(root: ParentNode, withRoot: boolean, found: (owner: P, element: Element) => void): void {
    let restHits: Set<Element> | undefined;
    if (this.rest.length) {
      restHits = new Set(Array.from(root.querySelectorAll(this.restSelector)));
      if (withRoot && (root as Element).matches(this.restSelector)) restHits.add(root as Element);
    }
    // Depth first, elements only, without recursion: deep markup cannot exhaust the stack.
    let element = withRoot ? (root as Element) : root.firstElementChild;
    while (element) {
      const seen = this.matchKeyed(element, found);
      if (restHits?.has(element)) this.consider(this.rest, element, found, seen);
      let next = element.firstElementChild;
      for (let up: Node | null = element; !next && up && up !== root; up = up.parentNode) next = (up as Element).nextElementSibling;
      element = next;
    }
  }

  /** Whether any selector of `owner` matches `element` (attribute re-checks). */
  matchesOwner(element: Element, owner: P): boolean {
    let hit = false;
    this.match(element, (o) => {
      if (o === owner) hit = true;
    });
    return hit;
  }

  /** The id, class and tag buckets; returns the owners found (allocated on the first hit only). */
  private matchKeyed(element: Element, found: (owner: P, element: Element) => void): P[] | undefined {
    let seen: P[] | undefined;
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
    return seen;
  }

  /** Checks one bucket; returns the owners found so far. */
  private consider(
    bucket: IndexedSelector<P>[] | undefined,
    element: Element,
    found: (owner: P, element: Element) => void,
    seen: P[] | undefined,
  ): P[] | undefined {
    if (!bucket) return seen;
    for (const entry of bucket) {
      if (seen && seen.includes(entry.owner)) continue;
      if (entry.exact || (hasAll(element, entry.attributes) && element.matches(entry.selector))) {
        (seen ??= []).push(entry.owner);
        found(entry.owner, element);
      }
    }
    return seen;
  }
}

function hasAll(element: Element, attributes: readonly string[]): boolean {
  for (const name of attributes) if (!element.hasAttribute(name)) return false;
  return true;
}
