/**
 * What a page may put in `window.siteRuntime` before the bundle loads: a list
 * of definitions to register, or an object `{ plugins, disable }`. `disable`
 * names plugins the runtime must leave alone (the site runs the original
 * script there); a name covers its folder too, so `anti-spam` also switches
 * off `anti-spam/badge`.
 */
export interface PageConfig {
  plugins: unknown[];
  disable: string[];
}

export function readPageConfig(queued: unknown): PageConfig {
  if (Array.isArray(queued)) return { plugins: queued, disable: [] };
  if (typeof queued !== 'object' || queued === null) return { plugins: [], disable: [] };
  const { plugins, disable } = queued as Partial<Record<keyof PageConfig, unknown>>;
  return {
    plugins: Array.isArray(plugins) ? plugins : [],
    disable: Array.isArray(disable) ? disable.filter((name): name is string => typeof name === 'string' && name !== '') : [],
  };
}

/** True when `name` or one of its parent folders is in `disable`. */
export function isDisabled(name: unknown, disable: readonly string[]): boolean {
  return typeof name === 'string' && disable.some((off) => name === off || name.startsWith(`${off}/`));
}
