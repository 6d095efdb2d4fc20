/**
 * The parallax arithmetic (docs/plugins/effects.md#parallax): how much larger
 * the background layer is than its container, and how far it is moved for a
 * scroll position. Plain numbers; the plugin measures and writes.
 */

/** Avada's parallax plugin default when a container prints no usable velocity. */
export const DEFAULT_VELOCITY = 0.3;
/** A downward parallax moves this much further, so the layer keeps up with the page scrolling past. */
export const DOWN_FACTOR = 1.25;
/** Sideways layers are widened by this many pixels per unit of velocity. */
export const SIDEWAYS_EXTRA_PX = 400;

export type ParallaxDirection = 'up' | 'down' | 'left' | 'right';

export interface LayerGeometry {
  /** The container's document top and size. */
  top: number;
  width: number;
  height: number;
  viewportHeight: number;
}

export interface LayerPlan {
  /** The layer's size and resting offset inside the container. */
  width: number;
  height: number;
  left: number;
  top: number;
  /** The greatest distance it moves, and the scroll range over which it does. */
  moveMax: number;
  scrollMin: number;
  scrollMax: number;
}

/** |velocity|, or the default when the attribute is missing or not a number. */
export function velocityOf(attribute: string | undefined): number {
  const value = attribute === undefined || attribute.trim() === '' ? NaN : Math.abs(Number(attribute));
  return Number.isFinite(value) ? value : DEFAULT_VELOCITY;
}

export function planLayer(direction: ParallaxDirection, velocity: number, g: LayerGeometry): LayerPlan {
  const sideways = direction === 'left' || direction === 'right';
  const extra = sideways ? SIDEWAYS_EXTRA_PX * velocity : g.viewportHeight * velocity;
  return {
    width: sideways ? g.width + extra : g.width,
    height: sideways ? g.height : g.height + extra,
    left: direction === 'right' ? -extra : 0,
    top: direction === 'down' ? -extra : 0,
    moveMax: extra,
    scrollMin: Math.max(g.top - g.viewportHeight, 0),
    scrollMax: g.top + g.height,
  };
}

/** How far the layer moves at this scroll position (negative: up or left). */
export function layerShift(direction: ParallaxDirection, plan: LayerPlan, scrollY: number): number {
  const range = plan.scrollMax - plan.scrollMin;
  const share = range > 0 ? Math.min(Math.max((scrollY - plan.scrollMin) / range, 0), 1) : 0;
  let distance = plan.moveMax * share;
  if (direction === 'down') distance *= DOWN_FACTOR;
  if (direction === 'up' || direction === 'left') distance = -distance;
  return distance;
}
