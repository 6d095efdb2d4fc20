/**
 * What all panels of a page share, made once per page in the plugin's scope:
 * the panels by id, the address anchors as commands (links, hash changes, the
 * anchor the page was opened with), Escape, clicks on trigger elements, the
 * legacy `window.awbOffCanvas` API, and beside them the trigger listeners
 * (page-events.ts) and the page behind the panels (page-behind.ts).
 */
import type { Cleanup, PluginContext } from '../../kernel/types';
import type { PanelEvent } from '../../machines/off-canvas/panel';
import { linkCommand, parseAnchor, type AnchorCommand } from './anchors';
import { createPageBehind, type PageBehind } from './page-behind';
import { createPageEvents, type PageEvents } from './page-events';

/** The anchor the page was opened with opens its panel this long after the page starts. */
export const LOAD_ANCHOR_DELAY_MS = 100;
/** The command anchor leaves the address this long after a panel closes, as in the original. */
export const ANCHOR_REMOVAL_DELAY_MS = 10;
const ESCAPE_KEY_CODE = 27;

export interface Panel {
  readonly id: string;
  readonly wrap: HTMLElement;
  send(event: PanelEvent): void;
  isShown(): boolean;
  closesOnEscape(): boolean;
}

export interface OffCanvasPage extends PageEvents, PageBehind {
  /** Adds a mounted panel; the returned cleanup takes it away. */
  register(panel: Panel): Cleanup;
  /** Clicks on (or inside) elements matching `selector`, anywhere on the page, now or later. */
  onClick(selector: string, fire: (event: MouseEvent) => void): Cleanup;
  /** Takes a command anchor out of the address (after a close), keeping path and query. */
  dropCommandAnchor(delayMs?: number): void;
}

export function createOffCanvasPage(ctx: PluginContext): OffCanvasPage {
  const { browser, clock } = ctx;
  const panels = new Map<string, Panel>();
  const behind = createPageBehind(browser.document);
  let pendingOpen: string | undefined;

  const dropCommandAnchor = (delayMs = ANCHOR_REMOVAL_DELAY_MS) => {
    clock.setTimeout(() => {
      const address = browser.address();
      if (!parseAnchor(address.hash)) return;
      address.hash = '';
      browser.replaceAddress(address.href);
    }, delayMs);
  };

  const run = (command: AnchorCommand) => {
    if (command.kind === 'close') {
      const targets = command.id ? [panels.get(command.id)] : [...panels.values()].filter((panel) => panel.isShown());
      targets.forEach((panel) => panel?.send({ type: 'CLOSE' }));
      dropCommandAnchor(0);
      return;
    }
    panels.get(command.id)?.send(command.kind === 'toggle' ? { type: 'TOGGLE' } : { type: 'OPEN', count: false });
  };

  // The anchor the page was opened with: opened (never toggled shut, never counted) once the panels are there.
  clock.setTimeout(() => {
    const command = parseAnchor(browser.address().hash);
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
    const command = linkCommand(link, browser.address());
    if (!command) return;
    event.preventDefault();
    run(command);
  });
  // Links to this page written in full, the back button, a typed address: the hash changes without a reload.
  ctx.listen('window', 'hashchange', () => {
    const command = parseAnchor(browser.address().hash);
    if (command) run(command);
  });
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (event.key !== 'Escape' && event.keyCode !== ESCAPE_KEY_CODE) return;
    for (const panel of panels.values()) if (panel.isShown() && panel.closesOnEscape()) panel.send({ type: 'CLOSE' });
  });

  // Avada's own API, for the site's scripts that call it (docs/plugins/off-canvas.md#events).
  ctx.publish('awbOffCanvas', {
    open_off_canvas: (id: unknown, setCount = true, toggle = false) =>
      panels.get(String(id))?.send(toggle ? { type: 'TOGGLE' } : { type: 'OPEN', count: !!setCount }),
    close_off_canvas: (id: unknown) => panels.get(String(id))?.send({ type: 'CLOSE' }),
    removeHash: () => dropCommandAnchor(0),
  });

  return {
    ...createPageEvents(ctx),
    ...behind,
    register(panel) {
      panels.set(panel.id, panel);
      if (pendingOpen === panel.id) {
        pendingOpen = undefined;
        panel.send({ type: 'OPEN', count: false });
      }
      return () => {
        if (panels.get(panel.id) === panel) panels.delete(panel.id);
        behind.leaveModal(panel.wrap);
        behind.unlockScroll(panel.wrap);
      };
    },
    onClick(selector, fire) {
      clickWatchers.set(fire, selector);
      return () => void clickWatchers.delete(fire);
    },
    dropCommandAnchor,
  };
}
