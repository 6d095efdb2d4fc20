/**
 * The decoder popup with CleanTalk's ids and classes
 * (docs/plugins/anti-spam.md#encoded-contacts; the "ecoder" spelling is the original's
 * and page CSS targets it), drawn from the decoder actor's state. A dialog:
 * labelled by its header, focus moved in on open and onto Got it once the
 * address shows; the status paragraph is a live region.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DecoderContext, emailDecoderMachine } from '../../../../machines/anti-spam/email-decoder';
import type { FunctionsGlobal } from '../../settings';

type DecoderActor = ActorRefFrom<typeof emailDecoderMachine>;

export interface DecodePopupProps {
  actor: DecoderActor;
  brand: string;
  texts: FunctionsGlobal;
}

const HEADER_ID = 'apbct_popup_header';

type Phase = 'waiting' | 'decoded' | 'failed' | null;

function phaseOf(snapshot: SnapshotFrom<typeof emailDecoderMachine>): Phase {
  if (snapshot.matches('decoding')) return 'waiting';
  if (snapshot.matches('revealed')) return 'decoded';
  if (snapshot.matches('failed')) return 'failed';
  return null;
}

/** The failure as the original words it: the decoder's name, the reason, and the server's comment. */
export function failureText(texts: FunctionsGlobal, failure: DecoderContext['failure']): string {
  const { kind = 'cannot_decode', comment = '' } = failure ?? {};
  if (kind === 'cannot_decode') return texts.text__ee_cannot_decode;
  if (kind === 'blocked') return `${texts.text__ee_email_decoder}: ${texts.text__ee_blocked}: ${comment}`;
  // A failed call reads like the server's own "cannot connect", with the catalogue message as the comment.
  return `${texts.text__ee_email_decoder}: ${texts.text__ee_cannot_connect}: ${comment || texts.text__ee_cannot_decode}`;
}

function selectWhole(event: { currentTarget: HTMLElement }) {
  const node = event.currentTarget;
  node.ownerDocument.getSelection()?.selectAllChildren(node);
}

function DecodePopup({ actor, brand, texts }: DecodePopupProps) {
  const phase = useSelector(actor, phaseOf);
  const decoded = useSelector(actor, (snapshot) => snapshot.context.decoded);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const dialog = useRef<HTMLDivElement>(null);
  const gotIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (phase === 'decoded' ? gotIt.current : dialog.current)?.focus();
  }, [phase]);
  if (!phase) return null;

  return (
    <div
      className="apbct-popup apbct-email-encoder-popup"
      id="apbct_popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby={HEADER_ID}
      tabIndex={-1}
      ref={dialog}
    >
      <span className="apbct-email-encoder-elements_center">
        <p className="apbct-email-encoder--popup-header" id={HEADER_ID}>
          {brand}
        </p>
      </span>
      <div id="apbct_popup_text" className="apbct-email-encoder-elements_center" style={{ color: 'black' }} role="status" aria-live="polite">
        {phase === 'waiting' && (
          <>
            <p id="apbct_email_ecoder__popup_text_node_first" className="apbct-email-encoder-elements_center">
              {texts.text__ee_wait_for_decoding}
            </p>
            <p id="apbct_email_ecoder__popup_text_node_second">{texts.text__ee_decoding_process}</p>
          </>
        )}
        {phase === 'decoded' && (
          <p id="apbct_email_ecoder__popup_text_node_first" className="apbct-email-encoder-elements_center" style={{ flexDirection: 'row' }}>
            {texts.text__ee_original_email}
            {'\u00a0'}
            <b className="apbct-email-encoder-select-whole-email" title={texts.text__ee_click_to_select} onClick={selectWhole}>
              {decoded}
            </b>
          </p>
        )}
        {phase === 'failed' && failureText(texts, failure)}
      </div>
      {phase === 'waiting' && (
        <div className="apbct-ee-animation-wrapper" aria-hidden="true">
          <span className="apbct_dog apbct_dog_one">@</span>
          <span className="apbct_dog apbct_dog_two">@</span>
          <span className="apbct_dog apbct_dog_three">@</span>
        </div>
      )}
      {phase === 'decoded' && (
        <span className="apbct-email-encoder-elements_center top-margin-long">
          <button type="button" className="apbct-email-encoder-got-it-button" ref={gotIt} onClick={() => actor.send({ type: 'GOT_IT' })}>
            {texts.text__ee_got_it}
          </button>
        </span>
      )}
    </div>
  );
}

export function renderDecodePopup(props: DecodePopupProps) {
  return <DecodePopup {...props} />;
}
