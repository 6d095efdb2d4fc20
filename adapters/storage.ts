/**
 * localStorage / sessionStorage in CleanTalk's stored-value format:
 * `{"value":"<JSON.stringify(v)>","timestamp":<unix seconds>}`. The value is
 * JSON inside a JSON string on purpose: the bot-detector script and the
 * original bundle read and write the same keys, so the format must match.
 * Storage can be missing, full or hostile; nothing here throws into callers.
 */
import type { Environment } from './environment';

/** A stored value is fresh for a day unless the caller says otherwise. */
export const DEFAULT_FRESHNESS_SECONDS = 86400;

export interface StoreArea {
  /** The stored value, or undefined when missing, malformed or older than maxAgeSeconds (default 86400). */
  get<T = unknown>(key: string, options?: { maxAgeSeconds?: number }): T | undefined;
  /** The value with its timestamp (unix seconds), whatever its age. */
  record<T = unknown>(key: string): { value: T; timestamp: number } | undefined;
  /** Writes the wrapper; false when storage refused (disabled, quota, unserialisable value). */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  keys(): string[];
  /** Unwrapped access, for keys that other scripts store raw (ct_js_errors, session ids). */
  readRaw(key: string): string | null;
  writeRaw(key: string, text: string): boolean;
}

export interface StoredValues {
  local: StoreArea;
  session: StoreArea;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function toTimestamp(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The inner value is normally a JSON string; a writer that stored the bare
 * token (not JSON) or a non-string value is read leniently, as the original did.
 * Unlike the original, objects come back parsed rather than as their JSON text.
 */
function decodeInner(inner: unknown): unknown {
  if (typeof inner !== 'string') return inner;
  const parsed = parseJson(inner);
  return parsed.ok ? parsed.value : inner;
}

function createArea(env: Environment, open: () => Storage | null): StoreArea {
  // Re-opened on every use: access can be revoked (or granted) while the page lives.
  const storage = (): Storage | null => {
    try {
      return open();
    } catch {
      return null;
    }
  };

  const readRaw = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const writeRaw = (key: string, text: string): boolean => {
    const store = storage();
    if (!store) return false;
    try {
      store.setItem(key, text);
      return true;
    } catch (error) {
      env.console.debug('[site-runtime] storage refused', key, error);
      return false;
    }
  };

  const record = <T>(key: string): { value: T; timestamp: number } | undefined => {
    const text = readRaw(key);
    if (text === null) return undefined;
    const outer = parseJson(text);
    if (!outer.ok || outer.value === null || typeof outer.value !== 'object' || Array.isArray(outer.value)) return undefined;
    const wrapper = outer.value as Record<string, unknown>;
    if (!('value' in wrapper)) return undefined;
    const timestamp = toTimestamp(wrapper.timestamp);
    if (timestamp === undefined) return undefined;
    return { value: decodeInner(wrapper.value) as T, timestamp };
  };

  const nowSeconds = () => Math.floor(env.timers.now() / 1000);

  return {
    get<T>(key: string, options?: { maxAgeSeconds?: number }) {
      const found = record<T>(key);
      if (!found) return undefined;
      const maxAge = options?.maxAgeSeconds ?? DEFAULT_FRESHNESS_SECONDS;
      return nowSeconds() - found.timestamp > maxAge ? undefined : found.value;
    },
    record,
    set(key, value) {
      let text: string;
      try {
        const inner = JSON.stringify(value);
        // undefined (and functions) have no JSON form; storing a wrapper without a value would read back as malformed.
        if (inner === undefined) return false;
        text = JSON.stringify({ value: inner, timestamp: nowSeconds() });
      } catch {
        return false;
      }
      return writeRaw(key, text);
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to do: a storage we cannot touch holds nothing of ours.
      }
    },
    keys() {
      const store = storage();
      if (!store) return [];
      try {
        const out: string[] = [];
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i);
          if (key !== null) out.push(key);
        }
        return out;
      } catch {
        return [];
      }
    },
    readRaw,
    writeRaw,
  };
}

/** Opens both storage areas: the first use of one in a page loads it from the browser process. */
export function openStores(env: Environment): void {
  for (const open of [() => env.localStorage(), () => env.sessionStorage()]) {
    try {
      void open()?.length;
    } catch {
      // Storage denied: nothing to open, and every later use copes with that.
    }
  }
}

export function createStoredValues(env: Environment): StoredValues {
  return {
    local: createArea(env, () => env.localStorage()),
    session: createArea(env, () => env.sessionStorage()),
  };
}
