/**
 * How far a ratio measured over a few runs can be trusted on a shared, noisy machine: the runs are drawn
 * again with replacement (a bootstrap), each run whole (its loads were back to back and share the
 * machine's load of that moment), the statistic computed on every draw, and the middle `level` of those
 * values returned. Seeded, so one bench's JSON always gives the same interval.
 */

/**
 * A small seeded generator (mulberry32): the same draws for the same seed.
 * @param {number} seed
 * @returns {() => number} uniform in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The interval holding the middle `level` of `statistic` over `draws` redraws of `runs` indices.
 * @param {number} runs how many runs were measured (indices 0 .. runs - 1)
 * @param {(indices: number[]) => number} statistic computed from the runs at these indices (repeats allowed)
 * @param {{ level?: number, draws?: number, seed?: number }} [options]
 * @returns {{ low: number, high: number } | null} null without runs or without a finite value
 */
export function resampledInterval(runs, statistic, { level = 0.9, draws = 2000, seed = 23 } = {}) {
  if (runs < 1) return null;
  const random = seededRandom(seed);
  /** @type {number[]} */
  const values = [];
  for (let draw = 0; draw < draws; draw++) {
    const indices = Array.from({ length: runs }, () => Math.floor(random() * runs));
    const value = statistic(indices);
    if (Number.isFinite(value)) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) => /** @type {number} */ (values[Math.min(values.length - 1, Math.max(0, Math.floor(share * values.length)))]);
  const tail = (1 - level) / 2;
  return { low: at(tail), high: at(1 - tail) };
}
