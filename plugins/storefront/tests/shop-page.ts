/**
 * A shop page as the storefront DOM tests see it: the real jQuery package
 * (WooCommerce's events reach the runtime through it with their positional
 * arguments), the window's scroll position and scrollTo recorded, and element
 * boxes a test lays out by selector (jsdom has no layout).
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const jQuery = require('jquery') as JQueryLike;

export interface JQueryCollection {
  on(events: string, selectorOrHandler: unknown, handler?: unknown): JQueryCollection;
  off(events?: string): JQueryCollection;
  trigger(type: string, args?: unknown[]): JQueryCollection;
  val(value?: string): unknown;
  stop(): JQueryCollection;
  length: number;
  [index: number]: Element;
}
export interface JQueryLike {
  (target: unknown): JQueryCollection;
  fn: { jquery: string; stop: (...args: unknown[]) => unknown };
  event: { trigger(type: string, args: unknown[]): void };
}

/** The window's scroll: every scrollTo lands in `positions` and moves scrollY. */
export function recordScrolling(startY = 0): { positions: number[]; restore(): void } {
  const positions: number[] = [];
  let y = startY;
  const saved = { scrollTo: window.scrollTo, scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY') };
  window.scrollTo = ((options: ScrollToOptions) => {
    y = options.top ?? y;
    positions.push(y);
  }) as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  return {
    positions,
    restore() {
      window.scrollTo = saved.scrollTo;
      if (saved.scrollY) Object.defineProperty(window, 'scrollY', saved.scrollY);
      else delete (window as unknown as Record<string, unknown>).scrollY;
    },
  };
}

export interface Box {
  top?: number;
  left?: number;
  width?: number;
  height?: number;
}

/**
 * Boxes for the elements matching each selector, relative to the document (as
 * laid out with the window at the top); getBoundingClientRect answers them
 * relative to the current scroll. Unlisted elements keep jsdom's zero box.
 */
export function layOut(boxes: Record<string, Box>): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const entry = Object.entries(boxes).find(([selector]) => this.matches(selector));
    if (!entry) return original.call(this);
    const { top = 0, left = 0, width = 0, height = 0 } = entry[1];
    const y = top - window.scrollY;
    return { top: y, left, width, height, bottom: y + height, right: left + width, x: left, y, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}

/** Media queries for the page: those listed match. */
export function mediaQueries(matching: readonly string[]): (query: string) => MediaQueryList {
  return (query) => ({ matches: matching.includes(query), media: query }) as MediaQueryList;
}

/** Clears the handlers tests bound through jQuery. */
export function unbindJQuery(): void {
  jQuery(document).off();
  jQuery(document.body).off();
  jQuery(window).off();
}
