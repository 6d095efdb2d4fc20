/**
 * What all panels of a page share, made once per page in the plugin's scope:
 * the panels by id, the address anchors (links, hash changes, the anchor the
 * page was opened with), Escape, and one listener per kind of page event for
 * the triggers (scroll and activity coalesced to one run per frame), the page
 * made inert behind the top modal panel, and the page scrollbar lock.
 */
import type { Cleanup, PluginContext } from '../../kernel/types';
import type { PanelEvent } from '../../machines/off-canvas/panel';
import type { ScrollStep } from '../../machines/off-canvas/scroll';
import { linkCommand, parseAnchor, type AnchorCommand } from './anchors';

/** The anchor the page was opened with opens its panel this long after the page starts. */
export const LOAD_ANCHOR_DELAY_MS = 100;
/** The command anchor leaves the address this long after a panel closes, as in the original. */
export const ANCHOR_REMOVAL_DELAY_MS = 10;
/** What resets the inactivity timer, as in the original. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keypress', 'touchmove', 'scroll'];
const ESCAPE_KEY_CODE = 27;
/** Siblings that never need to be made inert. */
const NOT_CONTENT = new Set(['script', 'style', 'template', 'link', 'meta', 'noscript']);

export interface Panel {
  readonly id: string;
  readonly wrap: HTMLElement;
  send(event: PanelEvent): void;
  isShown(): boolean;
  closesOnEscape(): boolean;
}

export interface OffCanvasPage {
  /** Adds a mounted panel; the returned cleanup takes it away. */
  register(panel: Panel): Cleanup;
  onScroll(watch: (step: ScrollStep) => void): Cleanup;
  onExitIntent(fire: () => void): Cleanup;
  onActivity(fire: () => void): Cleanup;
  /** Clicks on (or inside) elements matching `selector`, anywhere on the page, now or later. */
  onClick(selector: string, fire: (event: MouseEvent) => void): Cleanup;
  /** The page behind the newest modal panel is inert until it leaves. */
  enterModal(panel: Panel): void;
  leaveModal(panel: Panel): void;
  lockScroll(panel: Panel): void;
  unlockScroll(panel: Panel): void;
  /** Takes a command anchor out of the address (after a close), keeping path and query. */
  dropCommandAnchor(delayMs?: number): void;
}

/**
 * A page listener that exists only while someone watches: attached for the
 * first watcher, removed with the last.
 */
function onDemand<T>(attach: (each: (run: (watcher: T) => void) => void) => Cleanup[]) {
  const watchers = new Set<T>();
  let detach: Cleanup[] = [];
  const each = (run: (watcher: T) => void) => [...watchers].forEach(run);
  return (watcher: T): Cleanup => {
    if (watchers.size === 0) detach = attach(each);
    watchers.add(watcher);
    return () => {
      if (!watchers.delete(watcher) || watchers.size > 0) return;
      detach.forEach((remove) => remove());
      detach = [];
    };
  };
}

export function createOffCanvasPage(ctx: PluginContext): OffCanvasPage {
  const { page, clock } = ctx;
  const document = page.document;
  const panels = new Map<string, Panel>();
  let pendingOpen: string | undefined;

  const run = (command: AnchorCommand) => {
    if (command.kind === 'close') {
      const targets = command.id ? [panels.get(command.id)] : [...panels.values()].filter((panel) => panel.isShown());
      targets.forEach((panel) => panel?.send({ type: 'CLOSE' }));
      dropCommandAnchor(0);
      return;
    }
    panels.get(command.id)?.send(command.kind === 'toggle' ? { type: 'TOGGLE' } : { type: 'OPEN', count: false });
  };

  const dropCommandAnchor = (delayMs = ANCHOR_REMOVAL_DELAY_MS) => {
    clock.setTimeout(() => {
      const address = page.address();
      if (!parseAnchor(address.hash)) return;
      address.hash = '';
      page.replaceAddress(address.href);
    }, delayMs);
  };

  // The anchor the page was opened with: opened (never toggled shut, never counted) once the panels are there.
  clock.setTimeout(() => {
    const command = parseAnchor(page.address().hash);
    if (!command || command.kind === 'close') return;
    const panel = panels.get(command.id);
    if (panel) panel.send({ type: 'OPEN', count: false });
    else pendingOpen = command.id;
  }, LOAD_ANCHOR_DELAY_MS);

  const clickWatchers = new Map<(event: MouseEvent) => void, string>();
  ctx.listen<MouseEvent>('document', 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    for (const [fire, selector] of clickWatchers) {
      if (target.closest(selector)) fire(event);
    }
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const command = linkCommand(link, page.address());
    if (!command) return;
    event.preventDefault();
    run(command);
  });
  // Links to this page written in full, the back button, a typed address: the hash changes without a reload.
  ctx.listen('window', 'hashchange', () => {
    const command = parseAnchor(page.address().hash);
    if (command) run(command);
  });
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (event.key !== 'Escape' && event.keyCode !== ESCAPE_KEY_CODE) return;
    for (const panel of panels.values()) if (panel.isShown() && panel.closesOnEscape()) panel.send({ type: 'CLOSE' });
  });

  /** Runs `work` once on the next frame however many events ask for it before then. */
  const perFrame = (work: () => void) => {
    let queued = false;
    return () => {
      if (queued) return;
      queued = true;
      clock.requestAnimationFrame(() => {
        queued = false;
        work();
      });
    };
  };

  const onScroll = onDemand<(step: ScrollStep) => void>((each) => {
    let previous = page.scrollPosition().y;
    const measure = perFrame(() => {
      const current = page.scrollPosition().y;
      const step = { previous, current, documentHeight: document.documentElement.scrollHeight };
      previous = current;
      each((watch) => watch(step));
    });
    return [ctx.listen('window', 'scroll', measure, { passive: true })];
  });

  const onExitIntent = onDemand<() => void>((each) => [
    ctx.listen<MouseEvent>('document', 'mouseout', (event) => {
      const from = event.target instanceof Element ? event.target.localName : '';
      if (event.relatedTarget === null && from !== 'select') each((fire) => fire());
    }),
  ]);

  const onActivity = onDemand<() => void>((each) => {
    const report = perFrame(() => each((fire) => fire()));
    return ACTIVITY_EVENTS.map((type) => ctx.listen('document', type, report, { passive: true }));
  });

  const modalStack: Panel[] = [];
  let madeInert: Element[] = [];
  const applyInert = () => {
    madeInert.forEach((element) => element.removeAttribute('inert'));
    madeInert = [];
    const top = modalStack.at(-1);
    if (!top) return;
    for (let node: Element = top.wrap; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert') || NOT_CONTENT.has(sibling.localName)) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
  };

  const scrollLocks = new Set<Panel>();
  let overflowBefore = '';

  return {
    register(panel) {
      panels.set(panel.id, panel);
      if (pendingOpen === panel.id) {
        pendingOpen = undefined;
        panel.send({ type: 'OPEN', count: false });
      }
      return () => {
        if (panels.get(panel.id) === panel) panels.delete(panel.id);
        this.leaveModal(panel);
        this.unlockScroll(panel);
      };
    },
    onScroll,
    onExitIntent,
    onActivity,
    onClick(selector, fire) {
      clickWatchers.set(fire, selector);
      return () => void clickWatchers.delete(fire);
    },
    enterModal(panel) {
      const at = modalStack.indexOf(panel);
      if (at >= 0) modalStack.splice(at, 1);
      modalStack.push(panel);
      applyInert();
    },
    leaveModal(panel) {
      const at = modalStack.indexOf(panel);
      if (at < 0) return;
      modalStack.splice(at, 1);
      applyInert();
    },
    lockScroll(panel) {
      if (scrollLocks.size === 0) overflowBefore = document.documentElement.style.overflow;
      scrollLocks.add(panel);
      document.documentElement.style.overflow = 'hidden';
    },
    unlockScroll(panel) {
      if (!scrollLocks.delete(panel) || scrollLocks.size > 0) return;
      document.documentElement.style.overflow = overflowBefore;
    },
    dropCommandAnchor,
  };
}
