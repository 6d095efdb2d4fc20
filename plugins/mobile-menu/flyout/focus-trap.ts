/**
 * Keeps Tab and Shift+Tab inside what an open flyout shows (its icons and
 * its active panel), wrapping at either end, until released.
 */
import type { PluginContext } from '../../../kernel/types';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Shown to the visitor: laid out and not hidden (every element counts where the browser cannot tell). */
const isShown = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : !element.closest('[hidden]');

export function trapFocus(ctx: PluginContext, regions: () => HTMLElement[]): () => void {
  return ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = regions().flatMap((region) => Array.from(region.querySelectorAll<HTMLElement>(FOCUSABLE))).filter(isShown);
    if (stops.length === 0) return;
    const active = ctx.browser.document.activeElement as HTMLElement | null;
    const index = active ? stops.indexOf(active) : -1;
    const edge = event.shiftKey ? index <= 0 : index === stops.length - 1 || index === -1;
    if (!edge) return;
    event.preventDefault();
    stops[event.shiftKey ? stops.length - 1 : 0]!.focus();
  });
}
