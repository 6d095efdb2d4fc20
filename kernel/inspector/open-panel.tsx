/**
 * Opens the inspector panel: live actors with their state values, and the
 * last bus events. Loaded on demand (`?runtime-inspect` or siteRuntime.inspect()).
 */
import type { RuntimeInternals } from '../runtime';
import { InspectorPanel } from './panel';

export function openInspectorPanel(internals: RuntimeInternals, onClosed: () => void): () => void {
  let handle: { close(): void } | undefined;
  const close = () => {
    handle?.close();
    handle = undefined;
    onClosed();
  };
  handle = internals.portals.open(
    internals.env.document.body,
    <InspectorPanel actors={internals.actors} events={internals.events} onClose={close} />,
    { className: 'site-runtime-inspector-host' },
    { plugin: 'inspector', report: (error) => internals.env.console.error('[site-runtime] inspector failed:', error) },
  );
  return close;
}
