/**
 * The theme header's page globals (docs/plugins/header.md#globals) with
 * Avada's option defaults, as light shapes (no yup: the header and the menus
 * mount on every theme page): avadaHeaderVars for the sticky header,
 * avadaMenuVars for the menus and the mobile menu. A missing global warns once
 * ("missing") and a bad field warns once naming it; either way the defaults
 * keep the page working. A field printed as null takes its default.
 */
import { flag, numeric, object, oneOf, pageGlobal, required, text, type ShapeValue } from '../../adapters/shapes';

/** Avada's default side-header break point (px) when the option is empty. */
export const DEFAULT_BREAK_POINT = 800;

export const MOBILE_MENU_DESIGNS = ['classic', 'modern', 'flyout'] as const;
export type MobileMenuDesign = (typeof MOBILE_MENU_DESIGNS)[number];

const breakPoint = () => numeric(DEFAULT_BREAK_POINT, { min: 0 });
const unsetIsDefault = { nullIsAbsent: true };

const headerShape = object(
  {
    header_sticky: flag(true),
    header_sticky_tablet: flag(false),
    header_sticky_mobile: flag(false),
    sticky_header_shrinkage: flag(true),
    header_sticky_shadow: flag(true),
    header_sticky_type2_layout: oneOf(['menu_only', 'menu_and_logo'] as const, 'menu_only'),
    side_header_break_point: breakPoint(),
    mobile_menu_design: oneOf(MOBILE_MENU_DESIGNS, 'modern'),
    layout_mode: text('wide'),
  },
  unsetIsDefault,
);

const menuShape = object(
  {
    header_position: text('top'),
    header_sticky: flag(true),
    header_sticky_tablet: flag(false),
    header_sticky_mobile: flag(false),
    side_header_break_point: breakPoint(),
    mobile_menu_design: oneOf(MOBILE_MENU_DESIGNS, 'modern'),
    megamenu_base_width: oneOf(['site_width', 'viewport_width', 'custom_width'] as const, 'site_width'),
    dropdown_goto: text('Go to...'),
    mobile_nav_cart: text('Shopping Cart'),
    mobile_submenu_open: text('Open submenu of %s'),
    mobile_submenu_close: text('Close submenu of %s'),
    submenu_slideout: flag(true),
  },
  unsetIsDefault,
);

export type HeaderVars = ShapeValue<typeof headerShape>;
export type MenuVars = ShapeValue<typeof menuShape>;

export const headerVars = pageGlobal('avadaHeaderVars', required(headerShape));
export const menuVars = pageGlobal('avadaMenuVars', required(menuShape));
