/**
 * The on-scroll trigger as a pure test of two scroll positions: `up` fires on
 * the first upward scroll, `down` on a downward scroll that reaches the
 * position (pixels, or a percentage of the document's height).
 */

export type ScrollDirection = 'up' | 'down';

/** The trigger position in pixels: `"300"`, `"300px"` or `"40%"` of `documentHeight`; blank is the top. */
export function scrollThreshold(position: string, documentHeight: number): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%|px)?\s*$/.exec(position);
  if (!match) return 0;
  const amount = Number(match[1]);
  return match[2] === '%' ? (documentHeight / 100) * amount : amount;
}

export interface ScrollStep {
  previous: number;
  current: number;
  documentHeight: number;
}

export function scrollTriggerFires(direction: ScrollDirection, position: string, step: ScrollStep): boolean {
  if (direction === 'up') return step.current < step.previous;
  return step.current > step.previous && step.current >= scrollThreshold(position, step.documentHeight);
}
