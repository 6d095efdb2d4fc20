/**
 * `avadaToTopVars` (docs/plugins/to-top.md#globals): where the link sits, on
 * which devices it works, and whether it shows only while scrolling down. A
 * malformed field warns once, naming it, and takes the theme's default.
 */
import { number, object, string, type InferType } from 'yup';
import { fromYup, pageGlobal } from '../../adapters/settings';

export const POSITIONS = ['left', 'left_floating', 'right', 'right_floating'] as const;
export const STATUSES = ['desktop_and_mobile', 'desktop', 'mobile', 'off'] as const;

export const toTopSchema = object({
  status_totop: string().oneOf(STATUSES).default('desktop'),
  totop_position: string().oneOf(POSITIONS).default('right'),
  // PHP prints the switch as '1' / '0' (or '' when never saved).
  totop_scroll_down_only: number().transform((value, original) => (original === '' ? 0 : value)).oneOf([0, 1]).default(0),
});

export type ToTopVars = InferType<typeof toTopSchema>;

export const toTopVars = fromYup(toTopSchema);

export const settings = {
  vars: pageGlobal('avadaToTopVars', toTopVars),
};

/** The container's position classes: `right_floating` → `to-top-right to-top-floating`. */
export function positionClasses(position: string): string[] {
  return position.split('_').map((part) => `to-top-${part}`);
}
