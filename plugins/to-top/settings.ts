/**
 * `avadaToTopVars` (docs/plugins/to-top.md#globals): where the link sits, on
 * which devices it works, and whether it shows only while scrolling down. A
 * malformed field warns once, naming it, and takes the theme's default (light
 * shapes, no yup: the link is on every theme page).
 */
import { numeric, object, oneOf, pageGlobal, type ShapeValue } from '../../adapters/shapes';

export const POSITIONS = ['left', 'left_floating', 'right', 'right_floating'] as const;
export const STATUSES = ['desktop_and_mobile', 'desktop', 'mobile', 'off'] as const;

export const toTopVars = object(
  {
    status_totop: oneOf(STATUSES, 'desktop'),
    totop_position: oneOf(POSITIONS, 'right'),
    // PHP prints the switch as '1' / '0' (or '' when never saved).
    totop_scroll_down_only: numeric(0, { min: 0, max: 1, integer: true, blank: 0 }),
  },
  { nullIsAbsent: true },
);

export type ToTopVars = ShapeValue<typeof toTopVars>;

export const settings = {
  vars: pageGlobal('avadaToTopVars', toTopVars),
};

/** The container's position classes: `right_floating` → `to-top-right to-top-floating`. */
export function positionClasses(position: string): string[] {
  return position.split('_').map((part) => `to-top-${part}`);
}
