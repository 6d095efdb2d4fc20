/**
 * Where a sticky element is for a scroll position: in the page (`unstuck`),
 * fixed at its offset (`stuck`), or resting at its parent's end (`bottomed`).
 * Plain numbers, measured by the plugin.
 */

export type StickyState = 'unstuck' | 'stuck' | 'bottomed';

export interface StickyGeometry {
  /** The scroll position at which it sticks: its top in the page, less its margin and the offset. */
  top: number;
  /** Its height with margins. */
  height: number;
  width: number;
  /** Where it is fixed: the offset from the window's top. */
  offset: number;
  /** The parent's content box in the page. */
  parentTop: number;
  parentHeight: number;
  parentPaddingBottom: number;
}

export function stickyState(scrollY: number, g: StickyGeometry, bottoming: boolean): StickyState {
  // An element as tall as its parent has nowhere to go.
  if (g.height >= g.parentHeight) return 'unstuck';
  if (scrollY < g.top) return 'unstuck';
  if (bottoming && scrollY + g.height + g.offset > g.parentTop + g.parentHeight) return 'bottomed';
  return 'stuck';
}
