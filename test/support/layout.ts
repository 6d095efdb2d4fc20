/**
 * A layout for jsdom, which has none: the window's size and scroll position,
 * the screen's width, media queries answered from them (widths and
 * prefers-reduced-motion), and element boxes placed in document coordinates
 * (getBoundingClientRect follows the scroll position unless the box is fixed;
 * offset and client sizes follow the box; a placed element is drawn, so it has client rects). Scrolling
 * or resizing fires the window's scroll or resize event, as a browser would.
 * `restore()` puts jsdom back.
 */

export interface Box {
  top: number;
  left?: number;
  width?: number;
  height: number;
  /** Fixed to the window: `top` is in window coordinates and does not move with the scroll position. */
  fixed?: boolean;
}

export interface LayoutSize {
  width?: number;
  height?: number;
  /** The device (screen) width; a desktop's by default. */
  screenWidth?: number;
}

export interface FakeLayout {
  /** Scrolls the window (scrollTo, scrollBy and the plugins' own scrolling all land here) and fires `scroll`. */
  scrollTo(y: number): void;
  readonly scrollY: number;
  /** Every position the window was scrolled to by the page's scripts (not by the test), in order. */
  readonly scriptScrolls: number[];
  /** How often the page read the scroll position (window.scrollY). */
  readonly scrollReads: number;
  /** Resizes the window (and the screen, when given) and fires `resize`. */
  resize(width: number, height: number, screenWidth?: number): void;
  /** Places an element (document coordinates); a function is re-read on each measurement. */
  place(element: Element, box: Box | (() => Box)): void;
  /** The document's scroll height. */
  setDocumentHeight(height: number): void;
  /** Turns the visitor's reduced-motion preference on or off. */
  reduceMotion(on: boolean): void;
  restore(): void;
}

const QUERY_PART = /\(\s*(min-width|max-width|prefers-reduced-motion)\s*:\s*([\w.]+?)(px)?\s*\)/g;

export function fakeLayout(win: Window & typeof globalThis, size: LayoutSize = {}): FakeLayout {
  let width = size.width ?? 1280;
  let height = size.height ?? 800;
  let screenWidth = size.screenWidth ?? 1920;
  let scrollY = 0;
  let scrollReads = 0;
  let documentHeight = 4000;
  let reducedMotion = false;
  const boxes = new Map<Element, Box | (() => Box)>();
  const scriptScrolls: number[] = [];
  const restorers: (() => void)[] = [];

  const define = (target: object, key: string, descriptor: PropertyDescriptor) => {
    const previous = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { configurable: true, ...descriptor });
    restorers.push(() => (previous ? Object.defineProperty(target, key, previous) : delete (target as Record<string, unknown>)[key]));
  };

  const matches = (query: string): boolean => {
    let any = false;
    for (const [, feature, value] of query.matchAll(QUERY_PART)) {
      any = true;
      const pixels = Number(value);
      if (feature === 'min-width' && !(width >= pixels)) return false;
      if (feature === 'max-width' && !(width <= pixels)) return false;
      if (feature === 'prefers-reduced-motion' && (value === 'reduce') !== reducedMotion) return false;
    }
    return any;
  };

  const boxOf = (element: Element): Box | undefined => {
    const entry = boxes.get(element);
    return typeof entry === 'function' ? entry() : entry;
  };

  const moveTo = (y: number) => {
    scrollY = Math.max(0, Math.min(y, Math.max(documentHeight - height, 0)));
    win.dispatchEvent(new win.Event('scroll'));
  };

  define(win, 'innerWidth', { get: () => width });
  define(win, 'innerHeight', { get: () => height });
  define(win, 'scrollY', {
    get: () => {
      scrollReads += 1;
      return scrollY;
    },
  });
  define(win, 'screen', { get: () => ({ width: screenWidth }) });
  define(win, 'pageYOffset', { get: () => scrollY });
  define(win, 'scrollX', { get: () => 0 });
  define(win, 'scrollTo', {
    value: (x: number | ScrollToOptions, y?: number) => {
      const top = typeof x === 'object' ? (x.top ?? scrollY) : (y ?? scrollY);
      scriptScrolls.push(top);
      moveTo(top);
    },
  });
  define(win, 'matchMedia', {
    // A list as browsers give it: an EventTarget whose listeners the leak check counts (no change is ever fired).
    value: (query: string) => {
      const list = Object.assign(new win.EventTarget(), { matches: matches(query), media: query, onchange: null });
      return Object.assign(list, {
        addListener: (listener: EventListener) => list.addEventListener('change', listener),
        removeListener: (listener: EventListener) => list.removeEventListener('change', listener),
      });
    },
  });
  define(win.document.documentElement, 'scrollHeight', { get: () => documentHeight });
  define(win.document.documentElement, 'clientHeight', { get: () => height });
  define(win.document.documentElement, 'clientWidth', { get: () => width });
  const proto = win.Element.prototype;
  const originalRect = proto.getBoundingClientRect;
  const originalRects = proto.getClientRects;
  const rectOf = (box: Box): DOMRect => {
    const left = box.left ?? 0;
    const w = box.width ?? width;
    const top = box.fixed ? box.top : box.top - scrollY;
    return { top, left, width: w, height: box.height, right: left + w, bottom: top + box.height, x: left, y: top, toJSON() {} } as DOMRect;
  };
  define(proto, 'getBoundingClientRect', {
    value(this: Element) {
      const box = boxOf(this);
      return box ? rectOf(box) : originalRect.call(this);
    },
  });
  define(proto, 'getClientRects', {
    value(this: Element) {
      const box = boxOf(this);
      return box ? [rectOf(box)] : originalRects.call(this);
    },
  });
  define(win.HTMLElement.prototype, 'offsetHeight', { get(this: Element) { return boxOf(this)?.height ?? 0; } });
  define(win.HTMLElement.prototype, 'offsetWidth', { get(this: Element) { const box = boxOf(this); return box ? (box.width ?? width) : 0; } });
  // No borders or scrollbars here: the client box is the offset box.
  define(win.Element.prototype, 'clientHeight', { get(this: Element) { return boxOf(this)?.height ?? 0; } });
  define(win.Element.prototype, 'clientWidth', { get(this: Element) { const box = boxOf(this); return box ? (box.width ?? width) : 0; } });

  return {
    scrollTo: moveTo,
    get scrollY() {
      return scrollY;
    },
    scriptScrolls,
    get scrollReads() {
      return scrollReads;
    },
    resize(w, h, screen = screenWidth) {
      width = w;
      height = h;
      screenWidth = screen;
      win.dispatchEvent(new win.Event('resize'));
    },
    place: (element, box) => void boxes.set(element, box),
    setDocumentHeight: (h) => void (documentHeight = h),
    reduceMotion: (on) => void (reducedMotion = on),
    restore() {
      while (restorers.length) restorers.pop()!();
      boxes.clear();
    },
  };
}

export interface LayoutReports {
  /** Delivers every report waiting, as the browser does right after its next layout. */
  deliver(): void;
  /** How many observers are waiting for a report. */
  readonly waiting: number;
  restore(): void;
}

/**
 * A ResizeObserver for jsdom (which has none, so `afterLayout` reads at once there): an observer's report
 * waits for the test's `deliver()`, as a browser's waits for its next layout.
 */
export function layoutReports(win: Window & typeof globalThis): LayoutReports {
  const waiting = new Set<() => void>();
  class ReportedAfterLayout {
    private report: (() => void) | undefined;
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(): void {
      this.report = () => this.callback([], this as unknown as ResizeObserver);
      waiting.add(this.report);
    }
    unobserve(): void {
      this.disconnect();
    }
    disconnect(): void {
      if (this.report) waiting.delete(this.report);
    }
  }
  Object.defineProperty(win, 'ResizeObserver', { configurable: true, writable: true, value: ReportedAfterLayout });
  return {
    deliver() {
      const reports = [...waiting];
      waiting.clear();
      for (const report of reports) report();
    },
    get waiting() {
      return waiting.size;
    },
    restore: () => void delete (win as unknown as Record<string, unknown>).ResizeObserver,
  };
}
