/**
 * The visitor's motion preference, shared by the theme's scroll and effect
 * plugins: with `prefers-reduced-motion: reduce` they move instantly or not at all.
 */
import type { Page } from '../../adapters/page';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (page: Page): boolean => page.matchesMedia(REDUCED_MOTION);
