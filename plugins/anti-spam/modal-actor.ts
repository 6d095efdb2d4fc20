/**
 * The cleantalkModal actor for installModal (modal.ts), in its own chunk with
 * xstate and the machine: they load at the first call of the page's
 * `cleantalkModal` (or the first block answer), not with the page plugin.
 */
import { fromPromise } from 'xstate';
import type { ServiceValue } from '../../kernel/services';
import { cleantalkModalMachine, type ModalContent } from '../../machines/anti-spam/cleantalk-modal';

/** What the machine's actions and its template request do on the page. */
export interface ModalWork {
  render(content: ModalContent | null): void;
  closed(): void;
  contentLoaded(): void;
  answer(yes: boolean): void;
  /** The template action's content, as HTML. */
  template(action: string, signal: AbortSignal): Promise<string>;
}

export function startModal(spawn: ServiceValue<'spawn'>, work: ModalWork) {
  return spawn(
    cleantalkModalMachine.provide({
      actions: {
        render: (_args, { content }) => work.render(content),
        notifyClosed: () => work.closed(),
        notifyContentLoaded: () => work.contentLoaded(),
        answer: (_args, { yes }) => work.answer(yes),
      },
      actors: {
        fetchTemplate: fromPromise<string, { action: string }>(({ input, signal }) => work.template(input.action, signal)),
      },
    }),
  );
}
