/**
 * Which device the header is on and what the sticky header does there
 * (docs/plugins/header.md#devices). Pure: the plugin passes in the viewport.
 */
import { SHRINK_DURATION_MS, SHRUNK_HEADER_HEIGHT } from '../../machines/header/sticky-layout';
import type { HeaderVars } from './globals';

/** Tablets have a device width of at least this (px)... */
export const TABLET_MIN_DEVICE_WIDTH = 768;
/** ...and at most this in portrait (px)... */
export const TABLET_MAX_PORTRAIT_DEVICE_WIDTH = 1366;
/** ...or this in landscape (px). */
export const TABLET_MAX_LANDSCAPE_DEVICE_WIDTH = 1024;

export interface Viewport {
  /** The window's width: what `max-width` media queries compare. */
  width: number;
  height: number;
  /** The device (screen) width: what `device-width` media queries compare. */
  screenWidth: number;
}

/** Header types: 1 = headers v1–v3, v6, v7; 2 = v4/v5 (only the menu bar sticks); 3 = the side header. */
export type HeaderType = 1 | 2 | 3;

/** Avada's tablet test: device width 768–1366 px in portrait, 768–1024 px in landscape (orientation from the window). */
export function isTablet(viewport: Viewport): boolean {
  const portrait = viewport.height >= viewport.width;
  const max = portrait ? TABLET_MAX_PORTRAIT_DEVICE_WIDTH : TABLET_MAX_LANDSCAPE_DEVICE_WIDTH;
  return viewport.screenWidth >= TABLET_MIN_DEVICE_WIDTH && viewport.screenWidth <= max;
}

/** The mobile layout: the window is no wider than the side-header break point. */
export const isMobileLayout = (viewport: Viewport, breakPoint: number): boolean => viewport.width <= breakPoint;

export interface StickyPolicy {
  enabled: boolean;
  shrink: boolean;
  shrinkMs: number;
}

const OFF: StickyPolicy = { enabled: false, shrink: false, shrinkMs: 0 };

/**
 * Whether the header sticks on this device and how it shrinks: sticky needs
 * its tablet or mobile switch on those devices (the side header sticks only in
 * its mobile layout); only type 1 shrinks, and only in the desktop layout;
 * the shrink is instant on tablets and phones and for reduced motion.
 */
export function stickyPolicy(type: HeaderType, vars: HeaderVars, viewport: Viewport, reducedMotion: boolean): StickyPolicy {
  if (!vars.header_sticky) return OFF;
  const tablet = isTablet(viewport);
  const mobile = isMobileLayout(viewport, vars.side_header_break_point);
  if (tablet && !vars.header_sticky_tablet) return OFF;
  if (mobile && !tablet && !vars.header_sticky_mobile) return OFF;
  if (type === 3 && !(mobile && vars.header_sticky_mobile)) return OFF;
  const shrink = type === 1 && !mobile && vars.sticky_header_shrinkage;
  const instant = tablet || mobile || reducedMotion;
  return { enabled: true, shrink, shrinkMs: shrink && !instant ? SHRINK_DURATION_MS : 0 };
}

export interface PageHeights {
  document: number;
  window: number;
  /** The header's full height (px). */
  header: number;
  /** The secondary header (top bar) above it. */
  topBar: number;
  /** WordPress's admin bar and Avada's fixed top frame. */
  adminBar: number;
}

/**
 * Too short to stick: once the header has become its sticky height the page
 * would no longer reach past the trigger, so the header would flip back and forth.
 */
export function tooShortToStick(heights: PageHeights, shrink: boolean): boolean {
  const sticky = shrink ? SHRUNK_HEADER_HEIGHT : heights.header;
  return heights.document - (heights.header + heights.topBar + heights.adminBar - sticky) < heights.window;
}
