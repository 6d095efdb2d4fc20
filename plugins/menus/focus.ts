/**
 * Focus for a panel that is only now showing: a panel fading in from
 * `visibility: hidden` refuses focus until its first frame is drawn, so
 * focusing is tried once more on the next frame.
 */
import type { PluginContext } from '../../kernel/types';

export function focusShowing(ctx: Pick<PluginContext, 'clock' | 'page'>, element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus();
  if (ctx.page.document.activeElement !== element) ctx.clock.requestAnimationFrame(() => element.focus());
}
