/**
 * A panel's counters, where the original script keeps them
 * (docs/plugins/off-canvas.md#cookies-and-storage):
 * `localStorage['off_canvas_<ID>']` holds one JSON object (last_open_date,
 * open_count, close_count, closed, page_views, sessions), and sessionStorage
 * holds `off_canvas_<ID>_opened` (the session frequency) and `off_canvas_<ID>`
 * (this session is counted). Same names and JSON, so a visitor's counters from
 * the legacy script keep counting. Every change reads the object again and
 * keeps keys it does not know; a corrupt or foreign value warns once per
 * field and starts that field again; storage that refuses warns once.
 */
import { checked, misfit, numeric, object, type Shape, type Warn } from '../../adapters/shapes';
import type { StoreArea } from '../../adapters/storage';

const parsesAsDate = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime());

const COUNTER_KEYS = ['last_open_date', 'open_count', 'close_count', 'closed', 'page_views', 'sessions'] as const;

/** A date as the original stores it (a date string or a time stamp); anything else warns "expected a date" and is dropped. */
const date: Shape<string | number | undefined> = {
  fallback: undefined,
  parse(value, path, warn) {
    if (value === undefined || parsesAsDate(value)) return value as string | number | undefined;
    warn(path, 'expected a date');
    return undefined;
  },
};

/** JSON's true or false (or "true"/"false", 1/0, as yup's boolean took them). */
const boolean = checked(false, 'a boolean', (value) => {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' || typeof value === 'number' ? String(value).toLowerCase() : '';
  return word === 'true' || word === '1' ? true : word === 'false' || word === '0' ? false : misfit;
});

const count = () => numeric(0, { min: 0, integer: true });

const countersShape = object(
  {
    last_open_date: date,
    open_count: count(),
    close_count: count(),
    closed: boolean,
    page_views: count(),
    sessions: count(),
  },
  { nullIsAbsent: true },
);

export interface Counters {
  lastOpenDate: number | undefined;
  openCount: number;
  closeCount: number;
  closed: boolean;
  pageViews: number;
  sessions: number;
}

type Stored = Record<string, unknown>;

export interface CounterStore {
  read(): Counters;
  /** Changes some keys of the stored object (read again first, other keys kept). */
  update(change: (counters: Counters) => Partial<Stored>): void;
  /** The sessionStorage flags: `opened` is `off_canvas_<ID>_opened`, `counted` is `off_canvas_<ID>`. */
  sessionFlag(which: 'opened' | 'counted'): boolean;
  setSessionFlag(which: 'opened' | 'counted'): void;
}

/** The original's key: `off_canvas_<ID>`, or `off_canvas_data` without an id. */
export const storageKey = (id: string): string => (id ? `off_canvas_${id}` : 'off_canvas_data');

/**
 * `warn` reports a bad stored value (its field); `refused` hears of a write the
 * storage refused (the plugin says so once per page, not once per panel).
 */
export function createCounterStore(
  areas: { local: StoreArea; session: StoreArea },
  id: string,
  warn: Warn,
  refused: (where: string) => void,
): CounterStore {
  const key = storageKey(id);
  const where = `localStorage.${key}`;

  const readStored = (): Stored => {
    const text = areas.local.readRaw(key);
    if (text === null) return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      warn(where, 'not JSON');
      return {};
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      warn(where, 'expected an object');
      return {};
    }
    const parsed: Stored = countersShape.parse(value, where, warn);
    // Keys the visitor's object lacks stay absent, as the original writes only what it counts.
    const kept: Stored = { ...value };
    for (const name of COUNTER_KEYS) {
      if (!(name in kept)) continue;
      if (parsed[name] === undefined) delete kept[name];
      else kept[name] = parsed[name];
    }
    return kept;
  };

  const toCounters = (stored: Stored): Counters => ({
    lastOpenDate: stored.last_open_date === undefined ? undefined : new Date(stored.last_open_date as string | number).getTime(),
    openCount: (stored.open_count as number | undefined) ?? 0,
    closeCount: (stored.close_count as number | undefined) ?? 0,
    closed: stored.closed === true,
    pageViews: (stored.page_views as number | undefined) ?? 0,
    sessions: (stored.sessions as number | undefined) ?? 0,
  });

  // What this page view wrote, for when storage refuses: the rules still see this page's openings.
  let memory: Stored | undefined;

  const sessionKey = (which: 'opened' | 'counted') => (which === 'opened' ? `${key}_opened` : key);
  const sessionMemory = new Set<string>();

  return {
    read: () => toCounters(memory ?? readStored()),
    update(change) {
      const stored = memory ?? readStored();
      const next = { ...stored, ...change(toCounters(stored)) };
      if (areas.local.writeRaw(key, JSON.stringify(next))) memory = undefined;
      else {
        memory = next;
        refused(where);
      }
    },
    sessionFlag: (which) => sessionMemory.has(which) || areas.session.readRaw(sessionKey(which)) !== null,
    setSessionFlag(which) {
      sessionMemory.add(which);
      if (!areas.session.writeRaw(sessionKey(which), 'true')) refused(`sessionStorage.${sessionKey(which)}`);
    },
  };
}
