/**
 * What the scroll-section groups of a page share, in the plugin's scope
 * (docs/plugins/scroll-sections.md#links-and-the-address): one document click
 * listener for every in-page link (nav bullets, menu anchors, any `#id` link
 * into a group), one hashchange listener and the page-load check of the
 * address's hash, and one keydown listener for the slide groups' keys.
 * A hash or a link that names no element of a group is left to the browser.
 */
import type { AnyActorRef } from 'xstate';
import type { PluginContext } from '../../kernel/types';
import type { Direction } from '../../machines/scroll-sections/scroll-section';
import { typesText } from './hold';
import { markAnchorLink } from './marks';

export interface GroupHandle {
  group: HTMLElement;
  actor: AnyActorRef;
  /** The element (by index) that is or contains `target`, or -1. */
  indexOf(target: Element): number;
  /** Slide groups step with the keys themselves; fade groups follow the page's key scrolling. */
  stepsWithKeys: boolean;
  /** Scroll variants also step with the left and right arrows. */
  sideways?: { inverse: boolean };
}

const NEXT_KEYS = new Set(['ArrowDown', 'PageDown', ' ', 'Spacebar']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp']);

function keyDirection(event: KeyboardEvent, sideways: GroupHandle['sideways']): Direction | undefined {
  if (NEXT_KEYS.has(event.key)) return event.key === ' ' && event.shiftKey ? -1 : 1;
  if (PREVIOUS_KEYS.has(event.key)) return -1;
  if (sideways && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
    const forward = event.key === (sideways.inverse ? 'ArrowLeft' : 'ArrowRight');
    return forward ? 1 : -1;
  }
  return undefined;
}

/** The id a same-page link points at, or undefined. */
function linkedId(link: HTMLAnchorElement, here: URL): string | undefined {
  const href = link.getAttribute('href') ?? '';
  if (!href.includes('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return undefined;
  return idOfHash(url.hash);
}

function idOfHash(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export interface PageWide {
  /** Registers a group (and sends it to the address's hash if that names one of its elements); returns how to unregister. */
  add(handle: GroupHandle): () => void;
}

export function pageWide(ctx: PluginContext): PageWide {
  return ctx.scope.get('page-wide', (scope): PageWide => {
    const groups = new Set<GroupHandle>();
    const { browser } = scope;

    /** Sends the group holding the element with this id there; false when no group holds it. */
    const goTo = (id: string, instant: boolean, handles: Iterable<GroupHandle> = groups): boolean => {
      const target = browser.document.getElementById(id);
      if (!target) return false;
      for (const handle of handles) {
        const index = handle.indexOf(target);
        if (index < 0) continue;
        handle.actor.send({ type: 'GO', index, instant });
        return true;
      }
      return false;
    };

    scope.listen<MouseEvent>('document', 'click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const id = linkedId(link, browser.address());
      if (id === undefined || !goTo(id, false)) return;
      event.preventDefault();
      if (!link.classList.contains('fusion-scroll-section-link')) markAnchorLink(link);
    });

    scope.listen('window', 'hashchange', () => {
      const id = idOfHash(browser.address().hash);
      if (id !== undefined) goTo(id, true);
    });

    scope.listen<KeyboardEvent>('document', 'keydown', (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typesText(event.target)) return;
      for (const handle of groups) {
        if (!handle.stepsWithKeys) continue;
        const snapshot = handle.actor.getSnapshot();
        if (!snapshot.matches('active')) continue;
        const direction = keyDirection(event, handle.sideways);
        if (direction === undefined) continue;
        if (snapshot.matches({ active: 'moving' })) return event.preventDefault();
        if (!snapshot.can({ type: 'STEP', direction })) continue;
        event.preventDefault();
        handle.actor.send({ type: 'STEP', direction });
        return;
      }
    });

    // The browser's own jump to the hash may land after a group has mounted: once loaded, settle again.
    const whenLoaded = (): void => {
      const id = idOfHash(browser.address().hash);
      if (id !== undefined) goTo(id, true);
    };
    if (browser.document.readyState !== 'complete') scope.listen('window', 'load', whenLoaded, { once: true });

    return {
      add(handle) {
        groups.add(handle);
        const id = idOfHash(browser.address().hash);
        if (id !== undefined) goTo(id, true, [handle]);
        return () => void groups.delete(handle);
      },
    };
  });
}
