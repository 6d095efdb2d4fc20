/**
 * The decoder popup with CleanTalk's ids and classes (markup/cleantalk.md
 * §2.3; the "ecoder" spelling is the original's and page CSS targets it).
 * A dialog: labelled by its header, focus moved in on open and onto Got it
 * once the address shows; the status paragraph is a live region.
 */
import { useEffect, useRef } from 'react';
import type { FunctionsGlobal } from '../settings';

export interface DecodePopupProps {
  phase: 'waiting' | 'decoded' | 'failed';
  brand: string;
  texts: FunctionsGlobal;
  decoded: string;
  message: string;
  onGotIt(): void;
}

const HEADER_ID = 'apbct_popup_header';

function selectWhole(event: { currentTarget: HTMLElement }) {
  const node = event.currentTarget;
  node.ownerDocument.defaultView?.getSelection()?.selectAllChildren(node);
}

function DecodePopup({ phase, brand, texts, decoded, message, onGotIt }: DecodePopupProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const gotIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (phase === 'decoded' ? gotIt.current : dialog.current)?.focus();
  }, [phase]);

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
        {phase === 'failed' && message}
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
          <button type="button" className="apbct-email-encoder-got-it-button" ref={gotIt} onClick={onGotIt}>
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
