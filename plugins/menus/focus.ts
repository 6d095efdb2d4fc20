/**
 * Focus for a panel that is only now showing: a panel fading in from
 * `visibility: hidden` (the theme may delay the switch) refuses focus until
 * it shows, so focusing is tried again each frame for a short while.
 */
import type { PluginContext } from '../../kernel/types';

/** How long a panel may take to become focusable after it was told to open (ms). */
export const FOCUS_WAIT_MS = 400;

export function focusShowing(ctx: Pick<PluginContext, 'clock' | 'browser'>, element: HTMLElement | null | undefined): void {
  if (!element) return;
  const until = ctx.clock.now() + FOCUS_WAIT_MS;
  const attempt = () => {
    element.focus();
    if (ctx.browser.document.activeElement !== element && ctx.clock.now() < until) ctx.clock.requestAnimationFrame(attempt);
  };
  attempt();
}
