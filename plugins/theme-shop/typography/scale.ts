/**
 * The responsive type size (docs/plugins/theme-shop.md#responsive-typography):
 * at or above the site width a heading keeps its size; below it, the size
 * shrinks with the window by the sensitivity (0 none, 1 in proportion), but
 * never below the factor times the body text size (nor above its own size).
 */

export interface TypographyVars {
  siteWidth: number;
  sensitivity: number;
  factor: number;
}

export function scaledSize(original: number, windowWidth: number, body: number, vars: TypographyVars): number {
  if (vars.sensitivity <= 0 || windowWidth <= 0 || windowWidth >= vars.siteWidth) return original;
  const shrunk = original * (1 - vars.sensitivity * (1 - windowWidth / vars.siteWidth));
  const floor = Math.min(original, body * vars.factor);
  return Math.round(Math.max(shrunk, floor) * 100) / 100;
}
