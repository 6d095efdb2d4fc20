/**
 * @jest-environment node
 *
 * The bench's resampled interval (bench/lib/resample.mjs): how far a ratio of a few runs can be trusted.
 */
import { resampledInterval, seededRandom } from '../../../bench/lib/resample.mjs';

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

it('draws the same numbers for the same seed, and others for another', () => {
  const a = seededRandom(7);
  const b = seededRandom(7);
  const c = seededRandom(8);
  const first = [a(), a(), a()];
  expect([b(), b(), b()]).toEqual(first);
  expect([c(), c(), c()]).not.toEqual(first);
  for (const value of first) expect(value >= 0 && value < 1).toBe(true);
});

it('gives a single point when every run measured the same', () => {
  const values = [3, 3, 3, 3, 3];
  expect(resampledInterval(values.length, (indices) => mean(indices.map((i) => values[i]!)))).toEqual({ low: 3, high: 3 });
});

it('widens with the spread of the runs and holds the statistic of all runs', () => {
  const quiet = [0.44, 0.46, 0.45, 0.47, 0.45, 0.46, 0.44, 0.46, 0.45];
  const noisy = [0.2, 0.7, 0.35, 0.6, 0.45, 0.3, 0.65, 0.5, 0.3];
  const of = (values: number[]) => resampledInterval(values.length, (indices) => mean(indices.map((i) => values[i]!)))!;
  const narrow = of(quiet);
  const wide = of(noisy);
  expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
  expect(narrow.low).toBeLessThanOrEqual(mean(quiet));
  expect(narrow.high).toBeGreaterThanOrEqual(mean(quiet));
  expect(wide.low).toBeLessThan(mean(noisy));
  expect(wide.high).toBeGreaterThan(mean(noisy));
  // The middle 90 %: the extremes of the runs lie outside it.
  expect(wide.low).toBeGreaterThan(Math.min(...noisy));
  expect(wide.high).toBeLessThan(Math.max(...noisy));
});

it('keeps each run whole: a statistic of paired values sees both of the same run', () => {
  const original = [10, 20, 30, 40];
  const runtime = [5, 10, 15, 20];
  // Every run's own ratio is 0.5, so every draw of whole runs gives 0.5.
  const ratio = (indices: number[]) => mean(indices.map((i) => runtime[i]!)) / mean(indices.map((i) => original[i]!));
  expect(resampledInterval(original.length, ratio)).toEqual({ low: 0.5, high: 0.5 });
});

it('gives nothing without runs or without a finite value', () => {
  expect(resampledInterval(0, () => 1)).toBeNull();
  expect(resampledInterval(3, () => NaN)).toBeNull();
});
