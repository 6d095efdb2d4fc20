/**
 * The events the kernel's tests send through the bus and the page bridge. The
 * kernel knows no plugin's events, so its tests declare their own, as a plugin
 * does, and register a plugin that lists them when the page should share them.
 */
import type { PluginDefinition } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** A legacy widget's list was re-rendered. */
    list_refreshed: [];
    /** A choice matched: `(choice)`. */
    choice_found: [choice: Record<string, unknown>];
    /** `(fragments, hash, $button)`, positional as a legacy script triggers them. */
    item_added: [fragments: Record<string, string> | undefined, hash: string | undefined, button: unknown];
    item_removed: [fragments: Record<string, string> | undefined, hash: string | undefined, button: unknown];
    /** A page-wide event a library triggers on every listener: `(xhr, settings)`. */
    request_done: [xhr: unknown, settings: unknown];
  }
}

/** A plugin that shares every event above with the page and binds nothing. */
export const legacyWidget: PluginDefinition = {
  name: 'legacy-widget',
  selectors: ['.legacy-widget-never-present'],
  pageEvents: ['list_refreshed', 'choice_found', 'item_added', 'item_removed', 'request_done'],
  load: async () => ({ mount() {} }),
};
