/**
 * The per-panel settings object Avada prints as `window.off_canvas_<ID>`
 * (docs/plugins/off-canvas.md#globals): the fields the behaviour uses, with the
 * theme's own defaults. A field of the wrong type or an unknown value warns
 * once, naming the field, and takes its default; the panel keeps working.
 */
import { array, boolean, number, object, string, type InferType } from 'yup';
import { fromYup, type Warn } from '../../adapters/settings';
import { FREQUENCIES } from '../../machines/off-canvas/frequency';
import { ARRIVALS, type Arrival } from '../../machines/off-canvas/rules';

const yesNo = (fallback: 'yes' | 'no') => string().oneOf(['yes', 'no'] as const).default(fallback);
const choice = <T extends string>(values: readonly T[], fallback: T) => string().oneOf(values).default(fallback);
/** PHP prints an unset number as '': that means none. */
const blankIsZero = (_value: unknown, original: unknown) => (original === '' ? 0 : _value);
const seconds = () => number().transform(blankIsZero).min(0).default(0);
const count = () => number().transform(blankIsZero).integer().min(0).default(0);

/** The original script takes a blank or zero animation speed as one second. */
export const BLANK_ANIMATION_SPEED_S = 1;
const animationSpeed = () =>
  number()
    .transform((value, original) => (original === '' || original === 0 || original === '0' ? BLANK_ANIMATION_SPEED_S : value))
    .min(0)
    .default(0.5);
/** Animation names become class names: letters only. */
const animationName = () => string().matches(/^[A-Za-z]*$/, 'expected an animation name (letters only)').default('');
/** A CSS timing function: a keyword, or cubic-bezier()/steps() with numbers. */
const timing = () =>
  string()
    .matches(/^[a-z-]+(\([\d.,\s-]*(?:(?:jump-)?(?:start|end|none|both))?\))?$/, 'expected a CSS timing function')
    .default('ease');
const DIRECTIONS = ['static', 'up', 'down', 'left', 'right'] as const;

export const panelSchema = object({
  type: choice(['popup', 'sliding-bar'] as const, 'popup'),
  position: choice(['left', 'right', 'top', 'bottom'] as const, 'left'),
  transition: choice(['overlap', 'push'] as const, 'overlap'),
  height: choice(['fit', 'full', 'custom'] as const, 'fit'),
  off_canvas_state: choice(['closed', 'opened'] as const, 'closed'),
  enter_animation: animationName(),
  enter_animation_direction: choice(DIRECTIONS, 'static'),
  enter_animation_speed: animationSpeed(),
  enter_animation_timing: timing(),
  exit_animation: animationName(),
  exit_animation_direction: choice(DIRECTIONS, 'static'),
  exit_animation_speed: animationSpeed(),
  exit_animation_timing: timing(),
  status_css_animations: choice(['off', 'desktop', 'desktop_and_mobile'] as const, 'desktop'),
  is_mobile: boolean().default(false),
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
  scroll_direction: choice(['up', 'down'] as const, 'up'),
  scroll_to: choice(['position', 'element'] as const, 'position'),
  scroll_position: string()
    .matches(/^\s*(\d+(\.\d+)?\s*(px|%)?)?\s*$/, 'expected pixels or a percentage')
    .default(''),
  scroll_element: string().default(''),
  on_click: yesNo('no'),
  on_click_element: string().default(''),
  exit_intent: yesNo('no'),
  after_inactivity: yesNo('no'),
  inactivity_duration: seconds(),
  on_add_to_cart: yesNo('no'),
  // '' is what PHP prints for an unset frequency: the same as forever.
  frequency: choice(['', ...FREQUENCIES] as const, 'forever'),
  frequency_xtimes: count(),
  frequency_xdays: count(),
  after_x_page_views: yesNo('no'),
  number_of_page_views: count(),
  after_x_sessions: yesNo('no'),
  number_of_sessions: count(),
  when_arriving_from: array(string().oneOf(ARRIVALS)).default([]),
  has_js_rules: boolean().default(false),
});

/** The settings as read: unknown arrivals already dropped. */
export type PanelSettings = Omit<InferType<typeof panelSchema>, 'when_arriving_from'> & { when_arriving_from: Arrival[] };

const panelShape = fromYup(panelSchema);

/**
 * The settings of panel `id` from its raw global. PHP prints an empty choice list
 * as '' and a list as an array or a numbered map; unknown arrivals are dropped.
 */
export function readPanelSettings(raw: unknown, name: string, warn: Warn): PanelSettings {
  if (raw === undefined || raw === null) {
    warn(name, 'missing');
    return { ...panelShape.fallback, when_arriving_from: [] };
  }
  let value = raw;
  if (typeof raw === 'object' && !Array.isArray(raw)) {
    const arrivals = (raw as Record<string, unknown>).when_arriving_from;
    const list = arrivals === '' ? [] : arrivals !== null && typeof arrivals === 'object' ? Object.values(arrivals) : arrivals;
    value = { ...raw, when_arriving_from: list };
  }
  const settings = panelShape.parse(value, name, warn);
  return { ...settings, when_arriving_from: settings.when_arriving_from.filter((arrival): arrival is Arrival => !!arrival) };
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
