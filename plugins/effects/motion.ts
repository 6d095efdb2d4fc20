/**
 * The visitor's motion preference, shared by the theme's scroll and effect
 * plugins: with `prefers-reduced-motion: reduce` they move instantly or not at all.
 */
import type { Browser } from '../../adapters/browser';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (browser: Browser): boolean => browser.matchesMedia(REDUCED_MOTION);
