/**
 * The rules' bookkeeping at the start of a page view, as the original keeps it
 * (docs/plugins/off-canvas.md#rules): page views counted on every page where
 * the rule is on, a session counted once per browser session, then the rules
 * asked whether the panel may open by itself in this page view.
 */
import { automaticOpeningAllowed, classifyArrival, type VisitRules } from '../../machines/off-canvas/rules';
import type { CounterStore } from './counters';
import type { PanelSettings } from './settings';

export interface VisitFacts {
  now: number;
  referrer: string;
  /** This page's host, for internal arrivals. */
  host: string;
}

export function visitRules(settings: PanelSettings): VisitRules {
  return {
    frequency: settings.frequency || 'forever',
    times: settings.frequency_xtimes,
    days: settings.frequency_xdays,
    pageViews: settings.after_x_page_views === 'yes' ? settings.number_of_page_views : 0,
    sessions: settings.after_x_sessions === 'yes' ? settings.number_of_sessions : 0,
    arrivingFrom: settings.when_arriving_from,
  };
}

/** Counts this page view (and session) where the rules ask for it; returns whether the panel may open by itself. */
export function startVisit(settings: PanelSettings, store: CounterStore, facts: VisitFacts): boolean {
  const before = store.read();
  if (settings.after_x_page_views === 'yes') store.update((counters) => ({ page_views: counters.pageViews + 1 }));
  if (settings.after_x_sessions === 'yes' && !store.sessionFlag('counted')) {
    store.setSessionFlag('counted');
    store.update((counters) => ({ sessions: counters.sessions + 1 }));
  }
  return automaticOpeningAllowed(visitRules(settings), {
    // Page views as counted before this one; sessions with this one.
    counters: { ...before, sessions: store.read().sessions, openedThisSession: store.sessionFlag('opened') },
    now: facts.now,
    arrival: classifyArrival(facts.referrer, facts.host),
  });
}
