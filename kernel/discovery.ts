/**
 * Discovery: what the document observer's records mean for mounts. Arriving
 * subtrees are walked through the selector index (a few lookups per element
 * however many selectors there are, where a native query checks every element
 * against each) and the matches handed to mounting once the walk is over, so
 * mounts cannot change what it sees; watched attributes are re-checked; a
 * removal sweeps the mounts whose elements left.
 */
import type { Mounts } from './mounts';
import type { ObserverHandlers } from './observer';
import type { OwnedNodes } from './owned-nodes';
import type { PluginRecord, Registry } from './registry';

export function createDiscovery(document: Document, registry: Registry, mounts: Mounts, owned: OwnedNodes): ObserverHandlers {
  /** Matches found by a walk, as (plugin, element) pairs. */
  let found: (PluginRecord | Element)[] = [];
  const collect = (plugin: PluginRecord, element: Element) => void found.push(plugin, element);
  const collectUnowned = (plugin: PluginRecord, element: Element) => {
    if (!owned.covers(element)) collect(plugin, element);
  };

  /** Walks `root`'s subtree (`root` too when `withRoot`) through the selector index. */
  function walk(root: ParentNode, withRoot: boolean): void {
    const { index } = registry;
    let element = withRoot ? (root as Element) : root.firstElementChild;
    while (element) {
      index.match(element, collect);
      let next = element.firstElementChild;
      for (let at: Element | null = element; !next && at && at !== root; at = at.parentElement) next = at.nextElementSibling;
      element = next;
    }
  }

  /** The walk's matches, then those of selectors filed under an id (looked up once per batch; runtime-owned nodes left out). */
  function mountFound(): void {
    registry.index.matchIds(document, collectUnowned);
    const pairs = found;
    found = [];
    for (let i = 0; i < pairs.length; i += 2) mounts.ensure(pairs[i] as PluginRecord, pairs[i + 1] as Element);
  }

  return {
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
