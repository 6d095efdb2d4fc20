/**
 * A part of the shop busy with a request, as WooCommerce blocks it: its guard
 * class `processing` (which WooCommerce's own checks and third-party styles
 * read) and `aria-busy`, in place of BlockUI's overlay.
 */
export function markBusy(element: Element, busy: boolean): void {
  element.classList.toggle('processing', busy);
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
