import {
  DAY_MS,
  FREQUENCIES,
  frequencyAllows,
  oneCalendarMonthAfter,
  WEEK_MS,
  type FrequencyCounters,
  type FrequencyRule,
} from '../../../machines/off-canvas/frequency';
import { automaticOpeningAllowed, classifyArrival, SEARCH_ENGINES, type VisitCounters, type VisitRules } from '../../../machines/off-canvas/rules';
import { scrollThreshold, scrollTriggerFires } from '../../../machines/off-canvas/scroll';

const HOUR_MS = 60 * 60 * 1000;
const fresh: FrequencyCounters = { lastOpenDate: undefined, openCount: 0, closed: false, openedThisSession: false };
const rule = (frequency: FrequencyRule['frequency'], extra: Partial<FrequencyRule> = {}): FrequencyRule => ({ frequency, times: 0, days: 0, ...extra });

/** Walks a simulated visitor day by day: each day it opens if allowed; returns the days it opened. */
function daysOpened(frequencyRule: FrequencyRule, start: Date, days: number): string[] {
  const opened: string[] = [];
  let counters = fresh;
  for (let day = 0; day < days; day++) {
    const now = new Date(start.getFullYear(), start.getMonth(), start.getDate() + day, start.getHours()).getTime();
    if (frequencyAllows(frequencyRule, counters, now)) {
      opened.push(new Date(now).toDateString());
      counters = { ...counters, lastOpenDate: now, openCount: counters.openCount + 1 };
    }
  }
  return opened;
}

describe('off-canvas frequency rules', () => {
  it('[OFF-021] knows the options close, once, xtimes, session, day, week, month and xdays (and forever, the default)', () => {
    expect(FREQUENCIES).toEqual(['forever', 'close', 'once', 'xtimes', 'session', 'day', 'week', 'month', 'xdays']);
  });

  it('[OFF-021] [OFF-033] close: shows until the visitor closes it; once: until it opened once; xtimes: frequency_xtimes openings', () => {
    const now = Date.now();
    expect(frequencyAllows(rule('close'), { ...fresh, openCount: 5 }, now)).toBe(true);
    expect(frequencyAllows(rule('close'), { ...fresh, closed: true }, now)).toBe(false);
    expect(frequencyAllows(rule('once'), fresh, now)).toBe(true);
    expect(frequencyAllows(rule('once'), { ...fresh, openCount: 1 }, now)).toBe(false);
    expect(frequencyAllows(rule('xtimes', { times: 3 }), { ...fresh, openCount: 2 }, now)).toBe(true);
    expect(frequencyAllows(rule('xtimes', { times: 3 }), { ...fresh, openCount: 3 }, now)).toBe(false);
    // A blank frequency_xtimes leaves the rule out, as in the original.
    expect(frequencyAllows(rule('xtimes'), { ...fresh, openCount: 30 }, now)).toBe(true);
  });

  it('[OFF-021] [OFF-026] session: once per browser session (the session flag)', () => {
    expect(frequencyAllows(rule('session'), fresh, Date.now())).toBe(true);
    expect(frequencyAllows(rule('session'), { ...fresh, openedThisSession: true }, Date.now())).toBe(false);
  });

  it('[OFF-022] day means 24 hours after the last opening', () => {
    const last = new Date(2024, 2, 10, 18, 30).getTime();
    const counters = { ...fresh, lastOpenDate: last, openCount: 1 };
    expect(frequencyAllows(rule('day'), counters, last + 23 * HOUR_MS)).toBe(false);
    expect(frequencyAllows(rule('day'), counters, last + DAY_MS - 1)).toBe(false);
    expect(frequencyAllows(rule('day'), counters, last + DAY_MS)).toBe(true);
    expect(daysOpened(rule('day'), new Date(2024, 0, 1, 9), 10)).toHaveLength(10);
  });

  it('[OFF-023] week means 7 days after the last opening', () => {
    const last = new Date(2024, 2, 10, 18, 30).getTime();
    const counters = { ...fresh, lastOpenDate: last, openCount: 1 };
    expect(frequencyAllows(rule('week'), counters, last + 6 * DAY_MS)).toBe(false);
    expect(frequencyAllows(rule('week'), counters, last + WEEK_MS - 1)).toBe(false);
    expect(frequencyAllows(rule('week'), counters, last + WEEK_MS)).toBe(true);
    expect(daysOpened(rule('week'), new Date(2024, 0, 1, 9), 29)).toEqual(
      [1, 8, 15, 22, 29].map((day) => new Date(2024, 0, day, 9).toDateString()),
    );
  });

  it('[OFF-024] month means one calendar month: the same day next month, whatever the month length', () => {
    const at = (y: number, m: number, d: number) => new Date(y, m, d, 12).getTime();
    expect(oneCalendarMonthAfter(at(2024, 0, 15))).toBe(at(2024, 1, 15));
    expect(oneCalendarMonthAfter(at(2023, 1, 15))).toBe(at(2023, 2, 15));
    expect(oneCalendarMonthAfter(at(2024, 11, 20))).toBe(at(2025, 0, 20));
    // A day the next month lacks becomes its last day.
    expect(oneCalendarMonthAfter(at(2024, 0, 31))).toBe(at(2024, 1, 29));
    expect(oneCalendarMonthAfter(at(2023, 0, 31))).toBe(at(2023, 1, 28));
    const counters = { ...fresh, lastOpenDate: at(2023, 1, 15), openCount: 1 };
    // February 2023 has 28 days: 28 days later is a calendar month, 30 days would not be.
    expect(frequencyAllows(rule('month'), counters, at(2023, 2, 14))).toBe(false);
    expect(frequencyAllows(rule('month'), counters, at(2023, 2, 15))).toBe(true);
    // A simulated visitor coming every day for a year sees it on the 10th of each month.
    const opened = daysOpened(rule('month'), new Date(2024, 0, 10, 9), 366);
    expect(opened).toEqual(Array.from({ length: 12 }, (_, m) => new Date(2024, m, 10, 9).toDateString()));
  });

  it('[OFF-021] [OFF-033] xdays waits frequency_xdays days between openings', () => {
    expect(daysOpened(rule('xdays', { days: 3 }), new Date(2024, 4, 1, 9), 10)).toEqual(
      [1, 4, 7, 10].map((day) => new Date(2024, 4, day, 9).toDateString()),
    );
    expect(daysOpened(rule('xdays', { days: 0 }), new Date(2024, 4, 1, 9), 3)).toHaveLength(3);
  });

  it('[OFF-021] forever and a first visit never hold a panel back', () => {
    for (const frequency of FREQUENCIES) expect(frequencyAllows(rule(frequency, { times: 1, days: 1 }), fresh, Date.now())).toBe(true);
  });
});

describe('off-canvas visit rules', () => {
  const rules = (extra: Partial<VisitRules> = {}): VisitRules => ({ ...rule('forever'), pageViews: 0, sessions: 0, arrivingFrom: [], ...extra });
  const counters = (extra: Partial<VisitCounters> = {}): VisitCounters => ({ ...fresh, pageViews: 0, sessions: 1, ...extra });
  const visit = (extra: Partial<VisitCounters> = {}, arrival: 'internal' | 'external' | 'search' = 'internal') => ({
    counters: counters(extra),
    now: Date.now(),
    arrival,
  });

  it('[OFF-041] after x page views: held back while fewer page views were counted before this one', () => {
    expect(automaticOpeningAllowed(rules({ pageViews: 3 }), visit({ pageViews: 2 }))).toBe(false);
    expect(automaticOpeningAllowed(rules({ pageViews: 3 }), visit({ pageViews: 3 }))).toBe(true);
  });

  it('[OFF-042] after x sessions: held back while the session count (this one included) is not beyond it', () => {
    expect(automaticOpeningAllowed(rules({ sessions: 2 }), visit({ sessions: 2 }))).toBe(false);
    expect(automaticOpeningAllowed(rules({ sessions: 2 }), visit({ sessions: 3 }))).toBe(true);
  });

  it('[OFF-027] the arriving-from filter: internal, external or search, and every rule can only hold back', () => {
    expect(automaticOpeningAllowed(rules({ arrivingFrom: ['search'] }), visit({}, 'search'))).toBe(true);
    expect(automaticOpeningAllowed(rules({ arrivingFrom: ['search'] }), visit({}, 'external'))).toBe(false);
    expect(automaticOpeningAllowed(rules({ arrivingFrom: ['internal', 'external'] }), visit({}, 'internal'))).toBe(true);
    // A matching arrival does not let a panel the frequency holds back open (it did in the original).
    expect(automaticOpeningAllowed(rules({ frequency: 'once', arrivingFrom: ['internal'] }), visit({ openCount: 1 }, 'internal'))).toBe(false);
  });

  it('[OFF-027] classifies the referrer: none or this host is internal, the named search engines are search, the rest external', () => {
    expect(classifyArrival('', 'shop.example')).toBe('internal');
    expect(classifyArrival('https://shop.example/cart/', 'shop.example')).toBe('internal');
    expect(classifyArrival('https://www.google.com/', 'shop.example')).toBe('search');
    expect(classifyArrival('https://www.bing.com/search?q=x', 'shop.example')).toBe('search');
    expect(classifyArrival('https://search.yahoo.co.jp/', 'shop.example')).toBe('search');
    expect(classifyArrival('https://yandex.ru/', 'shop.example')).toBe('search');
    expect(classifyArrival('https://www.baidu.com/', 'shop.example')).toBe('search');
    expect(classifyArrival('https://news.example.org/?q=shop.example', 'shop.example')).toBe('external');
    expect(classifyArrival('https://googleusercontent.example/', 'shop.example')).toBe('external');
    expect(classifyArrival('not a url', 'shop.example')).toBe('external');
    expect(SEARCH_ENGINES).toEqual(['google', 'bing', 'yahoo', 'duckduckbot', 'yandex', 'baidu', 'msn', 'teoma', 'slurp']);
  });
});

describe('off-canvas scroll trigger', () => {
  it('[OFF-038] up opens on the first upward scroll', () => {
    expect(scrollTriggerFires('up', '', { previous: 400, current: 390, documentHeight: 3000 })).toBe(true);
    expect(scrollTriggerFires('up', '', { previous: 400, current: 410, documentHeight: 3000 })).toBe(false);
  });

  it('[OFF-038] down opens on a downward scroll reaching the position, in pixels or percent of the document height', () => {
    expect(scrollThreshold('600', 3000)).toBe(600);
    expect(scrollThreshold('600px', 3000)).toBe(600);
    expect(scrollThreshold('50%', 3000)).toBe(1500);
    expect(scrollThreshold('', 3000)).toBe(0);
    expect(scrollTriggerFires('down', '50%', { previous: 1400, current: 1499, documentHeight: 3000 })).toBe(false);
    expect(scrollTriggerFires('down', '50%', { previous: 1400, current: 1500, documentHeight: 3000 })).toBe(true);
    expect(scrollTriggerFires('down', '600', { previous: 900, current: 800, documentHeight: 3000 })).toBe(false);
  });
});
