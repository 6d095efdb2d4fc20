/**
 * What jsdom lacks for the theme shop layer's DOM tests: the window's scroll
 * position and scrollTo recorded, element boxes a test lays out by selector,
 * and media queries. (jQuery and the shop's data are in shop.ts.)
 */

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
