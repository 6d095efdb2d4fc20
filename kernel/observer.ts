/**
 * ONE MutationObserver for the whole document. Records are handled in batches
 * (one pass per callback, i.e. per microtask checkpoint): removals first, as a
 * single sweep, then additions, then the attribute changes plugins asked for.
 * Writes the runtime makes itself are fenced off with `withoutDiscovery`.
 */

export interface ObserverHandlers {
  /** Some nodes left the tree: find mounts that are no longer connected. */
  sweep(): void;
  /** A subtree arrived (already known to be connected). */
  discover(root: Element): void;
  /** An observed attribute changed on an element. */
  attributeChanged(element: Element, name: string): void;
  /** Whether additions under this node belong to the runtime (portal hosts, the inspector). */
  isOwned(node: Node): boolean;
}

export class DocumentObserver {
  private readonly observer: MutationObserver;
  private attributeFilter: string[] = [];
  private running = false;

  constructor(
    private readonly root: Node,
    MutationObserverImpl: typeof MutationObserver,
    private readonly handlers: ObserverHandlers,
  ) {
    this.observer = new MutationObserverImpl((records) => this.process(records, false));
  }

  start(attributeFilter: readonly string[]): void {
    this.attributeFilter = [...attributeFilter];
    this.running = true;
    this.connect();
  }

  /** Re-subscribes when a late registration asks for more attributes. */
  watchAttributes(attributeFilter: readonly string[]): void {
    const next = [...new Set(attributeFilter)].sort();
    if (next.join() === [...this.attributeFilter].sort().join()) return;
    this.attributeFilter = next;
    if (!this.running) return;
    this.flush();
    this.observer.disconnect();
    this.connect();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.observer.takeRecords();
    this.observer.disconnect();
  }

  /** Handles pending records now, instead of at the next microtask checkpoint. */
  flush(): void {
    if (!this.running) return;
    const records = this.observer.takeRecords();
    if (records.length) this.process(records, false);
  }

  /**
   * Runs DOM writes of the runtime's own. Nodes they add are not discovered;
   * nodes they remove are still swept, so a plugin that removes mounted
   * markup never leaves a mount behind.
   */
  withoutDiscovery<T>(write: () => T): T {
    if (!this.running) return write();
    this.flush();
    try {
      return write();
    } finally {
      const records = this.observer.takeRecords();
      if (records.length) this.process(records, true);
    }
  }

  private connect(): void {
    const options: MutationObserverInit = { childList: true, subtree: true };
    if (this.attributeFilter.length) {
      options.attributes = true;
      options.attributeFilter = this.attributeFilter;
    }
    this.observer.observe(this.root, options);
  }

  private process(records: MutationRecord[], ownWrites: boolean): void {
    const { handlers } = this;
    let removed = false;
    let added: Node[] | undefined;
    let attributes: MutationRecord[] | undefined;
    for (const record of records) {
      if (record.type === 'childList') {
        if (record.removedNodes.length) removed = true;
        if (!ownWrites && record.addedNodes.length && !handlers.isOwned(record.target)) {
          const nodes = record.addedNodes;
          added ??= [];
          for (let i = 0; i < nodes.length; i++) added.push(nodes[i]!);
        }
      } else if (record.type === 'attributes' && !ownWrites) {
        (attributes ??= []).push(record);
      }
    }
    if (removed) handlers.sweep();
    if (added) {
      for (const node of added) {
        // Skips text nodes and subtrees that were added then removed in the same batch.
        if (node.nodeType === 1 && node.isConnected) handlers.discover(node as Element);
      }
    }
    if (attributes) {
      for (const record of attributes) {
        if (record.target.isConnected) handlers.attributeChanged(record.target as Element, record.attributeName!);
      }
    }
  }
}
