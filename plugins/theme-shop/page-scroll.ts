/**
 * Scrolling the window the way Avada's shop scripts do (docs/plugins/theme-shop.md#scrolling):
 * to an element's top, less what covers the top of the window (the WordPress
 * admin bar and a fixed header), animated frame by frame over SCROLL_ANIMATION_MS,
 * or at once when the visitor prefers reduced motion. A new scroll replaces
 * the one still running, as jQuery's `stop()` before `animate()` did.
 */
import type { PluginContext } from '../../kernel/types';

/** Avada's shop scroll animations (checkout steps, checkout errors). */
export const SCROLL_ANIMATION_MS = 500;

/** jQuery's `swing` easing, which `animate()` uses unless told otherwise. */
const swing = (progress: number) => 0.5 - Math.cos(progress * Math.PI) / 2;

const ADMIN_BAR = '#wpadminbar';
/** The header parts Avada checks for `position: fixed`: the sticky header once it sticks, or a layout-builder header. */
const HEADER_PARTS = '.fusion-header-wrapper div, .fusion-tb-header';

/** Height of what is fixed at the top of the window: the admin bar (when fixed) and the sticky header. */
export function coveredTop(ctx: PluginContext): number {
  const doc = ctx.browser.document;
  const fixedHeight = (element: Element | null) =>
    element && ctx.browser.computedStyle(element).position === 'fixed' ? element.getBoundingClientRect().height : 0;
  let header = 0;
  // The last fixed part wins, as in Avada (the sticky container sits after the header it copies).
  for (const part of Array.from(doc.querySelectorAll(HEADER_PARTS))) header = fixedHeight(part) || header;
  return fixedHeight(doc.querySelector(ADMIN_BAR)) + header;
}

/** The window position that puts `element` `gap` px below the covered top. */
export function scrollTargetOf(ctx: PluginContext, element: Element, gap = 0): number {
  const top = element.getBoundingClientRect().top + ctx.browser.scrollPosition().y;
  return Math.max(0, Math.round(top - coveredTop(ctx) - gap));
}

export interface Scroller {
  /** Scrolls to `top` over `duration` ms (at once with reduced motion); stops a scroll still running. */
  to(top: number, duration?: number): void;
  stop(): void;
}

/** One per plugin scope: its frames come from the scope's clock, so cleanup stops a running scroll. */
export function createScroller(ctx: PluginContext): Scroller {
  let frame: number | undefined;
  const stop = () => {
    ctx.clock.cancelAnimationFrame(frame);
    frame = undefined;
  };
  return {
    stop,
    to(top, duration = SCROLL_ANIMATION_MS) {
      stop();
      const from = ctx.browser.scrollPosition().y;
      if (duration <= 0 || from === top || ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)')) {
        ctx.browser.scrollTo(top);
        return;
      }
      const start = ctx.clock.now();
      const step = () => {
        const progress = Math.min(1, (ctx.clock.now() - start) / duration);
        ctx.browser.scrollTo(Math.round(from + (top - from) * swing(progress)));
        frame = progress < 1 ? ctx.clock.requestAnimationFrame(step) : undefined;
      };
      frame = ctx.clock.requestAnimationFrame(step);
    },
  };
}
