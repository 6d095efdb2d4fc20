/**
 * Avada's off-canvas pages for DOM tests: the markup fixtures carry the panels
 * with the inline `window.off_canvas_<ID> = {…}` scripts the theme prints;
 * jsdom does not run those scripts, so their JSON becomes the page globals.
 */
import { markupOf } from '../../../test/support/markup';
import { openTestbed, type Testbed, type TestbedOptions } from '../../../test/support';
import { offCanvas } from '../definition';

const SETTINGS_SCRIPT = /<script>window\.(off_canvas_\w+) = (\{.*?\});<\/script>/g;

/** The settings objects the fixtures print, by global name, with per-id changes merged in. */
export function panelGlobals(fixtures: readonly string[], changes: Record<string, Record<string, unknown>> = {}): Record<string, unknown> {
  const globals: Record<string, unknown> = {};
  for (const fixture of fixtures) {
    for (const [, name, json] of markupOf(fixture).matchAll(SETTINGS_SCRIPT)) globals[name!] = JSON.parse(json!);
  }
  for (const [id, change] of Object.entries(changes)) globals[`off_canvas_${id}`] = { ...(globals[`off_canvas_${id}`] as object), ...change };
  return globals;
}

export interface PanelsOptions extends Omit<TestbedOptions, 'globals'> {
  /** Changes to the printed settings, by panel id. */
  change?: Record<string, Record<string, unknown>>;
  /** Page globals beside the settings (or instead of them: `off_canvas_101: 'nonsense'`). */
  globals?: Record<string, unknown>;
  /** HTML around the panels (links, the page's #wrapper). */
  body?: string;
}

/** Opens a page with the fixtures' panels and the off-canvas plugin. */
export function openPanels(fixtures: string | readonly string[], options: PanelsOptions = {}): Promise<Testbed> {
  const list = typeof fixtures === 'string' ? [fixtures] : fixtures;
  const { change, globals, body, ...rest } = options;
  return openTestbed([body ?? '', ...list], [offCanvas], { ...rest, globals: { ...panelGlobals(list, change), ...globals } });
}

export const wrapOf = (id: string) => document.querySelector<HTMLElement>(`.awb-off-canvas-wrap[data-id="${id}"]`)!;
export const panelOf = (id: string) => wrapOf(id).querySelector<HTMLElement>('.awb-off-canvas')!;
export const isShown = (id: string) => wrapOf(id).classList.contains('awb-show');
/** The stored counters object of a panel, as JSON. */
export const storedCounters = (id: string): Record<string, unknown> | null => {
  const text = localStorage.getItem(`off_canvas_${id}`);
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
};

/** A click that reports whether something prevented the browser's default. */
export function click(target: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Ends the panel's own CSS animation, as the browser reports it. */
export const endAnimation = (id: string) => panelOf(id).dispatchEvent(new Event('animationend', { bubbles: true }));

export const POPUPS = 'off-canvas/popups.html';
export const SLIDING_BARS = 'off-canvas/sliding-bars.html';
export const SCROLL_TRIGGERS = 'off-canvas/triggers-scroll.html';
export const VISITOR_TRIGGERS = 'off-canvas/triggers-visitor.html';
export const RULES = 'off-canvas/rules.html';
