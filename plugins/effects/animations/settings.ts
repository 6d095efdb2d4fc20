/**
 * `fusionAnimationsVars` and the animation data Avada prints on each element
 * (docs/plugins/effects.md#animations), the global with a light shape (no yup).
 */
import { object, oneOf, pageGlobal } from '../../../adapters/shapes';

export const settings = {
  vars: pageGlobal(
    'fusionAnimationsVars',
    object({ status_css_animations: oneOf(['off', 'desktop', 'desktop_and_mobile'] as const, 'desktop') }, { nullIsAbsent: true }),
  ),
};

/** Where in the viewport an element counts as arrived (`data-animationoffset`). */
export const OFFSETS = ['top-into-view', 'top-mid-of-view', 'bottom-in-view'] as const;
export type AnimationOffset = (typeof OFFSETS)[number];

/** Avada's builder default when an element has no duration. */
export const DEFAULT_DURATION_S = 0.1;

export interface AnimationData {
  /** The animate.css class, e.g. `fadeInUp`; '' when there is none or it is not a class name. */
  type: string;
  durationS: number;
  delayS: number;
  offset: AnimationOffset;
}

const seconds = (value: string | undefined, fallback: number): number => {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Reads the element's data (attribute names are case-insensitive: data-animationType is dataset.animationtype). */
export function animationData(element: HTMLElement, warn: (message: string) => void): AnimationData {
  const data = element.dataset;
  const rawType = data.animationtype ?? '';
  const type = /^[A-Za-z]+$/.test(rawType) ? rawType : '';
  if (rawType && !type) warn(`data-animationType "${rawType}" is not an animation name; the element is shown without one`);
  const offset = (OFFSETS as readonly string[]).includes(data.animationoffset ?? '') ? (data.animationoffset as AnimationOffset) : 'top-into-view';
  return { type, durationS: seconds(data.animationduration, DEFAULT_DURATION_S), delayS: seconds(data.animationdelay, 0), offset };
}
