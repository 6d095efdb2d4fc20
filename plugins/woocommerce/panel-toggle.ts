/**
 * WooCommerce's "click here" panels (the cart's shipping calculator, the
 * checkout's coupon and login forms): shown or hidden at once, the toggle's
 * `aria-expanded` saying which. WooCommerce slides them (400 ms); a panel
 * that opens at once is what reduced motion asks for, and focus moves into it
 * without waiting for the slide.
 */

/** Whether the panel is hidden, by its own `hidden` or inline `display: none` (how WooCommerce prints them closed). */
export const isClosed = (panel: HTMLElement): boolean => panel.hidden === true || panel.style.display === 'none';

/** Opens the panel when closed, closes it when open; returns true when it opened. */
export function togglePanel(panel: HTMLElement, toggle: Element | null, open = isClosed(panel)): boolean {
  panel.hidden = false;
  panel.style.display = open ? '' : 'none';
  toggle?.setAttribute('aria-expanded', String(open));
  return open;
}
