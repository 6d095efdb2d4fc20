/**
 * The per-panel settings object Avada prints as `window.off_canvas_<ID>`
 * (docs/plugins/off-canvas.md#globals): the fields the behaviour uses, with the
 * theme's own defaults, as light shapes (no yup: panels mount at load). A field
 * of the wrong type or an unknown value warns once, naming the field, and takes
 * its default; a field printed as null takes it silently; the panel keeps working.
 */
import { checked, flag, list, misfit, numeric, object, oneOf, optional, text, type Shape, type ShapeValue, type Warn } from '../../adapters/shapes';
import { FREQUENCIES } from '../../machines/off-canvas/frequency';
import { ARRIVALS, type Arrival } from '../../machines/off-canvas/rules';

const yesNo = (fallback: 'yes' | 'no') => oneOf(['yes', 'no'] as const, fallback);
/** PHP prints an unset number as '': that means none. */
const seconds = () => numeric(0, { min: 0, blank: 0 });
const count = () => numeric(0, { min: 0, integer: true, blank: 0 });

/** The original script takes a blank or zero animation speed as one second. */
export const BLANK_ANIMATION_SPEED_S = 1;
const animationSpeed = (): Shape<number> => {
  const speed = numeric(0.5, { min: 0, blank: BLANK_ANIMATION_SPEED_S });
  return { fallback: speed.fallback, parse: (value, path, warn) => speed.parse(value, path, warn) || BLANK_ANIMATION_SPEED_S };
};
/** Text that must match `pattern` (numbers count as their text, as PHP may print them). */
const matching = (pattern: RegExp, fallback: string, expected: string) =>
  checked(fallback, expected, (value) => {
    const printed = typeof value === 'number' ? String(value) : value;
    return typeof printed === 'string' && pattern.test(printed) ? printed : misfit;
  });
/** Animation names become class names: letters only. */
const animationName = () => matching(/^[A-Za-z]*$/, '', 'an animation name (letters only)');
/** A CSS timing function: a keyword, or cubic-bezier()/steps() with numbers. */
const timing = () => matching(/^[a-z-]+(\([\d.,\s-]*(?:(?:jump-)?(?:start|end|none|both))?\))?$/, 'ease', 'a CSS timing function');
const DIRECTIONS = ['static', 'up', 'down', 'left', 'right'] as const;

/** PHP prints an empty choice list as '' and a list as an array or a numbered map; an unknown arrival warns and is dropped. */
const arrivals: Shape<Arrival[]> = (() => {
  const items = list(optional(oneOf(ARRIVALS, ARRIVALS[0])));
  return {
    fallback: [],
    parse: (value, path, warn) => items.parse(value === '' ? [] : value, path, warn).filter((arrival): arrival is Arrival => !!arrival),
  };
})();

const panelShape = object(
  {
    type: oneOf(['popup', 'sliding-bar'] as const, 'popup'),
    position: oneOf(['left', 'right', 'top', 'bottom'] as const, 'left'),
    transition: oneOf(['overlap', 'push'] as const, 'overlap'),
    height: oneOf(['fit', 'full', 'custom'] as const, 'fit'),
    off_canvas_state: oneOf(['closed', 'opened'] as const, 'closed'),
    enter_animation: animationName(),
    enter_animation_direction: oneOf(DIRECTIONS, 'static'),
    enter_animation_speed: animationSpeed(),
    enter_animation_timing: timing(),
    exit_animation: animationName(),
    exit_animation_direction: oneOf(DIRECTIONS, 'static'),
    exit_animation_speed: animationSpeed(),
    exit_animation_timing: timing(),
    status_css_animations: oneOf(['off', 'desktop', 'desktop_and_mobile'] as const, 'desktop'),
    is_mobile: flag(false),
    overlay: yesNo('yes'),
    overlay_page_scrollbar: yesNo('yes'),
    overlay_close_on_click: yesNo('yes'),
    close_on_anchor_click: yesNo('no'),
    close_on_esc: yesNo('yes'),
    auto_close_after_time: seconds(),
    show_close_button_after_time: seconds(),
    on_page_load: yesNo('no'),
    time_on_page: yesNo('no'),
    time_on_page_duration: seconds(),
    on_scroll: yesNo('no'),
    scroll_direction: oneOf(['up', 'down'] as const, 'up'),
    scroll_to: oneOf(['position', 'element'] as const, 'position'),
    scroll_position: matching(/^\s*(\d+(\.\d+)?\s*(px|%)?)?\s*$/, '', 'pixels or a percentage'),
    scroll_element: text(''),
    on_click: yesNo('no'),
    on_click_element: text(''),
    exit_intent: yesNo('no'),
    after_inactivity: yesNo('no'),
    inactivity_duration: seconds(),
    on_add_to_cart: yesNo('no'),
    // '' is what PHP prints for an unset frequency: the same as forever.
    frequency: oneOf(['', ...FREQUENCIES] as const, 'forever'),
    frequency_xtimes: count(),
    frequency_xdays: count(),
    after_x_page_views: yesNo('no'),
    number_of_page_views: count(),
    after_x_sessions: yesNo('no'),
    number_of_sessions: count(),
    when_arriving_from: arrivals,
    has_js_rules: flag(false),
  },
  { nullIsAbsent: true },
);

export type PanelSettings = ShapeValue<typeof panelShape>;

/** The settings of panel `id` from its raw global; a missing global warns once and gives the defaults. */
export function readPanelSettings(raw: unknown, name: string, warn: Warn): PanelSettings {
  if (raw === undefined || raw === null) {
    warn(name, 'missing');
    return { ...panelShape.fallback, when_arriving_from: [] };
  }
  return panelShape.parse(raw, name, warn);
}

/** Animations without a direction suffix in the theme's CSS (the original's list, as spelled there). */
const WITHOUT_DIRECTION = ['flash', 'rubberBand', 'shake', 'flipinx', 'flipiny', 'lightspeedin', 'flipOutX', 'flipOutY', 'lightSpeedOut'];

/** The animation class the theme's CSS defines: name + In/Out + direction (`slideShortInLeft`), or '' for none. */
export function animationClass(name: string, direction: string, way: 'In' | 'Out'): string {
  if (!name) return '';
  if (WITHOUT_DIRECTION.includes(name)) return name;
  const suffix = direction && direction !== 'static' ? direction.charAt(0).toUpperCase() + direction.slice(1) : '';
  return `${name}${way}${suffix}`;
}

export interface Animation {
  /** The theme's class (`fadeIn`, `slideShortOutLeft`). */
  name: string;
  seconds: number;
  /** A CSS timing function. */
  timing: string;
}

/** The panel's enter or exit animation, or undefined for none. */
export function animationFor(settings: PanelSettings, phase: 'enter' | 'exit'): Animation | undefined {
  const name = animationClass(settings[`${phase}_animation`], settings[`${phase}_animation_direction`], phase === 'enter' ? 'In' : 'Out');
  return name ? { name, seconds: settings[`${phase}_animation_speed`], timing: settings[`${phase}_animation_timing`] } : undefined;
}

/** Whether the panel animates: not when animations are off, off on mobile, or the visitor asks for reduced motion. */
export function animates(settings: PanelSettings, reducedMotion: boolean): boolean {
  if (reducedMotion || settings.status_css_animations === 'off') return false;
  return !(settings.status_css_animations === 'desktop' && settings.is_mobile);
}
