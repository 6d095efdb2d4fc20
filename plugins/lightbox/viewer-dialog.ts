/**
 * What every full-screen viewer built on the lightbox dialog shares (the site
 * lightbox and WooCommerce's product gallery): basicLightbox loaded on first
 * open, the stylesheet added once, the controls that drive the viewer machine,
 * and its keys (Escape, the arrows, Tab kept inside the dialog).
 */
import type { create as createBasicLightbox } from 'basiclightbox';
import type { DialogControls } from './dialog';
import { LIGHTBOX_STYLES } from './styles';

const FOCUSABLE = 'button:not([hidden]), video[controls], iframe, [href], [tabindex]:not([tabindex="-1"])';

/** basicLightbox's `create`, loaded on first use. */
export async function loadBasicLightbox(): Promise<typeof createBasicLightbox> {
  const basicLightbox = await import('basiclightbox');
  // A CommonJS bundle: the browser build gets it as the default export, Node as named exports.
  return (basicLightbox as unknown as { default?: typeof basicLightbox }).default?.create ?? basicLightbox.create;
}

/** Adds the dialog's stylesheet to the document's head, as a write of the plugin's context (fenced from discovery). */
export function addLightboxStyles(doc: Document, owner: { write<T>(fn: () => T): T }): HTMLStyleElement {
  return owner.write(() => doc.head.appendChild(Object.assign(doc.createElement('style'), { textContent: LIGHTBOX_STYLES })));
}

/** The dialog's buttons, as events of the viewer machine. */
export function viewerControls(actor: { send(event: { type: 'CLOSE' | 'NEXT' | 'PREV' }): void }): DialogControls {
  return {
    close: () => actor.send({ type: 'CLOSE' }),
    next: () => actor.send({ type: 'NEXT' }),
    prev: () => actor.send({ type: 'PREV' }),
  };
}

/** Escape closes, the arrows move, Tab and Shift+Tab wrap inside `dialog`; other keys pass. */
export function handleViewerKey(event: KeyboardEvent, dialog: HTMLElement, controls: DialogControls): void {
  const moves: Record<string, () => void> = { Escape: controls.close, ArrowRight: controls.next, ArrowLeft: controls.prev };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    move();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) last.focus();
  else if (!event.shiftKey && (active === last || outside)) first.focus();
  else return;
  event.preventDefault();
}
