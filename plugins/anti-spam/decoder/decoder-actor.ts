/**
 * An encoded contact's emailDecoder actor for the decoder (plugin.ts), in its
 * own chunk with xstate and the machine: they load at the contact's first
 * click, not with the plugin.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { ServiceValue } from '../../../kernel/services';
import { emailDecoderMachine, type DecodeOutcome, type DecodeRow } from '../../../machines/anti-spam/email-decoder';

export type DecoderActor = ActorRefFrom<typeof emailDecoderMachine>;

/** What the machine's actions and its request do on the page. */
export interface DecodeWork {
  /** Decoding starts: the popup (showing the wait text since the click) follows `actor`. */
  waiting(actor: DecoderActor): void;
  /** A failure's message shows. */
  failed(): void;
  hide(): void;
  unblur(rows: DecodeRow[], followLink: boolean): void;
  fill(rows: DecodeRow[]): void;
  /** After a failure every encoded node listens for clicks again. */
  reset(): void;
  /** The decode request, read; `signal` aborts when the visitor closes the popup. */
  decode(signal: AbortSignal): Promise<DecodeOutcome>;
}

export function startDecoder(spawn: ServiceValue<'spawn'>, work: DecodeWork): DecoderActor {
  const actor: DecoderActor = spawn(
    emailDecoderMachine.provide({
      actions: {
        showWaiting: () => work.waiting(actor),
        showFailure: () => work.failed(),
        hidePopup: () => work.hide(),
        unblurNodes: (_args, { rows, followLink }) => work.unblur(rows, followLink),
        writeDecoded: (_args, { rows }) => work.fill(rows),
        resetNodes: () => work.reset(),
      },
      actors: { decode: fromPromise(({ signal }) => work.decode(signal)) },
    }),
  );
  return actor;
}
