/**
 * The parts of Avada's header the sticky behaviour moves, and their
 * measurements (docs/plugins/header.md#markup). Finding parts only queries;
 * `measure` only reads layout, once per frame that needs it.
 */
import type { HeaderVars } from './globals';
import type { HeaderType } from './devices';

export interface HeaderParts {
  type: HeaderType;
  /** `.fusion-header-wrapper` (or `#side-header`): carries `fusion-is-sticky`. */
  wrapper: HTMLElement;
  /** `.fusion-header` (or `#side-header`): the bar that shrinks. */
  header: HTMLElement;
  /** What becomes fixed: the header, v4/v5's menu bar or sticky wrapper, or the side header. */
  trigger: HTMLElement;
  /**
   * What keeps the trigger's place while it is fixed, so nothing below moves:
   * Avada's `.fusion-header-sticky-height` (or `#side-header-sticky`) shown at
   * the full height, or, for v4/v5, the trigger's parent held at its height.
   */
  reserve: { element: HTMLElement; mode: 'placeholder' | 'pin' } | null;
}

const first = (root: ParentNode, selector: string): HTMLElement | null => root.querySelector<HTMLElement>(selector);

export function headerTypeOf(root: Element): HeaderType {
  if (root.id === 'side-header') return 3;
  return root.querySelector('.fusion-header-v4, .fusion-header-v5') ? 2 : 1;
}

/** The header's parts for the current layout (v4/v5's trigger depends on the mobile design), or null when the markup lacks them. */
export function findParts(root: HTMLElement, vars: HeaderVars, mobile: boolean): HeaderParts | null {
  const type = headerTypeOf(root);
  if (type === 3) {
    const doc = root.ownerDocument;
    const spacer = doc.getElementById('side-header-sticky');
    return { type, wrapper: root, header: root, trigger: root, reserve: spacer ? { element: spacer, mode: 'placeholder' } : null };
  }
  const header = first(root, '.fusion-header');
  if (!header) return null;
  if (type === 2) {
    const wholeBar = vars.header_sticky_type2_layout === 'menu_and_logo' || (mobile && vars.mobile_menu_design === 'modern');
    const trigger = first(root, wholeBar ? '.fusion-sticky-header-wrapper' : '.fusion-secondary-main-menu');
    const parent = trigger?.parentElement;
    if (!trigger || !parent) return null;
    return { type, wrapper: root, header, trigger, reserve: { element: parent, mode: 'pin' } };
  }
  const placeholder = first(root, '.fusion-header-sticky-height');
  return { type, wrapper: root, header, trigger: header, reserve: placeholder ? { element: placeholder, mode: 'placeholder' } : null };
}

export interface HeaderMeasure {
  /** The scroll position past which the trigger sticks (px). */
  trigger: number;
  /** The trigger's full height (px). */
  height: number;
  /** The pinned parent's height, for v4/v5 (px). */
  reserveHeight: number;
  /** Admin bar + store notice + top frame: where the sticky trigger sits (px). */
  topOffset: number;
  topBar: number;
  adminBar: number;
  document: number;
  /** The boxed layout's `#wrapper` width, for the sticky trigger's max-width (px). */
  boxedWidth: number;
}

const shownHeight = (element: Element | null, browser: { computedStyle(e: Element): CSSStyleDeclaration }): number =>
  element && browser.computedStyle(element).display !== 'none' ? element.getBoundingClientRect().height : 0;

/**
 * Reads the layout. While the trigger is fixed its own box says nothing about
 * the page, so the previous measure's trigger and heights are kept and only
 * the page around it is read again.
 */
export function measure(
  parts: HeaderParts,
  browser: { document: Document; computedStyle(e: Element): CSSStyleDeclaration },
  scrollY: number,
  sticking: boolean,
  previous: HeaderMeasure | null,
): HeaderMeasure {
  const doc = browser.document;
  const adminBar = shownHeight(doc.getElementById('wpadminbar'), browser) + shownHeight(doc.querySelector('.fusion-fixed-top'), browser);
  const notice = shownHeight(doc.querySelector('.woocommerce-store-notice'), browser);
  const frame = shownHeight(doc.querySelector('.fusion-top-frame'), browser);
  const topOffset = adminBar + notice + Math.max(0, frame - notice);
  const topBar = shownHeight(parts.wrapper.querySelector('.fusion-secondary-header'), browser);
  const boxedWidth = doc.getElementById('wrapper')?.getBoundingClientRect().width ?? 0;
  const documentHeight = doc.documentElement.scrollHeight;
  if (sticking && previous) return { ...previous, topOffset, topBar, adminBar, document: documentHeight, boxedWidth };
  const box = parts.trigger.getBoundingClientRect();
  return {
    trigger: Math.round(box.top + scrollY) - topOffset,
    height: box.height,
    reserveHeight: parts.reserve?.mode === 'pin' ? parts.reserve.element.getBoundingClientRect().height : box.height,
    topOffset,
    topBar,
    adminBar,
    document: documentHeight,
    boxedWidth,
  };
}
