/**
 * Elements the runtime created for itself (portal hosts, the React root's
 * container, the inspector): discovery ignores what is added under them.
 */
export class OwnedNodes {
  private readonly nodes = new WeakSet<Node>();
  private count = 0;

  add(node: Node): void {
    this.nodes.add(node);
    this.count++;
  }

  /** Whether `node` is one of them or lies under one. */
  covers(node: Node): boolean {
    if (this.count === 0) return false;
    for (let n: Node | null = node; n; n = n.parentNode) if (this.nodes.has(n)) return true;
    return false;
  }
}
