/**
 * The DOM side of sticking (docs/plugins/header.md#sticky-header): Avada's
 * `fusion-is-sticky` class, the trigger's `top` below the admin bar, store
 * notice and top frame, the boxed layout's max-width, and the reserve that
 * keeps the trigger's place at its full height while it is fixed.
 */
import type { HeaderMeasure, HeaderParts } from './layout';

export function writeSticky(parts: HeaderParts, measured: HeaderMeasure, on: boolean, boxed: boolean): void {
  const { wrapper, trigger, reserve, type } = parts;
  wrapper.classList.toggle('fusion-is-sticky', on);
  // The side header has no wrapper rule in the theme's CSS: Avada fixes it inline.
  if (type === 3) trigger.style.position = on ? 'fixed' : '';
  trigger.style.top = on ? `${measured.topOffset}px` : '';
  trigger.style.maxWidth = on && boxed ? `${measured.boxedWidth}px` : '';
  if (reserve) {
    const height = reserve.mode === 'pin' ? measured.reserveHeight : measured.height;
    reserve.element.style.height = on ? `${height}px` : '';
    if (reserve.mode === 'placeholder') reserve.element.style.display = on ? 'block' : '';
  }
  if (!on) parts.header.classList.remove('fusion-sticky-shadow');
}
