import { SHRUNK_HEADER_HEIGHT, SHRUNK_LOGO_PADDING } from '../../../machines/header/sticky-layout';
import { isTablet, stickyPolicy, tooShortToStick, type Viewport } from '../devices';
import type { HeaderVars } from '../globals';
import { shrinkPlan } from '../shrink';

const VARS: HeaderVars = {
  header_sticky: true,
  header_sticky_tablet: true,
  header_sticky_mobile: true,
  sticky_header_shrinkage: true,
  header_sticky_shadow: true,
  header_sticky_type2_layout: 'menu_only',
  side_header_break_point: 800,
  mobile_menu_design: 'modern',
  layout_mode: 'wide',
};
const desktop: Viewport = { width: 1280, height: 800, screenWidth: 1920 };
const tabletPortrait: Viewport = { width: 810, height: 1080, screenWidth: 810 };
const phone: Viewport = { width: 390, height: 844, screenWidth: 390 };

describe('devices', () => {
  it('[HDR-005] tablet means a device width of 768 to 1366 px in portrait, 768 to 1024 px in landscape', () => {
    const portrait = (screenWidth: number) => isTablet({ width: 700, height: 1000, screenWidth });
    const landscape = (screenWidth: number) => isTablet({ width: 1000, height: 700, screenWidth });
    expect([767, 768, 1024, 1366, 1367].map(portrait)).toEqual([false, true, true, true, false]);
    expect([767, 768, 1024, 1025, 1366].map(landscape)).toEqual([false, true, true, false, false]);
  });

  it('[HDR-004] the shrink takes 300 ms on desktops and 0 ms on tablets and phones where sticky is on', () => {
    expect(stickyPolicy(1, VARS, desktop, false)).toEqual({ enabled: true, shrink: true, shrinkMs: 300 });
    // A tablet wider than the break point shows the desktop header: it shrinks, at once.
    expect(stickyPolicy(1, VARS, tabletPortrait, false)).toEqual({ enabled: true, shrink: true, shrinkMs: 0 });
    // Phones show the mobile header: sticky, never shrunk.
    expect(stickyPolicy(1, VARS, phone, false)).toEqual({ enabled: true, shrink: false, shrinkMs: 0 });
    // And visitors who ask for reduced motion get it at once too.
    expect(stickyPolicy(1, VARS, desktop, true)).toEqual({ enabled: true, shrink: true, shrinkMs: 0 });
  });

  it('[HDR-004] sticky stays off on tablets and phones whose switch is off', () => {
    expect(stickyPolicy(1, { ...VARS, header_sticky_tablet: false }, tabletPortrait, false).enabled).toBe(false);
    expect(stickyPolicy(1, { ...VARS, header_sticky_mobile: false }, phone, false).enabled).toBe(false);
    expect(stickyPolicy(1, { ...VARS, header_sticky: false }, desktop, false).enabled).toBe(false);
    expect(stickyPolicy(1, { ...VARS, sticky_header_shrinkage: false }, desktop, false)).toEqual({ enabled: true, shrink: false, shrinkMs: 0 });
  });

  it('[HDR-009] type 1 shrinks; type 2 (v4/v5) sticks without shrinking; type 3 (side header) sticks only in its mobile layout', () => {
    expect(stickyPolicy(2, VARS, desktop, false)).toEqual({ enabled: true, shrink: false, shrinkMs: 0 });
    expect(stickyPolicy(3, VARS, desktop, false).enabled).toBe(false);
    expect(stickyPolicy(3, VARS, phone, false)).toEqual({ enabled: true, shrink: false, shrinkMs: 0 });
    expect(stickyPolicy(3, { ...VARS, header_sticky_mobile: false }, phone, false).enabled).toBe(false);
  });

  it('[HDR-006] the shrunk header is 65 px: a tall logo becomes 55 px with 5 px above it, a short one is centred; bars are centred', () => {
    expect(SHRUNK_HEADER_HEIGHT).toBe(65);
    expect(SHRUNK_LOGO_PADDING).toBe(10);
    const header = { top: 0, height: 84 };
    const tall = shrinkPlan(header, { top: 10, height: 64 }, [{ top: 0, height: 84 }]);
    expect(tall.logo).toEqual({ dy: 5 - 10, scale: 55 / 64 });
    expect(tall.bars).toEqual([65 / 2 - 42]);
    const short = shrinkPlan(header, { top: 20, height: 40 }, []);
    expect(short.logo).toEqual({ dy: (65 - 40) / 2 - 20, scale: 1 });
    expect(shrinkPlan(header, null, []).logo).toBeNull();
  });

  it('[HDR-007] a page too short to scroll past the shrunk header stays non-sticky', () => {
    const heights = { window: 800, header: 84, topBar: 0, adminBar: 0 };
    // 860 − (84 − 65) = 841 ≥ 800: long enough.
    expect(tooShortToStick({ ...heights, document: 860 }, true)).toBe(false);
    // 810 − 19 = 791 < 800: too short.
    expect(tooShortToStick({ ...heights, document: 810 }, true)).toBe(true);
    // Without shrinking only a page that cannot scroll past the top bar and admin bar is too short.
    expect(tooShortToStick({ ...heights, document: 810 }, false)).toBe(false);
  });
});
