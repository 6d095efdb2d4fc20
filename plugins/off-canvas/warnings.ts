/** The plugin's warnings: each problem said once, through its log. */
import type { Warn } from '../../adapters/shapes';
import type { PluginContext } from '../../kernel/types';

/** A bad field (of the settings or the stored counters): `<path>: <problem>; using the default`, once. */
export function fieldWarnings(ctx: PluginContext): Warn {
  const said = new Set<string>();
  return (path, problem) => {
    const message = `${path}: ${problem}; using the default`;
    if (said.has(message)) return;
    said.add(message);
    ctx.log.warn(message);
  };
}

/** Storage that refuses, said once per page (made in the plugin's scope): the counters last for this page view only. */
export function refusalWarning(ctx: PluginContext): (where: string) => void {
  let said = false;
  return (where) => {
    if (said) return;
    said = true;
    ctx.log.warn(`${where}: storage refused the write (disabled or full); the counters last for this page view only`);
  };
}
