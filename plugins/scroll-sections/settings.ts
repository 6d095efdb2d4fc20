/**
 * The page variables scroll sections read (docs/plugins/scroll-sections.md#globals):
 * Avada prints the break point, the mobile switch and the sensitivity both in
 * `fusionContainerVars` (the container element) and in `fusionScrollToAnchorVars`
 * (the anchor script); the first one printed wins, field by field. A malformed
 * field warns once, naming it, and takes the theme's default (light shapes, no yup).
 */
import { checked, misfit, object, pageGlobal, toNumber, type SettingsOf } from '../../adapters/shapes';

/** Avada's default content break point (px). */
export const DEFAULT_CONTENT_BREAK_POINT = 800;
/** Avada's default 100%-height scroll sensitivity (ms): how long a move locks scrolling. */
export const DEFAULT_SCROLL_SENSITIVITY_MS = 450;

/** A number of 0 or more; PHP prints an unset option as '' (or null): that counts as not printed. */
const optionalNumber = () =>
  checked<number | undefined>(undefined, 'a number of 0 or more', (value) => {
    if (value === '' || value === null) return undefined;
    const n = toNumber(value);
    return n !== undefined && n >= 0 ? n : misfit;
  });

const vars = object({
  content_break_point: optionalNumber(),
  container_hundred_percent_height_mobile: optionalNumber(),
  hundred_percent_scroll_sensitivity: optionalNumber(),
  is_sticky_header_transparent: optionalNumber(),
});

export const settings = {
  container: pageGlobal('fusionContainerVars', vars),
  anchors: pageGlobal('fusionScrollToAnchorVars', vars),
};

export interface ScrollSectionSettings {
  contentBreakPoint: number;
  /** Container 100% height on mobile: the sections stay on below the break point. */
  fullHeightOnMobile: boolean;
  sensitivityMs: number;
  /** A transparent sticky header is not subtracted from the sections' height. */
  stickyHeaderTransparent: boolean;
}

export function toScrollSectionSettings({ container, anchors }: SettingsOf<typeof settings>): ScrollSectionSettings {
  const pick = (key: keyof typeof container): number | undefined => container?.[key] ?? anchors?.[key];
  return {
    contentBreakPoint: pick('content_break_point') ?? DEFAULT_CONTENT_BREAK_POINT,
    fullHeightOnMobile: (pick('container_hundred_percent_height_mobile') ?? 0) !== 0,
    sensitivityMs: pick('hundred_percent_scroll_sensitivity') ?? DEFAULT_SCROLL_SENSITIVITY_MS,
    stickyHeaderTransparent: (pick('is_sticky_header_transparent') ?? 0) !== 0,
  };
}
