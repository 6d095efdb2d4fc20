/**
 * Where a scroll-section group sits against the viewport, as plain numbers
 * (docs/plugins/scroll-sections.md#heights-and-positions). Measured once per
 * frame by the plugin; everything here is arithmetic on those readings.
 */
import type { Entry } from '../../machines/scroll-sections/scroll-section';

/** Each element scrolls one viewport, and the group gets half a viewport more to scroll out. */
export const VIEWPORT_HEIGHTS_PER_ELEMENT = 100;
export const EXTRA_VIEWPORT_HEIGHT = 50;
/** A slide group (not fade) counts as filling the viewport once it covers this share of it. */
export const SLIDES_FILL_SHARE = 0.75;

export interface GroupReading {
  /** The group's top and height in document pixels. */
  top: number;
  height: number;
  /** The window's scroll position and height. */
  scrollY: number;
  viewportHeight: number;
  /** Sticky header plus admin bar: the part of the viewport the group sits under. */
  offset: number;
}

/** The CSS height of a fade group of `count` elements (100vh each, plus 50vh, less the offset). */
export function fadeGroupHeight(count: number, offset: number): string {
  const vh = count * VIEWPORT_HEIGHTS_PER_ELEMENT + EXTRA_VIEWPORT_HEIGHT;
  return offset > 0 ? `calc(${vh}vh - ${offset}px)` : `${vh}vh`;
}

/** The CSS height of one 100%-height element (or of a slide group): the viewport less the offset. */
export function viewportHeightLess(offset: number): string {
  return offset > 0 ? `calc(100vh - ${offset}px)` : '100vh';
}

/** Sub-pixel boxes and scroll positions: half a pixel either way still counts. */
const TOLERANCE_PX = 0.5;
/** Resting places keep this far inside the range in which a fade group fills the viewport. */
const RESTING_INSET_PX = 1;

/** A fade group fills the viewport while its top is at or above the viewport's top and its bottom at or below the viewport's bottom. */
export function fadeGroupFills(r: GroupReading): boolean {
  return r.top <= r.scrollY + r.offset + TOLERANCE_PX && r.top + r.height >= r.scrollY + r.viewportHeight - TOLERANCE_PX;
}

/** A slide group fills the viewport while it covers most of the part below the offset. */
export function slideGroupFills(r: GroupReading): boolean {
  const visibleTop = Math.max(r.top, r.scrollY + r.offset);
  const visibleBottom = Math.min(r.top + r.height, r.scrollY + r.viewportHeight);
  const usable = r.viewportHeight - r.offset;
  return usable > 0 && visibleBottom - visibleTop >= usable * SLIDES_FILL_SHARE;
}

/** Which side of the group the viewport is nearer to: where it came in from, or is leaving towards. */
export function sideOf(r: GroupReading): Entry {
  const above = r.scrollY + r.offset - r.top;
  const below = r.top + r.height - (r.scrollY + r.viewportHeight);
  return above <= below ? 'above' : 'below';
}

/**
 * The scroll position a fade group rests at while element `index` shows:
 * spread evenly over the range in which the group fills the viewport, so
 * scrolling up from the first or down from the last leaves the group.
 */
export function fadeRestingScroll(r: GroupReading, index: number, count: number): number {
  const first = Math.ceil(r.top - r.offset) + RESTING_INSET_PX;
  const last = Math.floor(r.top + r.height - r.viewportHeight) - RESTING_INSET_PX;
  if (count <= 1 || last <= first) return first;
  return Math.round(first + ((last - first) * index) / (count - 1));
}

/** The scroll position that puts a slide group right under the offset. */
export function slideRestingScroll(r: GroupReading): number {
  return Math.round(r.top - r.offset);
}
