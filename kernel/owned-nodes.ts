/**
 * Elements the runtime created for itself (portal hosts, the React root's
 * container, the inspector): discovery ignores what is added under them.
 */
import type { PortalOptions } from './types';

const HOST_ATTRIBUTE = 'data-site-runtime-portal';

export class OwnedNodes {
  private readonly nodes = new WeakSet<Node>();
  private count = 0;

  add(node: Node): void {
    this.nodes.add(node);
    this.count++;
  }

  /**
   * A new element for a portal to render into, put in `target` at once (first or last) by `write` and
   * owned, marked with the plugin (or `inspector`) it belongs to. A method here, with the core, so a
   * plugin's portal and the inspector's panel make theirs alike while the portals' code
   * (kernel/portals.ts) loads only with the first one.
   */
  portalHost(target: Element, owner: string, options: PortalOptions | undefined, write: <T>(fn: () => T) => T): HTMLElement {
    const host = target.ownerDocument.createElement('div');
    host.setAttribute(HOST_ATTRIBUTE, owner);
    if (options?.className) host.className = options.className;
    this.add(host);
    write(() => (options?.prepend ? target.prepend(host) : target.append(host)));
    return host;
  }

  /** Whether `node` is one of them or lies under one. */
  covers(node: Node): boolean {
    if (this.count === 0) return false;
    for (let n: Node | null = node; n; n = n.parentNode) if (this.nodes.has(n)) return true;
    return false;
  }
}
