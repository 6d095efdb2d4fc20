/**
 * The theme header's page globals (docs/plugins/header.md#globals) as yup
 * schemas with Avada's option defaults: avadaHeaderVars for the sticky header,
 * avadaMenuVars for the menus and the mobile menu. A missing global warns once
 * ("missing") and a bad field warns once naming it; either way the defaults
 * keep the page working. Imported by plugin chunks only (yup stays out of the core).
 */
import { mixed, number, object, string, type InferType } from 'yup';
import { fromYup, pageGlobal, phpFlag, required } from '../../adapters/settings';

/** Avada's default side-header break point (px) when the option is empty. */
export const DEFAULT_BREAK_POINT = 800;

export const MOBILE_MENU_DESIGNS = ['classic', 'modern', 'flyout'] as const;
export type MobileMenuDesign = (typeof MOBILE_MENU_DESIGNS)[number];

const choice = <T extends string>(choices: readonly T[], fallback: T) => mixed<T>().oneOf(choices).default(fallback);
const breakPoint = number().min(0).default(DEFAULT_BREAK_POINT);

const headerSchema = object({
  header_sticky: phpFlag(true),
  header_sticky_tablet: phpFlag(false),
  header_sticky_mobile: phpFlag(false),
  sticky_header_shrinkage: phpFlag(true),
  header_sticky_shadow: phpFlag(true),
  header_sticky_type2_layout: choice(['menu_only', 'menu_and_logo'] as const, 'menu_only'),
  side_header_break_point: breakPoint,
  mobile_menu_design: choice(MOBILE_MENU_DESIGNS, 'modern'),
  layout_mode: string().default('wide'),
});

const menuSchema = object({
  header_position: string().default('top'),
  header_sticky: phpFlag(true),
  header_sticky_tablet: phpFlag(false),
  header_sticky_mobile: phpFlag(false),
  side_header_break_point: breakPoint,
  mobile_menu_design: choice(MOBILE_MENU_DESIGNS, 'modern'),
  megamenu_base_width: choice(['site_width', 'viewport_width', 'custom_width'] as const, 'site_width'),
  dropdown_goto: string().default('Go to...'),
  mobile_nav_cart: string().default('Shopping Cart'),
  mobile_submenu_open: string().default('Open submenu of %s'),
  mobile_submenu_close: string().default('Close submenu of %s'),
  submenu_slideout: phpFlag(true),
});

export type HeaderVars = InferType<typeof headerSchema>;
export type MenuVars = InferType<typeof menuSchema>;

export const headerVars = pageGlobal('avadaHeaderVars', required(fromYup(headerSchema)));
export const menuVars = pageGlobal('avadaMenuVars', required(fromYup(menuSchema)));
