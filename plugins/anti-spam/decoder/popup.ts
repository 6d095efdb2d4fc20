/**
 * The decoder popup with CleanTalk's ids and classes
 * (docs/plugins/anti-spam.md#encoded-contacts; the "ecoder" spelling is the original's
 * and page CSS targets it), drawn from the decoder actor's state. A dialog:
 * labelled by its header and described by its status paragraph, a live region;
 * focus moved in on open and onto Got it once the address shows.
 *
 * Plain DOM, in the decoder's own chunk, so the wait text shows in the click's
 * own task. A React view first needed its chunk, then React, then the portal
 * root (three round trips one after the other) while the request was already
 * running, and then drew only the state the actor had reached by then: the
 * answer or the failure, never the wait text. For the same reason it opens
 * without the actor, which loads at the click (xstate with it), and follows
 * the actor once it is in.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DecoderContext, emailDecoderMachine } from '../../../machines/anti-spam/email-decoder';
import type { FunctionsGlobal } from '../settings';

type DecoderActor = ActorRefFrom<typeof emailDecoderMachine>;
type DecoderSnapshot = SnapshotFrom<typeof emailDecoderMachine>;

export type Phase = 'waiting' | 'decoded' | 'failed' | null;

export interface DecodePopupOptions {
  brand: string;
  texts: FunctionsGlobal;
  /** prefers-reduced-motion: the three `@` stand still. */
  reducedMotion: boolean;
  /** The plugin's fenced DOM writes (ctx.write). */
  write<T>(fn: () => T): T;
}

export interface DecodePopup {
  readonly element: HTMLElement;
  /** Draws the actor's state from now on (once; the wait text shows until it moves). */
  follow(actor: DecoderActor): void;
  /** Draws a failure no actor reached (its code failed to load). */
  fail(failure: DecoderContext['failure']): void;
  /** Removes the popup and stops following the actor. */
  close(): void;
}

type Drawn = Pick<DecoderContext, 'decoded' | 'failure'>;

const HEADER_ID = 'apbct_popup_header';
const STATUS_ID = 'apbct_popup_text';
const CENTER = 'apbct-email-encoder-elements_center';

export function phaseOf(snapshot: DecoderSnapshot): Phase {
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

/**
 * Opens the popup in `target` (the body) with the wait text. The plugin opens it at the click and
 * has it follow the actor from the machine's entry into decoding, before the snapshot has moved.
 */
export function openDecodePopup(target: HTMLElement, options: DecodePopupOptions): DecodePopup {
  const { brand, texts, reducedMotion, write } = options;
  const doc = target.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: { id?: string; className?: string; text?: string } = {}) => {
    const node = doc.createElement(tag);
    if (props.id) node.id = props.id;
    if (props.className) node.className = props.className;
    if (props.text !== undefined) node.textContent = props.text;
    return node;
  };

  const dialog = el('div', { id: 'apbct_popup', className: 'apbct-popup apbct-email-encoder-popup' });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', HEADER_ID);
  dialog.setAttribute('aria-describedby', STATUS_ID);
  dialog.tabIndex = -1;
  const header = el('span', { className: CENTER });
  header.append(el('p', { id: HEADER_ID, className: 'apbct-email-encoder--popup-header', text: brand }));
  const status = el('div', { id: STATUS_ID, className: CENTER });
  status.style.color = 'black';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  dialog.append(header, status);

  /** The parts after the status paragraph: the animation while waiting, Got it once decoded. */
  let extra: HTMLElement | null = null;
  let actor: DecoderActor | null = null;
  let following: { unsubscribe(): void } | null = null;

  const waiting = () => {
    status.replaceChildren(
      el('p', { id: 'apbct_email_ecoder__popup_text_node_first', className: CENTER, text: texts.text__ee_wait_for_decoding }),
      el('p', { id: 'apbct_email_ecoder__popup_text_node_second', text: texts.text__ee_decoding_process }),
    );
    const animation = el('div', { className: 'apbct-ee-animation-wrapper' });
    animation.setAttribute('aria-hidden', 'true');
    for (const which of ['one', 'two', 'three']) {
      const dog = el('span', { className: `apbct_dog apbct_dog_${which}`, text: '@' });
      if (reducedMotion) dog.style.animation = 'none';
      animation.append(dog);
    }
    return animation;
  };

  const decoded = (contact: string) => {
    const line = el('p', { id: 'apbct_email_ecoder__popup_text_node_first', className: CENTER, text: `${texts.text__ee_original_email}\u00a0` });
    line.style.flexDirection = 'row';
    const address = el('b', { className: 'apbct-email-encoder-select-whole-email', text: contact });
    address.title = texts.text__ee_click_to_select;
    address.addEventListener('click', () => doc.getSelection()?.selectAllChildren(address));
    line.append(address);
    status.replaceChildren(line);
    const wrapper = el('span', { className: `${CENTER} top-margin-long` });
    const gotIt = el('button', { className: 'apbct-email-encoder-got-it-button', text: texts.text__ee_got_it });
    gotIt.type = 'button';
    gotIt.addEventListener('click', () => actor?.send({ type: 'GOT_IT' }));
    wrapper.append(gotIt);
    return wrapper;
  };

  let shown: Phase = null;
  const draw = (next: Phase, { decoded: contact, failure }: Drawn) => {
    if (next === shown || next === null) return;
    shown = next;
    write(() => {
      extra?.remove();
      extra = null;
      if (next === 'waiting') extra = waiting();
      else if (next === 'decoded') extra = decoded(contact);
      else status.replaceChildren(failureText(texts, failure));
      if (extra) dialog.append(extra);
      if (!dialog.isConnected) target.append(dialog);
    });
    (next === 'decoded' ? dialog.querySelector('button') : dialog)?.focus();
  };

  draw('waiting', { decoded: '', failure: null });
  return {
    element: dialog,
    follow: (running) => {
      if (actor) return;
      actor = running;
      // The kernel reports the actor's errors; an observer without an error callback would report them again.
      following = running.subscribe({ next: (snapshot) => draw(phaseOf(snapshot), snapshot.context), error: () => {} });
    },
    fail: (failure) => draw('failed', { decoded: '', failure }),
    close: () => {
      following?.unsubscribe();
      write(() => dialog.remove());
    },
  };
}
