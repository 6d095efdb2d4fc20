/**
 * The quantity box's arithmetic (docs/plugins/theme-shop.md#quantity-boxes):
 * plus adds the step (1 when the input has none, or "any") up to max; minus
 * takes the step off down to min (0 when the input has none), and never below
 * 0 from a positive value; a value that is no number counts as 0. Unlike the
 * original, a step that overshoots stops at max (max 5, step 2, from 4 gives 5)
 * and at 0 (step 2, from 1 gives 0).
 */

export interface QuantityLimits {
  value: string;
  step: string;
  min: string;
  max: string;
}

const numberOr = (text: string, fallback: number): number => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : fallback;
};

/** Decimals of the step, so 0.1 + 0.2 shows as 0.3. */
const decimalsOf = (step: number): number => (String(step).split('.')[1] ?? '').length;

/** The value after one press of plus (+1) or minus (-1), as the input's text. */
export function stepQuantity(direction: 1 | -1, limits: QuantityLimits): string {
  const value = numberOr(limits.value, 0);
  const stepValue = numberOr(limits.step, 1);
  const step = stepValue > 0 ? stepValue : 1;
  const min = numberOr(limits.min, 0);
  const max = limits.max.trim() === '' ? Infinity : numberOr(limits.max, Infinity);
  let next = value + direction * step;
  if (direction > 0 && next > max) next = Math.max(value, max);
  if (direction < 0) {
    if (next < min) next = Math.min(value, min);
    if (value > 0 && next < 0) next = 0;
  }
  return next.toFixed(decimalsOf(step)).replace(/^-0$/, '0');
}

/** The value an input below its min is raised to on setup, or null when it is fine. */
export function raisedToMin(limits: Pick<QuantityLimits, 'value' | 'min'>): string | null {
  const min = Number.parseFloat(limits.min);
  const value = Number.parseFloat(limits.value);
  return Number.isFinite(min) && Number.isFinite(value) && value < min ? limits.min.trim() : null;
}
