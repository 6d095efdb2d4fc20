/**
 * How often a panel may open by itself: Avada's frequency options, as pure
 * functions of the visitor's counters and the time. The plugin keeps the
 * counters (docs/plugins/off-canvas.md#cookies-and-storage); nothing here reads a clock.
 */

export const FREQUENCIES = ['forever', 'close', 'once', 'xtimes', 'session', 'day', 'week', 'month', 'xdays'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** What the frequency rules look at: the per-panel counters and the session flag. */
export interface FrequencyCounters {
  /** When an opening was last asked for (ms since the epoch), if ever. */
  lastOpenDate: number | undefined;
  openCount: number;
  /** The visitor closed the panel at least once. */
  closed: boolean;
  /** The panel already opened by itself in this browser session. */
  openedThisSession: boolean;
}

export interface FrequencyRule {
  frequency: Frequency;
  /** For `xtimes`: how many automatic openings in all; 0 leaves the rule out, as the original does. */
  times: number;
  /** For `xdays`: days between openings; 0 leaves the rule out. */
  days: number;
}

/**
 * The same day and time one calendar month later, in the visitor's calendar.
 * A day the next month lacks becomes its last day (31 January → 29 February).
 */
export function oneCalendarMonthAfter(time: number): number {
  const date = new Date(time);
  const target = new Date(date.getTime());
  target.setDate(1);
  target.setMonth(date.getMonth() + 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(date.getDate(), lastDay));
  return target.getTime();
}

/** When the panel may open again after one opened at `last`, for the time-based frequencies. */
export function nextOpeningAfter(rule: FrequencyRule, last: number): number | undefined {
  switch (rule.frequency) {
    case 'day':
      return last + DAY_MS;
    case 'week':
      return last + WEEK_MS;
    case 'month':
      return oneCalendarMonthAfter(last);
    case 'xdays':
      return rule.days > 0 ? last + rule.days * DAY_MS : undefined;
    default:
      return undefined;
  }
}

/** Whether the frequency rule lets the panel open by itself at `now`. */
export function frequencyAllows(rule: FrequencyRule, counters: FrequencyCounters, now: number): boolean {
  switch (rule.frequency) {
    case 'forever':
      return true;
    case 'close':
      return !counters.closed;
    case 'once':
      return counters.openCount === 0;
    case 'xtimes':
      return rule.times <= 0 || counters.openCount < rule.times;
    case 'session':
      return !counters.openedThisSession;
    default: {
      if (counters.lastOpenDate === undefined) return true;
      const next = nextOpeningAfter(rule, counters.lastOpenDate);
      return next === undefined || now >= next;
    }
  }
}
