/**
 * The registry: every plugin definition, checked once, filed for attribute
 * watching or as a page plugin, and the selector index discovery reads. It holds
 * data only; loading and mounting live in mounts.ts.
 */
import type { EventName } from './events';
import type { Mount } from './mounts';
import type { Scope } from './scope';
import { SelectorIndex } from './selector-index';
import type { PluginDefinition, PluginModule, ServiceName } from './types';

/** Service names a definition written for an earlier release may still declare: each gives what it gave then. */
const FORMER_SERVICE_NAMES: Readonly<Record<string, ServiceName>> = { actors: 'spawn' };

export interface PluginRecord {
  definition: PluginDefinition;
  module: PluginModule | undefined;
  /** Settles (true: the code loaded) once the code is in and the matches that waited for it are mounted. */
  loading: Promise<boolean> | undefined;
  /** Matches found while the plugin's code loads: mounted, in slices, when it arrives. */
  waiting: Mount[];
  failed: boolean;
  mounts: Map<Element, Mount>;
  /** Created on first use by a mount, disposed with the last one. */
  scope: Scope | undefined;
}

export class Registry {
  readonly plugins: PluginRecord[] = [];
  readonly pagePlugins: PluginRecord[] = [];
  /** The selectors discovery matches: those of the element plugins that can run on this page, filed by the runtime at start. */
  index = new SelectorIndex<PluginRecord>();
  readonly attributeOwners = new Map<string, PluginRecord[]>();
  /** Events relayed to and from the page: those the registered plugins declare in pageEvents. */
  readonly pageEvents = new Set<EventName>();
  private readonly byName = new Map<string, PluginRecord>();

  /** Checks and files a definition; returns why it was refused, or the new record. */
  add(definition: PluginDefinition, probe: ParentNode): PluginRecord | { problem: string; selector?: string } {
    if (!definition || typeof definition !== 'object') return { problem: 'the definition is not an object' };
    const { name, selectors, page, load } = definition;
    if (typeof name !== 'string' || !name) return { problem: 'it has no name' };
    if (this.byName.has(name)) return { problem: `a plugin named "${name}" is already registered` };
    if (typeof load !== 'function') return { problem: `"${name}" has no load function` };
    if (page !== undefined) {
      if (selectors !== undefined) return { problem: `"${name}" has both selectors and page; a plugin is one or the other` };
      const globals = page === 'always' ? [] : page?.globals;
      if (!Array.isArray(globals) || globals.some((g) => typeof g !== 'string')) {
        return { problem: `"${name}" needs page: 'always' or page: { globals: [names] }` };
      }
    } else if (!Array.isArray(selectors) || selectors.length === 0 || selectors.some((s) => typeof s !== 'string')) {
      return { problem: `"${name}" needs a non-empty list of selector strings, or a page trigger` };
    }
    const { needsGlobals } = definition;
    if (needsGlobals !== undefined && (page !== undefined || !Array.isArray(needsGlobals) || needsGlobals.some((g) => typeof g !== 'string'))) {
      return { problem: `"${name}" has needsGlobals: an element plugin's list of global names (a page plugin names its globals in page)` };
    }
    for (const selector of selectors ?? []) {
      try {
        probe.querySelector(selector);
      } catch {
        return { problem: `plugin "${name}" has an invalid CSS selector ${JSON.stringify(selector)}; the plugin is skipped`, selector };
      }
    }
    if (definition.uses?.some((name) => name in FORMER_SERVICE_NAMES)) {
      definition = { ...definition, uses: definition.uses.map((name) => FORMER_SERVICE_NAMES[name] ?? name) };
    }
    const record: PluginRecord = { definition, module: undefined, loading: undefined, waiting: [], failed: false, mounts: new Map(), scope: undefined };
    for (const event of definition.pageEvents ?? []) this.pageEvents.add(event);
    this.plugins.push(record);
    this.byName.set(name, record);
    if (!selectors) this.pagePlugins.push(record);
    for (const attribute of definition.attributes ?? []) {
      const owners = this.attributeOwners.get(attribute);
      if (owners) owners.push(record);
      else this.attributeOwners.set(attribute, [record]);
    }
    return record;
  }

  get(name: string): PluginRecord | undefined {
    return this.byName.get(name);
  }
}
