/**
 * Links WooCommerce prints with `role="button"` (remove an item, remove a
 * coupon) act on Space as a button does: WooCommerce binds the key for them,
 * since a link alone answers Enter only.
 */
export function clickOnSpace(event: KeyboardEvent, selector: string): void {
  const link = event.target instanceof Element ? event.target.closest(selector) : null;
  if (event.key !== ' ' || !(link instanceof HTMLElement)) return;
  event.preventDefault();
  link.click();
}
