/**
 * What a page may put in `window.siteRuntime` before the bundle loads: a list
 * of definitions to register, or an object `{ plugins, disable }`. `disable`
 * names plugins the runtime must leave alone (the site runs the original
 * script there); a name covers its folder too, so `anti-spam` also switches
 * off `anti-spam/badge`. A name from before a plugin folder was renamed still
 * works: the entry passes the former names, and `disable` reads them as the new.
 */
export interface PageConfig {
  plugins: unknown[];
  disable: string[];
}

/** Former plugin names (or folders) a page may still use, and the names they became. */
export type FormerNames = Readonly<Record<string, string>>;

export function readPageConfig(queued: unknown, formerNames: FormerNames = {}): PageConfig {
  if (Array.isArray(queued)) return { plugins: queued, disable: [] };
  if (typeof queued !== 'object' || queued === null) return { plugins: [], disable: [] };
  const { plugins, disable } = queued as Partial<Record<keyof PageConfig, unknown>>;
  return {
    plugins: Array.isArray(plugins) ? plugins : [],
    disable: Array.isArray(disable)
      ? disable.filter((name): name is string => typeof name === 'string' && name !== '').map((name) => currentName(name, formerNames))
      : [],
  };
}

/** True when `name` or one of its parent folders is in `disable`. */
export function isDisabled(name: unknown, disable: readonly string[]): boolean {
  return typeof name === 'string' && disable.some((off) => name === off || name.startsWith(`${off}/`));
}

/** `name` under its current name: a former name, or a plugin in a former folder, moved to the new one. */
export function currentName(name: string, formerNames: FormerNames): string {
  const former = Object.keys(formerNames).find((old) => name === old || name.startsWith(`${old}/`));
  return former === undefined ? name : formerNames[former] + name.slice(former.length);
}
