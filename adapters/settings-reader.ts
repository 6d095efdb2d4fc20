/**
 * Reads the page globals a plugin's module declares, once per (global, shape)
 * pair, so every mount sees the same object and a bad shape warns once. Holds
 * no shape code: that arrives with the plugin chunks.
 */
import type { Environment } from './environment';
import type { PageGlobal, SettingsOf, SettingsRequest } from './settings';

const NO_SETTINGS = Object.freeze({});

/**
 * Reads page globals once per (global, shape) pair and remembers the result, so
 * every mount of every plugin sees the same object and a bad shape warns once.
 */
export class SettingsReader {
  private readonly cache = new Map<PageGlobal<unknown>, unknown>();
  private readonly warned = new Set<string>();

  constructor(private readonly env: Environment) {}

  read<R extends SettingsRequest>(request: R | undefined): SettingsOf<R> {
    // Plugins without globals share one empty object: discovery mounts thousands.
    if (!request) return NO_SETTINGS as SettingsOf<R>;
    const out: Record<string, unknown> = {};
    for (const [key, wanted] of Object.entries(request)) out[key] = this.readOne(wanted);
    return out as SettingsOf<R>;
  }

  readOne<T>(wanted: PageGlobal<T>): T {
    if (this.cache.has(wanted)) return this.cache.get(wanted) as T;
    let value: unknown;
    try {
      value = this.env.global(wanted.name);
    } catch {
      value = undefined;
    }
    const parsed = wanted.shape.parse(value, wanted.name, (path, problem) => {
      const message = `${path}: ${problem}; using the default`;
      if (this.warned.has(message)) return;
      this.warned.add(message);
      this.env.console.warn(`[site-runtime] page global ${message}`);
    });
    this.cache.set(wanted, parsed);
    return parsed;
  }

  /** Forget cached values (the page printed new globals, or a test changed them). */
  reset(): void {
    this.cache.clear();
  }
}
