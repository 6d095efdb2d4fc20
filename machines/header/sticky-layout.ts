/**
 * The sticky header's sizes and its one rule (docs/plugins/header.md#sticky-header), apart from its
 * machine (sticky-header.ts, with xstate): the plugin sticks the header by this rule itself until the
 * machine has loaded, at the first scroll or when the page opens already scrolled down.
 */

/** The height of a shrunk sticky header (px). */
export const SHRUNK_HEADER_HEIGHT = 65;
/** The logo keeps this much padding in a shrunk header: 5 px above and 5 px below (px). */
export const SHRUNK_LOGO_PADDING = 10;
/** Height, logo and padding animate over this long when the header shrinks (ms). */
export const SHRINK_DURATION_MS = 300;
/** The sticky shadow appears this long after the header sticks (ms). */
export const STICKY_SHADOW_DELAY_MS = 150;

/** What the plugin measured and decided for the current device and page. */
export interface StickyLayout {
  /** Sticky behaviour runs at all (on for this device, page long enough). */
  enabled: boolean;
  /** The scroll position past which the header sticks (px). */
  trigger: number;
  /** The sticky header shrinks. */
  shrink: boolean;
  /** How long the shrink animates (ms). */
  shrinkMs: number;
  /** The header gets its shadow once sticky. */
  shadow: boolean;
}

/** The header sticks scrolled past its trigger, where sticky behaviour runs; at or above it, it is normal. */
export const sticksAt = (layout: StickyLayout, scrollY: number): boolean => layout.enabled && scrollY > layout.trigger;
