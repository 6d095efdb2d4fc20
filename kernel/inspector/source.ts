/** What the inspector reads from the runtime: it depends on this, never on the runtime module. */
import type { ActorTable } from '../actor-table';
import type { EventLog } from '../event-log';
import type { PortalHost } from '../portals';

export interface InspectorSource {
  readonly document: Document;
  readonly actors: ActorTable;
  readonly events: EventLog;
  readonly portals: Pick<PortalHost, 'open'>;
  reportError(error: unknown): void;
}
