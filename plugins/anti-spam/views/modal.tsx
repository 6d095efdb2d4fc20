/**
 * The generic modal with CleanTalk's ids (docs/plugins/anti-spam.md#generic-modal-and-block-answers),
 * drawn from the cleantalkModal actor's content. A labelled dialog; focus
 * moves onto its close button when it opens (the plugin returns it on close).
 * Server messages arrive as HTML by protocol and go in only through
 * insertServerHtml: block messages as text with links, templates as
 * formatted HTML.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { insertServerHtml, type ServerHtmlProfile } from '../../../adapters/server-html';
import type { cleantalkModalMachine, ModalContent } from '../../../machines/anti-spam/cleantalk-modal';

export interface ModalProps {
  actor: ActorRefFrom<typeof cleantalkModalMachine>;
}

// The original injected these rules with the overlay; kept so a page without the plugin's CSS still shows a modal.
const STYLES = `body.cleantalk-modal-opened{overflow:hidden}
#cleantalk-modal-overlay{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:9999999999}
#cleantalk-modal-close{position:absolute;top:-8px;right:-8px;width:20px;height:20px;border-radius:50%;border:0;padding:0;background:#000;cursor:pointer}
#cleantalk-modal-close:before,#cleantalk-modal-close:after{content:"";position:absolute;left:4px;top:9px;width:12px;height:2px;background:#fff}
#cleantalk-modal-close:before{transform:rotate(45deg)}#cleantalk-modal-close:after{transform:rotate(-45deg)}`;

const INNER_STYLE = {
  position: 'relative',
  padding: '30px',
  background: '#FFF',
  border: '1px solid rgba(0,0,0,0.75)',
  borderRadius: '4px',
  boxShadow: '7px 7px 5px 0px rgba(50,50,50,0.75)',
} as const;

function ServerHtml({ html, profile }: { html: string; profile: ServerHtmlProfile }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) insertServerHtml(box.current, html, { profile });
  }, [html, profile]);
  return <div ref={box} />;
}

function Content({ content, onAnswer }: { content: ModalContent; onAnswer(yes: boolean): void }) {
  switch (content.kind) {
    case 'message':
      // A block message is text with links, whatever else the server put in it.
      return <ServerHtml html={content.html} profile="block-message" />;
    case 'html':
      return <ServerHtml html={content.html} profile="message" />;
    case 'text':
      return <>{content.text}</>;
    case 'confirm':
      return (
        <>
          <div className="cleantalk-confirm-modal_header" id="cleantalk-modal-title">
            {content.header}
          </div>
          <div className="cleantalk-confirm-modal_text-block">
            <div className="cleantalk-confirm-modal_text">{content.text}</div>
          </div>
          <div className="cleantalk-confirm-modal_buttons-block">
            <button type="button" className="cleantalk_link cleantalk_link-auto" onClick={() => onAnswer(true)}>
              {content.yes}
            </button>
            <button type="button" className="cleantalk_link cleantalk_link-auto" onClick={() => onAnswer(false)}>
              {content.no}
            </button>
          </div>
        </>
      );
  }
}

function Modal({ actor }: ModalProps) {
  const content = useSelector(actor, (snapshot) => snapshot.context.content);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  if (!content) return null;
  const onClose = () => actor.send({ type: 'CLOSE' });
  const labelled = content.kind === 'confirm' ? { 'aria-labelledby': 'cleantalk-modal-title' } : { 'aria-label': 'CleanTalk Anti-Spam' };
  return (
    <>
      <style id="cleantalk-modal-styles">{STYLES}</style>
      <div id="cleantalk-modal-overlay" onClick={(event) => event.target === event.currentTarget && onClose()}>
        <div id="cleantalk-modal-inner" role="dialog" aria-modal="true" {...labelled} style={INNER_STYLE}>
          <button type="button" id="cleantalk-modal-close" aria-label="Close" ref={close} onClick={onClose} />
          <div id="cleantalk-modal-content" role="status">
            <Content content={content} onAnswer={(yes) => actor.send({ type: 'ANSWER', yes })} />
          </div>
        </div>
      </div>
    </>
  );
}

export function renderModal(props: ModalProps) {
  return <Modal {...props} />;
}
