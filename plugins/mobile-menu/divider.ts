/**
 * The top bar's divider on phones (docs/plugins/mobile-menu.md#divider): when
 * the secondary menu's items no longer fit on one line in the mobile layout,
 * a line separates its two rows, but only on windows wider than 318 px (on
 * narrower ones the items stack anyway). The line sits in the menu's nav, not
 * in its list, so the list keeps only list items.
 */

/** The divider shows only on windows wider than this (px). */
export const MIN_DIVIDER_WIDTH = 318;
/** Avada counts each top-bar item 2 px wider than it is. */
const ITEM_ALLOWANCE = 2;

export const needsDivider = (itemsWidth: number, windowWidth: number, mobile: boolean): boolean =>
  mobile && itemsWidth > windowWidth && windowWidth > MIN_DIVIDER_WIDTH;

interface DividerBrowser {
  computedStyle(element: Element): CSSStyleDeclaration;
}

/** Reads the top bar's menu and returns the write that adds or removes its divider (null without a top-bar menu). */
export function measureDivider(scope: Element, windowWidth: number, mobile: boolean, browser: DividerBrowser): (() => void) | null {
  const nav = scope.querySelector<HTMLElement>('.fusion-secondary-menu');
  const items = nav ? Array.from(nav.querySelectorAll<HTMLElement>(':scope > ul > li')) : [];
  if (!nav || items.length === 0) return null;
  const outer = (item: HTMLElement) => {
    const style = browser.computedStyle(item);
    return item.getBoundingClientRect().width + (parseFloat(style.marginLeft) || 0) + (parseFloat(style.marginRight) || 0) + ITEM_ALLOWANCE;
  };
  const show = needsDivider(items.reduce((sum, item) => sum + outer(item), 0), windowWidth, mobile);
  const rowHeight = items[0]!.getBoundingClientRect().height;
  return () => {
    const existing = nav.querySelector(':scope > .fusion-mobile-menu-sep');
    if (!show) {
      existing?.remove();
      nav.style.position = '';
      return;
    }
    const line = existing ?? nav.appendChild(nav.ownerDocument.createElement('div'));
    line.className = 'fusion-mobile-menu-sep';
    line.setAttribute('aria-hidden', 'true');
    Object.assign((line as HTMLElement).style, { position: 'absolute', left: '0', top: `${rowHeight - 1}px`, width: '100%', borderBottomWidth: '1px', borderBottomStyle: 'solid' });
    nav.style.position = 'relative';
  };
}
