/**
 * The rules that decide, once per page view, whether a panel may open by
 * itself: frequency, page views, sessions and where the visitor arrived from.
 * Each rule can only hold the panel back (in the original a passing
 * arriving-from rule cancelled a failing frequency; see
 * docs/plugins/off-canvas.md#differences-from-the-original). Pure.
 */
import { frequencyAllows, type FrequencyCounters, type FrequencyRule } from './frequency';

export const ARRIVALS = ['internal', 'external', 'search'] as const;
export type Arrival = (typeof ARRIVALS)[number];

/** The search engines of the `search` arrival, as the original names them (slurp is Yahoo's). */
export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'duckduckbot', 'yandex', 'baidu', 'msn', 'teoma', 'slurp'] as const;
const SEARCH_HOST = new RegExp(`(^|\\.)(${SEARCH_ENGINES.join('|')})\\.`);

/** Where a visit came from: no referrer or this host is internal; a search engine's host is search. */
export function classifyArrival(referrer: string, host: string): Arrival {
  if (!referrer) return 'internal';
  let from: string;
  try {
    from = new URL(referrer).host;
  } catch {
    return 'external';
  }
  if (from === host) return 'internal';
  return SEARCH_HOST.test(from) ? 'search' : 'external';
}

export interface VisitRules extends FrequencyRule {
  /** Open only after this many earlier page views (0: no such rule). */
  pageViews: number;
  /** Open only once the visitor is in a session beyond this many (0: no such rule). */
  sessions: number;
  /** Open only for these arrivals (empty: any). */
  arrivingFrom: readonly Arrival[];
}

export interface VisitCounters extends FrequencyCounters {
  /** Page views counted before this one. */
  pageViews: number;
  /** Sessions counted, this one included. */
  sessions: number;
}

export interface Visit {
  counters: VisitCounters;
  now: number;
  arrival: Arrival;
}

/** Whether the panel may open by itself during this page view. */
export function automaticOpeningAllowed(rules: VisitRules, visit: Visit): boolean {
  const { counters } = visit;
  if (!frequencyAllows(rules, counters, visit.now)) return false;
  if (rules.pageViews > 0 && counters.pageViews < rules.pageViews) return false;
  if (rules.sessions > 0 && counters.sessions <= rules.sessions) return false;
  if (rules.arrivingFrom.length > 0 && !rules.arrivingFrom.includes(visit.arrival)) return false;
  return true;
}
