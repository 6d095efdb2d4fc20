/**
 * How big an image shows (docs/plugins/lightbox.md#size-and-zoom): scaled down
 * to fit the stage, never below the minimum scale, and never up. An image that
 * fits at scale 1.00 offers no zoom: there is nothing to zoom to.
 */

/** iLightbox's fixed minimum scale. */
export const MIN_SCALE = 0.075;

export interface Size {
  width: number;
  height: number;
}

/** The scale that fits `natural` into `stage`, between MIN_SCALE and 1. */
export function fitScale(natural: Size, stage: Size): number {
  if (natural.width <= 0 || natural.height <= 0 || stage.width <= 0 || stage.height <= 0) return 1;
  const scale = Math.min(1, stage.width / natural.width, stage.height / natural.height);
  return Math.max(MIN_SCALE, scale);
}

/** Zoom is skipped when the fitted scale reads 1.00. */
export function canZoom(scale: number): boolean {
  return scale.toFixed(2) !== '1.00';
}
