/**
 * Boots a runtime in the browser: publishes it as `window.siteRuntime`,
 * registers what the page queued before the bundle arrived (less the plugins
 * it switched off), and starts in a task of its own once the document is parsed. The entry that lists the built-in plugins calls it.
 */
import { browserEnvironment } from '../adapters/environment';
import { publishApi, whenDocumentReady } from '../adapters/page-globals';
import { isDisabled, readPageConfig, type FormerNames } from './page-config';
import { createRuntime, type Runtime } from './runtime';
import type { PluginDefinition } from './types';

export const VERSION = '0.1.0';

/** What the bundle publishes as `window.siteRuntime`. */
export type SiteRuntimeApi = Pick<Runtime, 'register' | 'start' | 'stop' | 'bus' | 'actors' | 'inspect' | 'stats'> & { version: string };

/** `formerNames`: plugin names a page's `disable` may still use from before a rename. */
export function boot(definitions: readonly PluginDefinition[], formerNames: FormerNames = {}): Runtime {
  const env = browserEnvironment();
  // Read from the page once the API is published; plugins a loaded module brings are held to it as well.
  let disable: readonly string[] = [];
  const admits = (name: unknown) => !isDisabled(name, disable);
  const runtime = createRuntime({ env, admits });
  const { register, start, stop, bus, actors, inspect, stats } = runtime;
  const api: SiteRuntimeApi = { register, start, stop, bus, actors, inspect, stats, version: VERSION };
  const config = readPageConfig(publishApi(env, api), formerNames);
  disable = config.disable;
  for (const definition of [...definitions, ...config.plugins]) {
    if (admits((definition as Partial<PluginDefinition> | null)?.name)) register(definition as PluginDefinition);
  }
  // In a task of its own: this one evaluated the entry and registered every definition, which at a
  // phone's speed is a long task already without the start (page plugins, the index, the first slice).
  whenDocumentReady(env, () => void env.timers.nextTask().then(start));
  return runtime;
}
