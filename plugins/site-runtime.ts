/**
 * The bundle's entry: one runtime for the page with every built-in plugin's
 * definition (data only; a plugin's body loads where its markup or page
 * globals are present), booted as `window.siteRuntime`.
 */
import { boot } from '../kernel/boot';
import { builtInPlugins } from './definitions';
import { formerNames } from './former-names';

const runtime = boot(builtInPlugins, formerNames);

export const { register, start, stop, bus, actors, inspect, stats } = runtime;
export { VERSION } from '../kernel/boot';
export type { SiteRuntimeApi } from '../kernel/boot';
export type { PluginDefinition, PluginContext, PluginModule, MountFunction, Cleanup, View, PortalHandle } from '../kernel/types';
export type { BusEvents, EventName } from '../kernel/events';
