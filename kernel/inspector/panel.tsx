/** The inspector panel's view. Reads the kernel's tables through useSyncExternalStore. */
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { ActorTable } from '../actor-table';
import type { EventLog } from '../event-log';
import { describeElement, formatValue } from './format';

interface Versioned {
  version: number;
  subscribe(listener: () => void): () => void;
}

/** Re-renders when a kernel table changes; its version is the snapshot React compares. */
function useVersion(source: Versioned): number {
  return useSyncExternalStore(
    (notify) => source.subscribe(notify),
    () => source.version,
  );
}

const styles: Record<string, CSSProperties> = {
  panel: {
    position: 'fixed', right: 12, bottom: 12, zIndex: 2147483647, width: 'min(440px, calc(100vw - 24px))',
    maxHeight: '70vh', overflow: 'auto', background: '#ffffff', color: '#1a1a1a', border: '1px solid #6b6b6b',
    borderRadius: 6, boxShadow: '0 4px 16px rgba(0,0,0,.25)', font: '13px/1.4 system-ui, sans-serif', padding: '8px 12px',
  },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 },
  title: { fontSize: 15, margin: '4px 0' },
  subtitle: { fontSize: 13, margin: '10px 0 4px' },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: { borderTop: '1px solid #dddddd', padding: '4px 0' },
  code: { fontFamily: 'ui-monospace, monospace', fontSize: 12, color: '#1a1a1a', wordBreak: 'break-word' },
  close: { font: 'inherit', padding: '2px 10px', cursor: 'pointer', background: '#f2f2f2', color: '#1a1a1a', border: '1px solid #6b6b6b', borderRadius: 4 },
};

export interface InspectorPanelProps {
  actors: ActorTable;
  events: EventLog;
  onClose(): void;
}

export function InspectorPanel({ actors, events, onClose }: InspectorPanelProps): ReactNode {
  useVersion(actors);
  useVersion(events);
  const live = actors.list();
  const recent = events.list().slice().reverse();
  return (
    <aside style={styles.panel} aria-label="site-runtime inspector" data-site-runtime-inspector="">
      <div style={styles.header}>
        <h2 style={styles.title}>site-runtime inspector</h2>
        <button type="button" style={styles.close} onClick={onClose}>
          Close
        </button>
      </div>
      <h3 style={styles.subtitle}>Live actors ({live.length})</h3>
      <ul style={styles.list} data-testid="inspector-actors">
        {live.map((actor) => (
          <li key={actor.id} style={styles.row} data-actor-id={actor.id} data-plugin={actor.plugin}>
            <strong>{actor.plugin}</strong> <span style={styles.code}>{describeElement(actor.element)}</span>
            <div>
              state: <span style={styles.code} data-testid="actor-state">{formatValue(actor.state)}</span>
              {actor.status !== 'active' ? ` (${actor.status})` : null}
            </div>
          </li>
        ))}
      </ul>
      <h3 style={styles.subtitle}>Bus events (last {recent.length})</h3>
      <ol style={styles.list} data-testid="inspector-events">
        {recent.map((event, i) => (
          <li key={`${event.at}-${i}`} style={styles.row}>
            <span style={styles.code}>{event.type}</span> from {event.origin}
            {event.args.length ? <span style={styles.code}> {formatValue(event.args)}</span> : null}
          </li>
        ))}
      </ol>
    </aside>
  );
}
