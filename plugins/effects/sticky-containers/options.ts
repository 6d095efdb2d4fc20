/**
 * What a sticky container's markup asks for (docs/plugins/effects.md#sticky-containers):
 * its data attributes, read once, and the parent it sticks within.
 */

export type Device = 'small' | 'medium' | 'large';

export interface StickyOptions {
  /** Scrolled this far past the sticking point, it gets `fusion-sticky-transition`. */
  transitionOffset: number;
  /** Pixels, or a selector whose elements' heights add up to the offset. */
  stickyOffset: number | string;
  /** Scrolled this far past the sticking point, it gets `fusion-sticky-scroll-transition` (and the scroll direction classes); none when absent or 0. */
  scrollOffset: number | undefined;
  /** A selector for the parent, instead of the theme's choice. */
  parent: string | undefined;
  /** It stops at the parent's end (`bottomed`); header and title-bar layouts do not. */
  bottoming: boolean;
  /** The spacer is a copy of the element, so its height can change while stuck. */
  heightTransition: boolean;
  /** The devices it is sticky on. */
  devices: Set<Device>;
}

const number = (value: string | undefined, fallback: number): number => {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** 'false', '0', 'no' and 'off' switch bottoming off; any other value (or none) leaves it on. */
const OFF = /^(false|0|no|off)$/i;

const HEADER_LAYOUTS = '.fusion-tb-header, .fusion-tb-page-title-bar';

export function readOptions(element: HTMLElement): StickyOptions {
  const data = element.dataset;
  const rawOffset = data.stickyOffset?.trim() ?? '';
  const inHeader = !!element.closest(HEADER_LAYOUTS);
  const devices = new Set<Device>();
  for (const device of ['small', 'medium', 'large'] as const) {
    if (element.getAttribute(`data-sticky-${device}-visibility`)) devices.add(device);
  }
  const scrollOffset = number(data.scrollOffset, 0);
  return {
    transitionOffset: number(data.transitionOffset, 0),
    stickyOffset: rawOffset === '' ? 0 : Number.isFinite(Number(rawOffset)) ? Number(rawOffset) : rawOffset,
    scrollOffset: scrollOffset !== 0 ? scrollOffset : undefined,
    parent: data.stickyParent,
    bottoming: inHeader ? false : !OFF.test(data.stickyBottoming ?? 'true'),
    heightTransition: element.hasAttribute('data-sticky-height-transition'),
    devices,
  };
}

/** The element the sticky element stays within, as the theme chooses it; null when there is none. */
export function findParent(element: HTMLElement, selector: string | undefined): HTMLElement | null {
  const own = element.parentElement;
  if (!own) return null;
  const within = (candidate: string) => own.closest<HTMLElement>(candidate);
  try {
    if (selector !== undefined) return within(selector);
  } catch {
    return null;
  }
  if (element.closest(HEADER_LAYOUTS)) return within('#wrapper');
  if (element.closest('.fusion-content-tb')) return within('.fusion-content-tb');
  if (own.parentElement?.matches('.post-content')) return within('.post-content');
  if (element.classList.contains('awb-sticky-content')) return within('#wrapper');
  return own;
}
