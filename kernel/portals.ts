/**
 * Portals for UI the runtime creates (modals, popups, badges, tips, panels).
 * One React root serves them all, created on the first portal, so a page whose
 * plugins never show UI never downloads React. Each portal renders into a host
 * element of the runtime's own, which discovery ignores.
 */
import type { Environment } from '../adapters/environment';
import type { PortalHandle, PortalOptions, View } from './types';
import type { ReactNode } from 'react';
import type { PortalRoot, PortalEntry } from './portal-root';

export const HOST_ATTRIBUTE = 'data-site-runtime-portal';

interface Owner {
  plugin: string;
  report(error: unknown): void;
}

export class PortalHost {
  private readonly hosts = new WeakSet<Node>();
  private readonly entries = new Map<number, PortalEntry>();
  private root: Promise<PortalRoot> | undefined;
  private loaded: PortalRoot | undefined;
  private serial = 0;
  private ownedCount = 0;

  constructor(
    private readonly env: Environment,
    private readonly write: <T>(fn: () => T) => T,
    private readonly reportKernel: (error: unknown) => void,
  ) {}

  /** Live portals (the leak tests count these). */
  get size(): number {
    return this.entries.size;
  }

  /** Marks a runtime-owned element (the inspector uses it too). */
  own(node: Node): void {
    this.hosts.add(node);
    this.ownedCount++;
  }

  isOwned(node: Node): boolean {
    if (this.ownedCount === 0) return false;
    for (let n: Node | null = node; n; n = n.parentNode) if (this.hosts.has(n)) return true;
    return false;
  }

  open(target: Element, view: View, options: PortalOptions | undefined, owner: Owner): PortalHandle {
    const id = ++this.serial;
    const host = this.env.document.createElement('div');
    host.setAttribute(HOST_ATTRIBUTE, owner.plugin);
    if (options?.className) host.className = options.className;
    this.own(host);
    this.write(() => (options?.prepend ? target.prepend(host) : target.append(host)));
    const entry: PortalEntry = { id, host, node: null, onError: owner.report };
    this.entries.set(id, entry);
    let version = 0;
    let closed = false;

    const show = (next: View) => {
      const mine = ++version;
      Promise.resolve()
        .then(() => (typeof next === 'function' ? (next as () => ReactNode | Promise<ReactNode>)() : next))
        .then(async (node) => {
          if (closed || mine !== version) return;
          entry.node = node;
          (await this.ensureRoot()).render([...this.entries.values()]);
        })
        .catch((error: unknown) => owner.report(error));
    };

    show(view);
    return {
      host,
      update: (next) => {
        if (!closed) show(next);
      },
      close: () => {
        if (closed) return;
        closed = true;
        this.entries.delete(id);
        this.loaded?.render([...this.entries.values()]);
        this.write(() => host.remove());
      },
    };
  }

  /** Unmounts the React root (runtime stop). Portals must be closed by their owners first. */
  dispose(): void {
    this.entries.clear();
    const root = this.loaded;
    this.root = undefined;
    this.loaded = undefined;
    if (root) this.write(() => root.unmount());
  }

  private ensureRoot(): Promise<PortalRoot> {
    this.root ??= import('./portal-root').then((module) => {
      const root = this.write(() => module.createPortalRoot(this.env.document, (error) => this.reportKernel(error)));
      this.own(root.container);
      this.loaded = root;
      return root;
    });
    return this.root;
  }
}
