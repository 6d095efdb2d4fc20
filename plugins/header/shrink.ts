/**
 * Shrinking the sticky header without moving anything on the page
 * (docs/plugins/header.md#zero-layout-shift). Avada animates the header's,
 * the row's, the logo's and the menu links' heights and margins, which moves
 * the content of the header every frame. Here the header's box takes the
 * shrunk height (a size change: nothing it contains moves), and the logo and
 * the menu move and scale with transforms, which the browser composites
 * without layout. The page below never moves: the placeholder keeps the full height.
 */
import { SHRUNK_HEADER_HEIGHT, SHRUNK_LOGO_PADDING } from '../../machines/header/sticky-layout';
import type { FrameQueue } from './frame';

/** jQuery easing's easeOutCubic, which Avada's shrink uses. */
export const EASE_OUT_CUBIC = 'cubic-bezier(0.33, 1, 0.68, 1)';

export interface Box {
  top: number;
  height: number;
}

export interface ShrinkPlan {
  /** Where the logo moves (px) and how much it scales, or null without a logo. */
  logo: { dy: number; scale: number } | null;
  /** How far each menu bar moves to sit in the middle of the shrunk header (px). */
  bars: number[];
}

/**
 * Avada's rule for a shrunk header of `height` px: a logo shorter than
 * height − 10 keeps its size and is centred; a taller one becomes height − 10
 * high with 5 px above it. Menu bars are centred.
 */
export function shrinkPlan(header: Box, logo: Box | null, bars: readonly Box[], height = SHRUNK_HEADER_HEIGHT): ShrinkPlan {
  const room = height - SHRUNK_LOGO_PADDING;
  let logoPlan: ShrinkPlan['logo'] = null;
  if (logo && logo.height > 0) {
    const scale = logo.height < room ? 1 : room / logo.height;
    const top = logo.height < room ? (height - logo.height) / 2 : SHRUNK_LOGO_PADDING / 2;
    logoPlan = { dy: top - (logo.top - header.top), scale };
  }
  return { logo: logoPlan, bars: bars.map((bar) => height / 2 - (bar.top - header.top + bar.height / 2)) };
}

const LOGO = '.fusion-logo img';
/** What is centred in the shrunk header: the menu bar (not v6's flyout panel) and the flyout icons. */
const BARS = '.fusion-main-menu:not(.fusion-flyout-menu), .fusion-flyout-menu-icons';

export interface HeaderShrink {
  shrink(ms: number): void;
  grow(ms: number): void;
  /** Puts every inline style back (cleanup). */
  reset(): void;
}

interface ShrinkBrowserView {
  computedStyle(element: Element): CSSStyleDeclaration;
}

const isShown = (element: HTMLElement, browser: ShrinkBrowserView) => element.getClientRects().length > 0 && browser.computedStyle(element).visibility !== 'hidden';

/** The logo's transform origin follows its alignment, so a scaled logo keeps its edge. */
function logoOrigin(header: HTMLElement): string {
  const aligned = header.closest('.fusion-logo-center, .fusion-logo-right');
  if (aligned?.classList.contains('fusion-logo-center')) return 'center top';
  return aligned ? 'right top' : 'left top';
}

export function headerShrink(header: HTMLElement, frame: FrameQueue, browser: ShrinkBrowserView): HeaderShrink {
  const moved = new Set<HTMLElement>();
  let fullHeight = 0;
  // Each shrink or grow gets a number, so a measure still queued from an earlier one is dropped.
  let generation = 0;

  const move = (element: HTMLElement, transform: string, ms: number) => {
    moved.add(element);
    element.style.transition = ms > 0 ? `transform ${ms}ms ${EASE_OUT_CUBIC}` : 'none';
    element.style.transform = transform;
  };

  return {
    shrink(ms) {
      const mine = ++generation;
      frame.read(() => {
        if (mine !== generation) return;
        const box = header.getBoundingClientRect();
        const logo = Array.from(header.querySelectorAll<HTMLElement>(LOGO)).find((img) => isShown(img, browser)) ?? null;
        const bars = Array.from(header.querySelectorAll<HTMLElement>(BARS)).filter((bar) => isShown(bar, browser));
        const plan = shrinkPlan(box, logo?.getBoundingClientRect() ?? null, bars.map((bar) => bar.getBoundingClientRect()));
        fullHeight = box.height;
        frame.write(() => {
          if (mine !== generation) return;
          // An animation, not a transition: the bar's height was `auto`, which does not interpolate.
          if (ms > 0) header.animate?.([{ height: `${fullHeight}px` }, { height: `${SHRUNK_HEADER_HEIGHT}px` }], { duration: ms, easing: EASE_OUT_CUBIC });
          header.style.overflow = 'visible';
          header.style.height = `${SHRUNK_HEADER_HEIGHT}px`;
          if (logo && plan.logo) {
            logo.style.transformOrigin = logoOrigin(header);
            move(logo, `translateY(${plan.logo.dy}px) scale(${plan.logo.scale})`, ms);
          }
          bars.forEach((bar, i) => move(bar, `translateY(${plan.bars[i]}px)`, ms));
        });
      }, 'shrink');
    },
    grow(ms) {
      ++generation;
      const clipped = fullHeight - SHRUNK_HEADER_HEIGHT;
      frame.write(() => {
        // The box gets its height back at once (in the flow again, it must not push the page);
        // a clip animates its visible height instead, and the logo and menu slide back.
        for (const animation of header.getAnimations?.() ?? []) animation.cancel();
        header.style.height = '';
        header.style.overflow = '';
        if (ms > 0 && clipped > 0) {
          header.animate?.([{ clipPath: `inset(0 0 ${clipped}px 0)` }, { clipPath: 'inset(0 0 0 0)' }], { duration: ms, easing: EASE_OUT_CUBIC });
        }
        for (const element of moved) move(element, '', ms);
      });
    },
    reset() {
      ++generation;
      for (const animation of header.getAnimations?.() ?? []) animation.cancel();
      for (const element of moved) {
        element.style.transition = '';
        element.style.transform = '';
        element.style.transformOrigin = '';
      }
      header.style.height = '';
      header.style.overflow = '';
      moved.clear();
    },
  };
}
