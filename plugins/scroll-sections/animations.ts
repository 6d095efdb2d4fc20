/**
 * The scroll-section animations Avada offers (`data-animation`) and what each
 * does to the elements before and after the current one
 * (docs/plugins/scroll-sections.md#animations). Fade is Avada's legacy mode;
 * the others move the elements with transforms; the scroll variants lay them
 * side by side and move sideways, freely or with the inverse direction.
 */

/** A slide's resting place relative to the current one: percentages of its own size, pixels, scale, opacity. */
export interface SlidePose {
  xPercent: number;
  yPercent: number;
  y: number;
  z: number;
  scale: number;
  opacity: number;
}

const CURRENT: SlidePose = { xPercent: 0, yPercent: 0, y: 0, z: 0, scale: 1, opacity: 1 };
const pose = (changes: Partial<SlidePose>): SlidePose => ({ ...CURRENT, ...changes });

/** Elements stacked in place: where the ones before (`prev`) and after (`next`) the current one wait. */
export interface StackedAnimation {
  kind: 'stacked';
  prev: SlidePose;
  next: SlidePose;
}

/** Elements side by side, moved sideways as the page would scroll. */
export interface SidewaysAnimation {
  kind: 'sideways';
  /** Follows the gesture without snapping to an element. */
  free: boolean;
  /** The next element comes in from the left instead of the right. */
  inverse: boolean;
}

export type ScrollAnimation = { kind: 'fade' } | StackedAnimation | SidewaysAnimation;

const stacked = (prev: Partial<SlidePose>, next: Partial<SlidePose>): StackedAnimation => ({ kind: 'stacked', prev: pose(prev), next: pose(next) });
const sideways = (free: boolean, inverse: boolean): SidewaysAnimation => ({ kind: 'sideways', free, inverse });

export const SCROLL_ANIMATIONS: Readonly<Record<string, ScrollAnimation>> = {
  fade: { kind: 'fade' },
  slide: stacked({ yPercent: -100, opacity: 0 }, { yPercent: 100, opacity: 0 }),
  'slide-right': stacked({ xPercent: 100, opacity: 0 }, { xPercent: -100, opacity: 0 }),
  'slide-left': stacked({ xPercent: -100, opacity: 0 }, { xPercent: 100, opacity: 0 }),
  stack: stacked({ y: 60, z: -30, scale: 0.7, opacity: 0 }, { yPercent: 100 }),
  zoom: stacked({ scale: 1.3, opacity: 0 }, { scale: 0.7, opacity: 0 }),
  'slide-zoom-out': stacked({ yPercent: -100, scale: 1.5, opacity: 0 }, { yPercent: 100, scale: 1.5, opacity: 0 }),
  'slide-zoom-in': stacked({ yPercent: -100, scale: 0.8, opacity: 0 }, { yPercent: 100, scale: 0.8, opacity: 0 }),
  'scroll-right': sideways(false, false),
  'scroll-left': sideways(false, true),
  'scroll-right-free': sideways(true, false),
  'scroll-left-free': sideways(true, true),
};

/** Where slide `slide` rests while `current` shows. */
export function poseOf(animation: StackedAnimation, slide: number, current: number): SlidePose {
  if (slide === current) return CURRENT;
  return slide < current ? animation.prev : animation.next;
}

/** The same pose as a CSS transform, for the first paint before the animation library is loaded. */
export function transformOf(p: SlidePose): string {
  return `translate(${p.xPercent}%, ${p.yPercent}%) translate3d(0px, ${p.y}px, ${p.z}px) scale(${p.scale})`;
}

/** How far a sideways track is moved for a (possibly fractional) position, in percent of one element. */
export function trackPercent(animation: SidewaysAnimation, position: number): number {
  return (animation.inverse ? 1 : -1) * position * 100;
}
