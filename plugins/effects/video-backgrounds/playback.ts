/**
 * Keeping a background video going (docs/plugins/effects.md#video-backgrounds):
 * the loop check that restarts it just before its end, and the drift
 * correction that keeps its reported time on the timeline it should be at.
 * Plain functions of numbers (seconds); the players call them.
 */

/** How often a looping YouTube background checks its time. */
export const LOOP_CHECK_MS = 150;
/** It restarts this long before the end: more on the first pass, while the player warms up. */
export const FIRST_PASS_MARGIN_S = 0.45;
export const LATER_PASS_MARGIN_S = 0.21;

/** Sync defaults: within allowedDrift all is well; beyond maxAllowedDrift jump; between, play faster or slower. */
export const SYNC_DEFAULTS = {
  allowedDriftS: 0.3,
  maxAllowedDriftS: 1,
  minCheckIntervalS: 0.1,
  maxRateAdjustment: 0.2,
  maxTimeToCatchUpS: 1,
} as const;

export type SyncOptions = { [K in keyof typeof SYNC_DEFAULTS]: number };

export type Correction = { kind: 'none' } | { kind: 'rate'; rate: number } | { kind: 'seek'; to: number };

/**
 * What to do about `drift` (timeline time minus player time; positive: the
 * player is behind): nothing, a playback rate that catches up within
 * maxTimeToCatchUp (never more than maxRateAdjustment off 1), or a jump.
 */
export function correctDrift(timeline: number, player: number, options: SyncOptions = SYNC_DEFAULTS): Correction {
  const drift = timeline - player;
  const size = Math.abs(drift);
  if (size > options.maxAllowedDriftS) return { kind: 'seek', to: timeline };
  if (size > options.allowedDriftS) {
    const adjustment = Math.min(options.maxRateAdjustment, size / options.maxTimeToCatchUpS);
    return { kind: 'rate', rate: 1 + Math.sign(drift) * adjustment };
  }
  return { kind: 'none' };
}

/**
 * The loop check's reading of a player whose reported time may stand still
 * between updates: the time it should be at, and whether to restart now.
 */
export interface LoopCheck {
  check(reported: number, duration: number, nowS: number): { estimate: number; restart: boolean };
  /** After a restart the margin is the shorter one and the estimate starts again from the player. */
  restarted(): void;
}

export function loopCheck(): LoopCheck {
  let previous: number | undefined;
  let lastMoveS = 0;
  let firstPass = true;
  return {
    check(reported, duration, nowS) {
      let estimate = reported;
      if (previous !== undefined && reported === previous) estimate = reported + (nowS - lastMoveS);
      else lastMoveS = nowS;
      previous = reported;
      const margin = firstPass ? FIRST_PASS_MARGIN_S : LATER_PASS_MARGIN_S;
      return { estimate, restart: duration > 0 && estimate + margin >= duration };
    },
    restarted() {
      firstPass = false;
      previous = undefined;
    },
  };
}
