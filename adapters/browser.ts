/**
 * What a plugin may know about and do to the page beyond its own markup: the
 * address, referrer and browser facts, navigation, and DOM events for legacy
 * scripts. Plugins get this object through `context.browser`; it is the only way
 * they reach location, history, navigator or window.open.
 */
import type { Environment } from './environment';
import { createViewportFrames, type ViewportFollower } from './viewport-frames';

export type { Viewport, ViewportChanges, ViewportFollower } from './viewport-frames';

export interface Browser {
  /** The page's document (plugins bind markup; they still never reach window through it). */
  readonly document: Document;
  /** The current address, as a fresh URL object. */
  address(): URL;
  referrer(): string;
  userAgent(): string;
  /** True when the browser says it is driven by automation (navigator.webdriver). */
  automated(): boolean;
  random(): number;
  /** Goes to `url` in this tab (location.assign). */
  navigate(url: string): void;
  /** Opens `url` in another browsing context (window.open); returns whether one opened. */
  open(url: string, target?: string, features?: string): boolean;
  /** Stops the page's loading (window.stop), as CleanTalk's block answers may ask. */
  stopLoading(): void;
  /** Shows a blocking message (window.alert), where the original script's contract is an alert. */
  alert(message: string): void;
  /** Replaces the address without navigating (history.replaceState), e.g. to drop a command anchor. */
  replaceAddress(url: string): void;
  /** Fires a CustomEvent for the page's own scripts; returns false when a listener cancelled it. */
  dispatch(target: EventTarget, type: string, detail?: unknown, init?: { cancelable?: boolean; bubbles?: boolean }): boolean;
  /**
   * Asks the page's scripts whether to go on, the way WooCommerce's hooks do:
   * with jQuery, `triggerHandler(type, args)` and a handler returning false vetoes;
   * without, a cancelable CustomEvent (detail = args) and preventDefault vetoes.
   * Returns true when nobody vetoed.
   */
  ask(target: Element | Document, type: string, args: readonly unknown[]): boolean;
  /** Wraps an element in the page's jQuery where there is one (legacy listeners expect `$el`), else returns it. */
  wrap(element: Element): unknown;
  /** Runs script text a server answer carries where the protocol requires it (global scope); throws what it throws. */
  runScript(code: string): unknown;
  /** The element's computed style (getComputedStyle), e.g. to tell whether a form field is shown. */
  computedStyle(element: Element, pseudo?: string): CSSStyleDeclaration;
  /** How far the window is scrolled, in CSS pixels. */
  scrollPosition(): { x: number; y: number };
  /** Whether a media query holds now, e.g. `(prefers-reduced-motion: reduce)`; false where matchMedia is missing. */
  matchesMedia(query: string): boolean;
  /** Scrolls the window to `top` at once (an animation is the caller's frames, one call per frame). */
  scrollTo(top: number): void;
  /**
   * Calls `callback` once, the first time `element` enters the viewport, and
   * returns how to stop watching. Where the browser has no IntersectionObserver it never calls.
   */
  onceVisible(element: Element, callback: () => void): () => void;
  /**
   * Calls `read` once, just after the browser's next layout (the first report of a ResizeObserver on the
   * root), where reading sizes costs no layout of its own: read from a task, they lay the page out once
   * more whenever it changed since the last frame. A page the browser does not render (a tab in the
   * background) reads once it is shown. At once where the browser has no ResizeObserver.
   * Returns how to stop waiting.
   */
  afterLayout(read: () => void): () => void;
  /** Posts a message to an embedded frame's window (the pause command of a YouTube or Vimeo player). */
  postToFrame(frame: HTMLIFrameElement, message: string, targetOrigin: string): void;
  /** Whether a window `message` event was sent by this embedded frame (a player's answers). */
  sentByFrame(event: MessageEvent, frame: HTMLIFrameElement): boolean;
  /** The window's size (innerWidth/innerHeight, what `max-width` media queries compare) and the screen's width (`device-width`). */
  viewport(): { width: number; height: number; screenWidth: number };
  /**
   * Runs `follower` once per frame after the window scrolls or resizes (and on
   * the next frame), with one reading shared by every follower of the page; the
   * function it returns writes after all have measured. One passive scroll and
   * resize listener pair serves the whole page (adapters/viewport-frames.ts). Returns how to stop.
   */
  followViewport(follower: ViewportFollower): () => void;
  /** Gives every viewport follower a frame without a scroll (layout changed under them). */
  refreshViewport(): void;
  /**
   * An IntersectionObserver with these options, or null where the browser has
   * none (callers then show what they would have revealed).
   */
  observeIntersections(callback: IntersectionObserverCallback, options?: IntersectionObserverInit): IntersectionObserver | null;
}

export function createBrowser(env: Environment): Browser {
  const { window: win, document } = env;
  const frames = createViewportFrames(env);
  return {
    document,
    address: () => new URL(env.location().href),
    referrer: () => document.referrer,
    userAgent: () => env.navigator().userAgent,
    automated: () => env.navigator().webdriver === true,
    random: () => env.random(),
    navigate: (url) => env.location().assign(url),
    open: (url, target, features) => !!win.open(url, target, features),
    stopLoading: () => win.stop(),
    alert: (message) => win.alert(message),
    replaceAddress: (url) => win.history.replaceState(win.history.state, '', url),
    dispatch: (target, type, detail, init) =>
      target.dispatchEvent(new win.CustomEvent(type, { detail, cancelable: init?.cancelable ?? false, bubbles: init?.bubbles ?? false })),
    ask: (target, type, args) => {
      const jq = env.global('jQuery');
      if (typeof jq === 'function') {
        return (jq as (el: unknown) => { triggerHandler(t: string, a: unknown[]): unknown })(target).triggerHandler(type, [...args]) !== false;
      }
      return target.dispatchEvent(new win.CustomEvent(type, { detail: [...args], cancelable: true, bubbles: true }));
    },
    wrap: (element) => {
      const jq = env.global('jQuery');
      return typeof jq === 'function' ? (jq as (el: Element) => unknown)(element) : element;
    },
    // Indirect eval: global scope, as the originals' eval of server-sent scripts.
    runScript: (code) => win.eval(code),
    computedStyle: (element, pseudo) => win.getComputedStyle(element, pseudo),
    scrollPosition: () => ({ x: win.scrollX, y: win.scrollY }),
    matchesMedia: (query) => (typeof win.matchMedia === 'function' ? win.matchMedia(query).matches : false),
    scrollTo: (top) => win.scrollTo({ top, left: win.scrollX, behavior: 'instant' }),
    onceVisible: (element, callback) => {
      if (typeof win.IntersectionObserver !== 'function') return () => undefined;
      const observer = new win.IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    afterLayout: (read) => {
      if (typeof win.ResizeObserver !== 'function') {
        read();
        return () => undefined;
      }
      let waiting = true;
      const observer = new win.ResizeObserver(() => {
        if (!waiting) return;
        waiting = false;
        observer.disconnect();
        read();
      });
      observer.observe(document.documentElement);
      return () => {
        waiting = false;
        observer.disconnect();
      };
    },
    postToFrame: (frame, message, targetOrigin) => frame.contentWindow?.postMessage(message, targetOrigin),
    sentByFrame: (event, frame) => event.source !== null && event.source === frame.contentWindow,
    viewport: () => ({ width: win.innerWidth, height: win.innerHeight, screenWidth: win.screen?.width ?? win.innerWidth }),
    followViewport: frames.follow,
    refreshViewport: frames.refresh,
    observeIntersections: (callback, options) =>
      typeof win.IntersectionObserver === 'function' ? new win.IntersectionObserver(callback, options) : null,
  };
}
