/**
 * The bundle's entry: one runtime for the page, with the built-in plugin
 * definitions (data only; their bodies load when their markup is present),
 * published as `window.siteRuntime` and started when the document is parsed.
 */
import { browserEnvironment } from '../adapters/environment';
import { publishApi, whenDocumentReady } from '../adapters/page-globals';
import { builtInPlugins } from '../plugins/definitions';
import { createRuntime } from './runtime';
import type { PluginDefinition } from './types';

export const VERSION = '0.1.0';

const env = browserEnvironment();
const runtime = createRuntime({ env, definitions: builtInPlugins });

export const register = runtime.register;
export const start = runtime.start;
export const stop = runtime.stop;
export const bus = runtime.bus;
export const actors = runtime.actors;
export const inspect = runtime.inspect;
export const stats = runtime.stats;

const api = { register, start, stop, bus, actors, inspect, stats, version: VERSION };
/** What the bundle publishes as `window.siteRuntime`. */
export type SiteRuntimeApi = typeof api;
for (const definition of publishApi(env, api)) register(definition as PluginDefinition);
whenDocumentReady(env, start);

export type { PluginDefinition, PluginContext, PluginModule, MountFunction, Cleanup, View, PortalHandle } from './types';
export type { BusEvents, EventName } from './events';
