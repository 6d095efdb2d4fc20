/**
 * The single React root behind every portal (loaded on the first portal).
 * Each portal has its own error boundary: a view that throws is reported with
 * its plugin's name and disappears; the others keep rendering.
 */
import { Component, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface PortalEntry {
  id: number;
  host: HTMLElement;
  node: ReactNode;
  onError(error: unknown): void;
}

export interface PortalRoot {
  container: HTMLElement;
  render(entries: PortalEntry[]): void;
  unmount(): void;
}

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

class PortalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function Portals({ entries }: { entries: PortalEntry[] }): ReactNode {
  return entries.map((entry) =>
    createPortal(<PortalBoundary onError={entry.onError}>{entry.node}</PortalBoundary>, entry.host, String(entry.id)),
  );
}

export function createPortalRoot(document: Document, reportUncaught: (error: unknown) => void): PortalRoot {
  const container = document.createElement('div');
  container.hidden = true;
  container.setAttribute('data-site-runtime-root', '');
  document.body.append(container);
  const root = createRoot(container, {
    // Boundaries report their own errors; React's default would log them a second time.
    onCaughtError: () => {},
    onUncaughtError: (error) => reportUncaught(error),
  });
  return {
    container,
    render: (entries) => root.render(<Portals entries={entries} />),
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
