/**
 * Opens the inspector panel: live actors with their state values, and the
 * last bus events. Loaded on demand (`?runtime-inspect` or siteRuntime.inspect()).
 */
import type { ActorTable } from '../actor-table';
import { portalHostOf } from '../portals';
import type { InspectorSource } from './source';
import { InspectorPanel } from './panel';

export function openInspectorPanel(source: InspectorSource, actors: ActorTable, onClosed: () => void): () => void {
  let handle: { close(): void } | undefined;
  const close = () => {
    handle?.close();
    handle = undefined;
    onClosed();
  };
  handle = portalHostOf(source.portalSite).open(
    source.portalSite.owned.portalHost(source.document.body, 'inspector', { className: 'site-runtime-inspector-host' }, (fn) => source.portalSite.write(fn)),
    <InspectorPanel actors={actors} events={source.events} onClose={close} />,
    { plugin: 'inspector', report: (error) => source.reportError(error) },
  );
  return close;
}
