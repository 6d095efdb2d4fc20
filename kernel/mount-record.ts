/**
 * Mounting one matched element: its context, the plugin's mount function and
 * the cleanup it hands back. It only runs once a plugin's code has arrived, so
 * it travels in the mounting chunk rather than the core.
 */
import { createContext, type OwnedContext } from './context';
import type { Kernel } from './kernel';
import type { Mount } from './mounts';
import type { PluginRecord } from './registry';
import { Scope } from './scope';
import type { PluginContext, PluginScope } from './types';

/** The plugin's scope, created by its first mount that asks (disposed with its last mount, in mounts.ts). */
function scopeOf(kernel: Kernel, plugin: PluginRecord): PluginScope {
  const root = kernel.env.document.documentElement;
  plugin.scope ??= new Scope(() => createContext(kernel, plugin.definition, plugin.module!, root, () => scopeOf(kernel, plugin)));
  return plugin.scope;
}

export function mountRecord(kernel: Kernel, record: Mount): void {
  const { plugin, element } = record;
  const { definition } = plugin;
  const report = (error: unknown) => kernel.report({ plugin: definition.name, element, phase: 'mount', error });
  let owned: OwnedContext;
  try {
    owned = createContext(kernel, definition, plugin.module!, element, () => scopeOf(kernel, plugin));
  } catch (error) {
    record.state = 'failed';
    report(error);
    return;
  }
  record.owned = owned;
  let result: unknown;
  try {
    // The module reads its settings through the same request it declared: the types line up at its edge.
    result = kernel.write(() => plugin.module!.mount(element, owned.context as PluginContext<never>));
  } catch (error) {
    record.state = 'failed';
    report(error);
    owned.dispose();
    return;
  }
  // The plugin's own cleanup runs first; after dispose (element removed during
  // its own mount) onCleanup runs it at once.
  if (typeof result === 'function') owned.context.onCleanup(result as () => void);
  else if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then((cleanup) => {
      if (typeof cleanup === 'function') owned.context.onCleanup(cleanup as () => void);
    }, report);
  }
  if (record.state === 'pending') record.state = 'mounted';
}
