/**
 * Portals for UI the runtime creates (modals, popups, badges, tips, panels).
 * One React root serves them all, created on the first portal, so a page whose
 * plugins never show UI never downloads React. Each portal renders into a host
 * element of the runtime's own, which discovery ignores (OwnedNodes.portalHost,
 * in the core). The PortalHost itself is made on first use too, and this module
 * loads with the first portal a plugin opens (or the inspector's panel): most
 * pages open none.
 */
import type { Environment } from '../adapters/environment';
import type { OwnedNodes } from './owned-nodes';
import type { PortalHandle, View } from './types';
import type { ReactNode } from 'react';
import type { PortalRoot, PortalEntry } from './portal-root';

interface Owner {
  plugin: string;
  report(error: unknown): void;
}

/** What the runtime's one PortalHost is made from, and where the runtime keeps it once made. */
export interface PortalSite {
  readonly env: Environment;
  write<T>(fn: () => T): T;
  readonly owned: OwnedNodes;
  portalError(error: unknown): void;
  portals?: PortalHost;
}

/** The runtime's PortalHost, made on first use. */
export function portalHostOf(site: PortalSite): PortalHost {
  site.portals ??= new PortalHost(site.env, (fn) => site.write(fn), (error) => site.portalError(error), site.owned);
  return site.portals;
}

export class PortalHost {
  private readonly entries = new Map<number, PortalEntry>();
  private root: Promise<PortalRoot | undefined> | undefined;
  private loaded: PortalRoot | undefined;
  private serial = 0;

  constructor(
    private readonly env: Environment,
    private readonly write: <T>(fn: () => T) => T,
    private readonly reportKernel: (error: unknown) => void,
    private readonly owned: OwnedNodes,
  ) {}

  /** Live portals (the leak tests count these). */
  get size(): number {
    return this.entries.size;
  }

  /** Renders `view` into `host`, an element made by OwnedNodes.portalHost; closing removes the host. */
  open(host: HTMLElement, view: View, owner: Owner): PortalHandle {
    const id = ++this.serial;
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
          (await this.ensureRoot())?.render([...this.entries.values()]);
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

  /** The root, made once React is in; undefined when the runtime stopped meanwhile. */
  private ensureRoot(): Promise<PortalRoot | undefined> {
    if (this.root) return this.root;
    const pending = import('./portal-root').then((module) => {
      // Disposed while React was loading: a root made now would stay in the page, its listeners with it.
      if (this.root !== pending) return undefined;
      const root = this.write(() => module.createPortalRoot(this.env.document, (error) => this.reportKernel(error)));
      this.owned.add(root.container);
      this.loaded = root;
      return root;
    });
    this.root = pending;
    return pending;
  }
}
