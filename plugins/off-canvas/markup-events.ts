/**
 * What the visitor does on the panel's own markup (docs/plugins/off-canvas.md#closing):
 * the close button, the backdrop (unless `overlay-disable-close`), links with a
 * hash in a `close-on-anchor` panel, the pointer over the panel (it pauses the
 * auto-close timer), the end of the panel's own animations, Tab in the focus trap.
 */
import type { PluginContext } from '../../kernel/types';
import type { PanelEvent } from '../../machines/off-canvas/panel';
import type { Appearance } from './appearance';
import type { Modality } from './modality';

export interface PanelMarkup {
  wrap: HTMLElement;
  panel: HTMLElement;
  closeButton: HTMLElement | null;
}

export function listenToMarkup(
  ctx: PluginContext,
  { wrap, panel, closeButton }: PanelMarkup,
  send: (event: PanelEvent) => void,
  appearance: Appearance,
  modality: Modality,
): void {
  if (closeButton) {
    ctx.listen(closeButton, 'click', (event) => {
      event.preventDefault();
      send({ type: 'CLOSE' });
    });
  }
  ctx.listen(wrap, 'click', (event) => {
    if (event.target === wrap && !wrap.classList.contains('overlay-disable-close')) send({ type: 'CLOSE' });
  });
  ctx.listen(panel, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && wrap.classList.contains('close-on-anchor') && link.getAttribute('href')!.includes('#')) send({ type: 'CLOSE' });
  });
  ctx.listen(panel, 'mouseenter', () => send({ type: 'POINTER_ENTER' }));
  ctx.listen(panel, 'mouseleave', () => send({ type: 'POINTER_LEAVE' }));
  // Only the panel's own animation: content inside may animate too.
  ctx.listen(panel, 'animationend', (event) => {
    if (event.target === panel) send({ type: 'ANIMATION_END' });
  });
  ctx.listen(wrap, 'transitionend', (event) => {
    if (event.target === wrap) appearance.transitionDone();
  });
  ctx.listen<KeyboardEvent>(panel, 'keydown', (event) => modality.keydown(event));
}
