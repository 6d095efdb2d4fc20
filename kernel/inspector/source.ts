/** What the inspector reads from the runtime: it depends on this, never on the runtime module. */
import type { EventLog } from '../event-log';
import type { PortalSite } from '../portals';

export interface InspectorSource {
  readonly document: Document;
  readonly events: EventLog;
  /** Where the runtime's portals are made (the panel is one). */
  readonly portalSite: PortalSite;
  reportError(error: unknown): void;
}
