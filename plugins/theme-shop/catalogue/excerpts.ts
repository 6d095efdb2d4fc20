/**
 * Slider excerpts on small screens (docs/plugins/theme-shop.md#small-screens):
 * up to 479 px wide, an excerpt of more than 11 words shows its first 10.
 * Words are separated as the theme separates them: spaces, full stops and
 * question marks.
 */

export const SMALL_SCREEN = 'only screen and (max-width: 479px)';
export const EXCERPTS = '.overlay-full.layout-text-left .slide-excerpt p';
const LONGEST = 11;
const KEPT = 10;

/** The shortened text, or null when the excerpt is short enough. */
export function shortened(text: string): string | null {
  const words = text.split(/[\s.?]+/).filter(Boolean);
  return words.length > LONGEST ? words.slice(0, KEPT).join(' ') : null;
}
