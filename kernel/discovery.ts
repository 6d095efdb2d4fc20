/**
 * Discovery: what the document observer's records mean for mounts. In arriving
 * subtrees the engine picks the candidates (the index's keys) and each is
 * looked up in the selector index (a few lookups however many selectors there
 * are, where a native query checks every element against each selector); the
 * matches are handed to mounting once the batch is looked at, so mounts cannot
 * change what it sees; watched attributes are re-checked; a
 * removal sweeps the mounts whose elements left. The document that was there
 * at start is walked in slices (`discoverDocument`).
 */
import type { TimerApi } from '../adapters/environment';
import type { Mounts } from './mounts';
import type { ObserverHandlers } from './observer';
import type { OwnedNodes } from './owned-nodes';
import type { PluginRecord, Registry } from './registry';

/** How long one slice of the first pass over the document may run. */
const PASS_SLICE_MS = 8;
/** Elements the first pass looks up between two readings of the clock. */
const CLOCK_EVERY = 64;
/** `compareDocumentPosition`'s bit for a node that comes before (the constant is on Node, a global). */
const PRECEDING = 2;

export interface Discovery extends ObserverHandlers {
  /**
   * The first pass over the document as it is at start: its elements walked in slices of at most
   * PASS_SLICE_MS (the first counted from `since`, run at once; the next ones each a task of its own),
   * each slice's matches handed to mounting at its end, the id-keyed ones at the last. Elements that
   * left meanwhile are passed over; those added meanwhile are the observer's. Stops when `current()`
   * turns false (the runtime stopped).
   */
  discoverDocument(since: number, current: () => boolean): Promise<void>;
}

/** The node itself when an element, else the nearest element among its siblings on `side` (a doctype has none). */
function elementFrom(node: Node, side: 'nextElementSibling' | 'previousElementSibling'): Element | null {
  return node.nodeType === 1 ? (node as Element) : ((node as Partial<NonDocumentTypeChildNode>)[side] ?? null);
}

export function createDiscovery(document: Document, registry: Registry, mounts: Mounts, owned: OwnedNodes, timers: TimerApi): Discovery {
  /** Matches found by a walk, as (plugin, element) pairs. */
  let found: (PluginRecord | Element)[] = [];
  const collect = (plugin: PluginRecord, element: Element) => void found.push(plugin, element);
  const collectUnowned = (plugin: PluginRecord, element: Element) => {
    if (!owned.covers(element)) collect(plugin, element);
  };

  /** Looks `root`'s subtree (`root` too when `withRoot`) up in the selector index: its candidates, or every element when a selector has no key. */
  function walk(root: ParentNode, withRoot: boolean): void {
    const { index } = registry;
    const candidates = index.candidates();
    if (candidates !== null) {
      // The root has its JavaScript wrapper already: the index's own lookup costs less than asking the engine.
      if (withRoot) index.match(root as Element, collect);
      // Most arriving subtrees hold no candidate: asking for the first costs a third of listing none.
      if (!root.querySelector(candidates)) return;
      const inside = root.querySelectorAll(candidates);
      for (let i = 0; i < inside.length; i++) index.match(inside[i]!, collect);
      return;
    }
    let element = withRoot ? (root as Element) : root.firstElementChild;
    while (element) {
      index.match(element, collect);
      let next = element.firstElementChild;
      for (let at: Element | null = element; !next && at && at !== root; at = at.parentElement) next = at.nextElementSibling;
      element = next;
    }
  }

  /** Hands the matches found so far to mounting. */
  function mountPairs(): void {
    const pairs = found;
    found = [];
    for (let i = 0; i < pairs.length; i += 2) mounts.ensure(pairs[i] as PluginRecord, pairs[i + 1] as Element);
  }

  /** The walk's matches, then those of selectors filed under an id (looked up once per batch; runtime-owned nodes left out). */
  function mountFound(): void {
    registry.index.matchIds(document, collectUnowned);
    mountPairs();
  }

  return {
    async discoverDocument(since, current) {
      const { index } = registry;
      if (!index.owners.size) return;
      // A static list: the document's candidates at start, in document order, whatever happens meanwhile.
      const elements = document.querySelectorAll(index.candidates() ?? '*');
      let started = since;
      for (let at = 0; ; ) {
        // Only a later slice can meet an element that left: the first runs before anything else can.
        const checkConnected = at > 0;
        do {
          for (const end = Math.min(at + CLOCK_EVERY, elements.length); at < end; at++) {
            const element = elements[at]!;
            if (!checkConnected || element.isConnected) index.match(element, collect);
          }
        } while (at < elements.length && timers.now() - started < PASS_SLICE_MS);
        if (at === elements.length) return mountFound();
        mountPairs();
        await timers.nextTask();
        if (!current()) return;
        started = timers.now();
      }
    },
    sweep: () => mounts.sweep(),
    isOwned: (node) => owned.covers(node),
    discover(nodes, connectedOnly) {
      if (!registry.index.owners.size) return;
      for (let i = 0; i < nodes.length; i++) {
        const node = nodes[i]!;
        if (node.nodeType === 1 && !(connectedOnly && !node.isConnected)) walk(node as Element, true);
      }
      mountFound();
    },
    discoverChildren(parent) {
      if (!registry.index.owners.size) return;
      walk(parent, false);
      mountFound();
    },
    discoverRun(first, last) {
      if (!registry.index.owners.size) return;
      const from = elementFrom(first, 'nextElementSibling');
      const to = elementFrom(last, 'previousElementSibling');
      // Runs of text alone (the element after the first lies beyond the one before the last) hold nothing.
      if (!from || !to || (from !== to && from.compareDocumentPosition(to) & PRECEDING)) return;
      for (let element: Element | null = from; element; element = element === to ? null : element.nextElementSibling) walk(element, true);
      mountFound();
    },
    attributeChanged(element, attribute) {
      for (const plugin of registry.attributeOwners.get(attribute) ?? []) {
        const record = plugin.mounts.get(element);
        const matches = registry.index.matchesOwner(element, plugin);
        if (matches && !record) mounts.ensure(plugin, element);
        else if (!matches && record) mounts.unmount(record);
      }
    },
  };
}
