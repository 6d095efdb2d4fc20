/** What the inspector reads from the runtime: it depends on this, never on the runtime module. */
import type { ActorSite } from '../actor-table';
import type { EventLog } from '../event-log';
import type { PortalSite } from '../portals';

export interface InspectorSource {
  readonly document: Document;
  /** The runtime's actor table lives here once something made it (kernel/actor-table.ts). */
  readonly actorSite: ActorSite;
  readonly events: EventLog;
  /** Where the runtime's portals are made (the panel is one). */
  readonly portalSite: PortalSite;
  reportError(error: unknown): void;
}
