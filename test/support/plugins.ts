/** Plugin definitions made for kernel tests. */
import type { PluginDefinition } from '../../kernel/types';

/** A plugin whose mount and cleanup calls are recorded. */
export function recordingPlugin(name: string, selectors: string[], extra: Partial<PluginDefinition> = {}) {
  const mounted: Element[] = [];
  const cleaned: Element[] = [];
  const load = jest.fn(async () => ({
    mount(element: Element) {
      mounted.push(element);
      return () => void cleaned.push(element);
    },
  }));
  const definition: PluginDefinition = { name, selectors, load, ...extra };
  return { definition, mounted, cleaned, load };
}
