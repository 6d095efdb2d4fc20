/**
 * A download link's actor (machines/downloads/download-link.ts) with its
 * transfer, for the plugin (plugin.ts), in its own chunk with xstate: made at
 * the link's first click that starts a download, not at mount.
 */
import type { ServiceValue } from '../../kernel/services';
import { downloadLinkMachine } from '../../machines/downloads/download-link';
import { progressStep } from './headers';
import type { legacyEvents } from './legacy-events';
import { createSaver } from './save-file';
import { createTransfer, type TransferDeps } from './transfer';

export interface LinkParts extends Omit<TransferDeps, 'save'> {
  events: ReturnType<typeof legacyEvents>;
}

export function startLink(spawn: ServiceValue<'spawn'>, parts: LinkParts) {
  const { view, events } = parts;
  return spawn(
    downloadLinkMachine.provide({
      actors: { transfer: createTransfer({ ...parts, save: createSaver(parts.ctx) }) },
      actions: {
        showStarted: () => {
          view.start();
          events.triggered();
        },
        showProgress: (_args, { loaded, total }) => {
          const step = progressStep(loaded, total);
          view.progress(step);
          events.progress(step.percent);
        },
        showCompleted: () => {
          view.complete();
          events.complete();
        },
        clearCompleted: () => view.clearComplete(),
        restoreLink: () => view.restore(),
        showFailure: (_args, { message, noXhr }) => view.fail(message, noXhr),
      },
    }),
  );
}
