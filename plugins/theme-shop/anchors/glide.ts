/**
 * Avada's two-part anchor scroll (docs/plugins/theme-shop.md#anchors): 400 ms
 * accelerating to the halfway point, then, with the target measured again
 * (images and sticky headers move it), 450 ms decelerating onto it.
 */

export const FIRST_LEG_MS = 400;
export const SECOND_LEG_MS = 450;

/** easeInExpo and easeOutExpo, on progress 0..1. */
export const easeIn = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : 2 ** (10 * t - 10));
export const easeOut = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : 1 - 2 ** (-10 * t));

/** The position at `elapsed` ms into a leg from `from` to `to`. */
export function legPosition(from: number, to: number, elapsed: number, duration: number, ease: (t: number) => number): number {
  return from + (to - from) * ease(Math.min(elapsed / duration, 1));
}
